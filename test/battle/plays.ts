// The seeded plays that the console tests and the fake-Discord tests both make, with the outcome both expect.

/** Dice for Russ's four lascannon hits on the loaded Transport: the fourth leaves it stunned. */
export const VOLLEY_SEED = '2954679b2c434db350eee642d25819a7';

/** The volley's first nine lines; `owner` is how the Transport's controller is named (`bob`, `<@id>`). */
export const volleyLines = (owner: string): string[] => [
  '🎯 **Russ** fires **Hull lascannon** (S9 AP2) at **Transport**, side armour AV11, 4 hits:',
  '**Hit 1/4** · S9 + D6 [1] = 10 vs AV11 (side) → **no effect**',
  '**Hit 2/4** · S9 + D6 [3] = 12 vs AV11 (side) → **penetrating**',
  '  Damage (penetrating table) D6 [2] → **Immobilised** – may not move for the rest of the game.',
  '**Hit 3/4** · S9 + D6 [2] = 11 vs AV11 (side) → **glancing**',
  "  Damage (glancing table) D6 [5] → **Armament destroyed** – Storm bolter is destroyed (attacker's choice).",
  '**Hit 4/4** · S9 + D6 [3] = 12 vs AV11 (side) → **penetrating**',
  `  Damage (penetrating table) D6 [1] → **Crew stunned** – may not move or shoot until the end of ${owner}'s next turn; embarked troops may not disembark.`,
  '`models:6` ignored: nothing exploded.',
];

/** The battle card's title at each step of a Mecha Bots turn, and the first of the next (RULES.md §1.1). */
export const MB_TURN_TITLES = [
  'Mecha Bots · turn 1 · Shops restock',
  'Mecha Bots · turn 1 · Mad Scientist',
  'Mecha Bots · turn 1 · Mad Scientist',
  'Mecha Bots · turn 1 · Bots move',
  'Mecha Bots · turn 1 · Bots move',
  'Mecha Bots · turn 1 · Bots react',
  'Mecha Bots · turn 1 · Bots fight',
  'Mecha Bots · turn 1 · Bots fight',
  'Mecha Bots · turn 2 · Shops restock',
];

/** What a Mecha Bots turn refuses when someone acts or passes out of turn; `alice` owns Big, `bob` the lighter Small. */
export const mbRefusals = (alice: string, bob: string) => ({
  aliceScientistStep: `It is ${alice}'s mad scientist step: only they or a GM can move the battle on.`,
  bigShootsInFight: 'It is the mad scientist phase of turn 1: `/shoot` waits for the bots fight phase (`/phase next`).',
  bigMovesInMovePhase: 'It is the mad scientist phase of turn 1: `/move` waits for the bots move phase (`/phase next`).',
  smallMoveStep: `It is ${bob}'s step with \`Small\` (bots move): only they or a GM can move the battle on.`,
  bigWaitsToMove: `It is ${bob}'s step with \`Small\` (bots move): \`Big\` waits for its own step (lightest Bot (fewest components) first).`,
  smallWaitsForBig: `It is ${alice}'s step with \`Big\` (bots move): \`Small\` waits for its own step (lightest Bot (fewest components) first).`,
  bigWaitsToFight: `It is ${bob}'s step with \`Small\` (bots fight): \`Big\` waits for its own step (lightest Bot first).`,
  smallWaitsToFight: `It is ${alice}'s step with \`Big\` (bots fight): \`Small\` waits for its own step (lightest Bot first).`,
  bigFightStep: `It is ${alice}'s step with \`Big\` (bots fight): only they or a GM can move the battle on.`,
});

/** The seeded shots of that turn, read from the map (face to face, adjacent): Small's rivet gun, then Big's steam cannon. */
export const MB_SHOTS = {
  small: {
    seed: '0123456789abcdef0123456789abcdef',
    lines: [
      '**Small** fires Rivet Gun (2 damage, range 3) at **Big**, striking its Forward face at range 1. No to-hit roll: in range and arc means a hit.',
      "🗺️ Map: 1 hex, in the attacker's Forward arc, strikes its Forward face; no Bot in the way.",
      'Sensor: Lamp Eye (accuracy 2) → may add 0 to +2 at range 1.',
      '🎲 Column roll 2d6: [3, 4] = 7',
      '7 → column 6 (AP Wr Sa Sa B Mt AR).',
      '2 damage enters from the Forward side:',
      '• FL1 A6P (Forward Left Plate): all 2 absorbed by 2 Protect: the armour holds and the damage stops',
    ],
  },
  big: {
    seed: '77777777777777777777777777777777',
    lines: [
      '**Big** fires Steam Cannon (3 damage, range 3) at **Small**, striking its Forward face at range 1. No to-hit roll: in range and arc means a hit.',
      "🗺️ Map: 1 hex, in the attacker's Forward arc, strikes its Forward face; no Bot in the way.",
      'No powered sensor covers the target: no shift.',
      '🎲 Column roll 2d6: [3, 2] = 5',
      '5 → column 2 (Ms).',
      '3 damage enters from the Forward side:',
      '• FR0 M1s (Mobility 1) destroyed (3 → 2)',
      '• 2 damage leaves the far side.',
    ],
  },
};
