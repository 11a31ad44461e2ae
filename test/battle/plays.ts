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
  'Mecha Bots · turn 1 · Bots react',
  'Mecha Bots · turn 1 · Bots fight',
  'Mecha Bots · turn 2 · Shops restock',
];
