// The cheats a table tries inside its own step, played the same way through the console and the fake Discord: each is
// refused with its reason, a GM may override it, and /history marks the override as a ruling.
import { expect } from 'vitest';

export type Who = 'alice' | 'bob' | 'gm';

/** What a front end answered: the refusal, or the public text (without the leading ping). */
export interface Said {
  readonly error?: string;
  readonly content: string;
}

/** One channel on one front end, with a GM and two players; `{A}` and `{B}` in a line are Alice's and Bob's mentions. */
export interface Table {
  run(who: Who, line: string, seed?: string): Promise<Said>;
  /** Imports a file from test/fixtures. */
  importFile(who: Who, fixture: string): Promise<Said>;
  /** `/map import` of a board file from test/fixtures. */
  importBoard(who: Who, fixture: string): Promise<Said>;
  readonly A: string;
  readonly B: string;
}

const ok = (said: Said) => expect(said.error).toBeUndefined();

/** Each Hull lascannon hit: the seed of the wh40k-turns play that stuns the Transport. */
export const STUN_SEED = '2954679b2c434db350eee642d25819a7';
/** The GM's single front hit: it leaves the Transport in one piece. */
const GM_SEED = '00000000000000000000000000000005';
const VOLLEY = 'attacker:Russ target:Transport weapon:"Hull lascannon" direction:side hits:4 choose:"Storm bolter" models:6';

export async function wh40kCheats(t: Table): Promise<void> {
  const { A, B } = t;
  ok(await t.run('alice', '/unit add template:wh40k/leman-russ name:Russ'));
  ok(await t.importFile('bob', 'wh40k/rhino-transport.json'));
  ok(await t.run('gm', '/battle start players:{A} {B} system:wh40k'));
  // Movement: the defender cannot declare its own vehicle's state in the enemy's step.
  expect((await t.run('bob', '/vehicle set unit:Transport moved:12')).error).toBe(
    `It is ${A}'s movement step: only their units act in it, and \`Transport\` is not theirs.`,
  );
  ok(await t.run('alice', '/vehicle set unit:Russ moved:6'));
  expect((await t.run('alice', '/vehicle set unit:Russ moved:0')).error).toBe(
    '`Russ` already moved this movement phase (action #4). A GM may allow it.',
  );
  ok(await t.run('alice', '/phase next'));
  // Shooting: each weapon once; the shot restates no one's state; obscured is the target's own declaration.
  expect((await t.run('bob', '/vehicle set unit:Transport obscured:true')).error).toBe(
    'It is the shooting phase of turn 1: `/vehicle set` waits for the movement phase (`/phase next`).',
  );
  expect((await t.run('alice', `/shoot wh40k ${VOLLEY} moved:12`)).error).toBe(
    "In a battle only a GM can give `moved:`: the battle's record says how units moved and stand, and a GM rules on anything beyond it.",
  );
  expect((await t.run('alice', `/shoot wh40k ${VOLLEY}`, STUN_SEED)).content).toContain('**Crew stunned**');
  expect((await t.run('alice', `/shoot wh40k ${VOLLEY}`)).error).toBe(
    "`Russ`'s Hull lascannon already fired this shooting phase (action #6). A GM may allow it.",
  );
  // A GM may rule otherwise; the log says so.
  ok(await t.run('gm', '/shoot wh40k attacker:Russ target:Transport weapon:"Hull lascannon" direction:front', GM_SEED));
  expect((await t.run('gm', '/history count:1')).content).toContain(
    "⚖️ GM ruling: `Russ`'s Hull lascannon already fired this shooting phase (action #6).",
  );
  ok(await t.run('alice', '/phase next'));
  ok(await t.run('alice', '/phase next'));
  // Bob's turn: his stunned and immobilised Transport may not move (test/battle/allowances.test.ts: stunned alone); a GM
  // may rule that it does.
  expect((await t.run('bob', '/vehicle set unit:Transport moved:6')).error).toBe(
    '`Transport` is immobilised and may not move for the rest of the game. A GM may allow it.',
  );
  ok(await t.run('bob', '/vehicle set unit:Transport obscured:true'));
  ok(await t.run('gm', '/vehicle set unit:Transport moved:3'));
  expect((await t.run('gm', '/history count:1')).content).toContain(
    '⚖️ GM ruling: `Transport` is immobilised and may not move for the rest of the game.',
  );
  void B;
}

export async function mechaBotsCheats(t: Table): Promise<void> {
  ok(await t.run('alice', '/unit add template:mecha-bots/sample name:Alpha'));
  ok(await t.run('bob', '/unit add template:mecha-bots/scrapper name:Beta'));
  ok(await t.run('alice', '/unit add template:mecha-bots/scientist name:Doc'));
  ok(await t.run('alice', '/move unit:Alpha at:0303 facing:S'));
  ok(await t.run('bob', '/move unit:Beta at:0305 facing:N'));
  ok(await t.run('alice', '/move unit:Doc at:0101'));
  // The laboratory is the map's, so a GM's to mark.
  expect((await t.run('alice', '/move unit:Doc lab:0101')).error).toMatch(/^Only a GM can declare `lab:`/);
  ok(await t.run('gm', '/move unit:Doc lab:0101'));
  // Repairs at the laboratory with the Mad Scientist there; tinkering in the Bot's hex.
  expect((await t.run('alice', '/repair unit:Alpha cells:all')).error).toBe(
    '`Alpha` stands in 0303, not at the home laboratory (0101): Bots are repaired there. A GM may allow it.',
  );
  expect((await t.run('alice', '/tinker unit:Alpha remove:F1')).error).toBe(
    "No Mad Scientist of this player stands in `Alpha`'s hex (0303): move there first to tinker. A GM may allow it.",
  );
  ok(await t.run('alice', '/move unit:Doc at:0303'));
  expect((await t.run('alice', '/tinker unit:Alpha remove:F1')).error).not.toMatch(/Mad Scientist/);
  expect((await t.run('alice', '/repair unit:Alpha cells:all')).error).toBe(
    '`Alpha` stands in 0303, not at the home laboratory (0101): Bots are repaired there. A GM may allow it.',
  );
  // A GM's repair is not held to the laboratory (this Bot simply has nothing to repair).
  expect((await t.run('gm', '/repair unit:Alpha cells:all')).error).toBe('`Alpha` has no destroyed counters to repair.');

  // In a battle: each weapon once in the Bot's Fight step, and a column roll stands until it is chosen.
  ok(await t.run('gm', '/battle start players:{A} {B} system:mecha-bots'));
  for (const who of ['gm', 'alice', 'bob', 'bob', 'alice', 'gm'] as const) ok(await t.run(who, '/phase next'));
  const fire = '/shoot mecha-bots attacker:Beta target:Alpha weapon:"Rivet Gun"';
  // The column roll waits for a button, and stands: shooting again to roll a better column is refused.
  expect((await t.run('bob', fire, COLUMN_SEED)).content).toContain('Choose the column: press a button');
  expect((await t.run('bob', `${fire} shift:0`)).error).toMatch(
    /^Shot #\d+ \(Rivet Gun, column roll \d+\) is still waiting for its column: press one of its buttons to resolve it \(or a GM undoes it\) before this Bot shoots again\. A GM may allow it\.$/,
  );
  // Alpha's step: its Steam Cannon (no sensor covers Beta, so no column to choose) fires once.
  ok(await t.run('bob', '/phase next'));
  const cannon = '/shoot mecha-bots attacker:Alpha target:Beta weapon:"Steam Cannon"';
  ok(await t.run('alice', cannon));
  expect((await t.run('alice', cannon)).error).toMatch(
    /^`Alpha`'s Steam Cannon already fired this bots fight phase \(action #\d+\)\. A GM may allow it\.$/,
  );
}

/** Beta's Rivet Gun column roll with a choice of columns to follow. */
const COLUMN_SEED = '00000000000000000000000000000004';

export async function slavedArmourCheats(t: Table): Promise<void> {
  ok(await t.run('alice', '/unit add template:slaved-armour/kestrel name:Kestrel'));
  ok(await t.run('bob', '/unit add template:slaved-armour/hound name:Hound'));
  ok(await t.run('gm', '/battle start players:{A} {B} system:slaved-armour'));
  ok(await t.run('alice', '/phase next'));
  ok(await t.run('bob', '/phase next'));
  const burst = '/shoot slaved-armour attacker:Kestrel target:Hound weapon:"Machine gun" range:2';
  // A burst that leaves rounds in the magazine, so the second is refused for the allowance and not for ammunition.
  ok(await t.run('alice', burst, BURST_SEED));
  expect((await t.run('alice', burst, BURST_SEED)).error).toMatch(
    /^`Kestrel`'s Machine gun already fired this combat phase \(action #\d+\)\. A GM may allow it\.$/,
  );
  // A unit a GM brings in mid-round acts from the next round, whoever plays it.
  ok(await t.run('gm', '/unit add template:slaved-armour/soldier name:Pvt'));
  ok(await t.run('gm', '/unit control unit:Pvt player:{A}'));
  expect((await t.run('alice', '/shoot slaved-armour attacker:Pvt target:Hound weapon:"Assault rifle" range:2')).error).toBe(
    '`Pvt` joined the battle during round 1: it acts from round 2. A GM may allow it.',
  );
  // A table may allow more: the channel setting widens the allowance.
  ok(await t.run('gm', '/config slaved-armour fires-per-phase:2'));
  ok(await t.run('alice', burst));
  // On a map the range is the map's: with both placed, a typed range is refused to the player and a GM's is a ruling.
  ok(await t.run('gm', '/map new width:8 height:8'));
  ok(await t.run('alice', '/map place unit:Kestrel hex:0206 facing:0'));
  ok(await t.run('bob', '/map place unit:Hound hex:0203 facing:3'));
  const rocket = '/shoot slaved-armour attacker:Kestrel target:Hound weapon:"Rocket launcher" range:9';
  expect((await t.run('alice', rocket)).error).toBe(
    '`range:9`: `Kestrel` and `Hound` stand on the map, which says this. A GM may rule otherwise.',
  );
  expect((await t.run('gm', rocket, BURST_SEED)).content).toContain('-# Map: 0206 → 0203, 3 hexes; in the open.');
  expect((await t.run('gm', '/history count:1')).content).toContain('⚖️ GM ruling: `range:9` given by a GM over the map');
}

/** The Kestrel's first machine-gun burst: few rounds used. */
const BURST_SEED = '00000000000000000000000000000002';

/** Initiative seed 1: Alice loses and moves first (test/battle/battletech-turn.test.ts). */
const INITIATIVE_SEED = '00000000000000000000000000000001';

export async function battletechCheats(t: Table): Promise<void> {
  ok(await t.run('alice', '/unit add template:battletech/locust name:A1'));
  ok(await t.run('bob', '/unit add template:battletech/hunchback name:B1'));
  // Outside a battle a rules step that changed nothing is still the last action: /undo stops there.
  expect((await t.run('alice', '/crit battletech target:A1 location:LA', INITIATIVE_SEED)).content).toMatch(/no critical hit/i);
  expect((await t.run('alice', '/undo')).error).toMatch(/^Only a GM can undo a rolled result/);
  ok(await t.run('gm', '/battle start players:{A} {B}'));
  expect((await t.run('bob', '/unit add template:battletech/locust name:B2')).error).toBe(
    'A battle is running: units join it through a GM. A unit that joins mid-turn acts from the next turn.',
  );
  ok(await t.run('bob', '/phase next', INITIATIVE_SEED));
  ok(await t.run('alice', '/move unit:A1 mode:ran hexes:8'));
  // A unit the GM brings in mid-turn waits for the next turn.
  ok(await t.run('gm', '/unit add template:battletech/locust name:A2'));
  ok(await t.run('gm', '/unit control unit:A2 player:{A}'));
  // Movement goes unit by unit in an order fixed as the phase began: a 'Mech that joined since has no step this turn.
  expect((await t.run('alice', '/move unit:A2 mode:walked hexes:2')).error).toMatch(/`A2` waits for its own step/);
  ok(await t.run('alice', '/phase next'));
  ok(await t.run('bob', '/phase next'));
  // The shot reads the record of the run: restating the move, or a free modifier, is a GM's.
  const laser = '/shoot battletech attacker:A1 target:B1 weapon:"Medium Laser" range:3';
  expect((await t.run('alice', `${laser} attacker_move:stationary`)).error).toBe(
    "In a battle only a GM can give `attacker_move:`: the battle's record says how units moved and stand, and a GM rules on anything beyond it.",
  );
  expect((await t.run('alice', `${laser} modifier:-6`)).error).toBe(
    "In a battle only a GM can give `modifier:`: the battle's record says how units moved and stand, and a GM rules on anything beyond it.",
  );
  expect((await t.run('alice', laser)).content).toContain('attacker ran +2');
  // A weapon fires once a turn: the battle counts it (naming the shot), so a GM may allow a second.
  expect((await t.run('alice', laser)).error).toBe("`A1`'s Medium Laser [CT] already fired this turn (action #11). A GM may allow it.");
  ok(await t.run('gm', laser));
  expect((await t.run('gm', '/history count:1')).content).toContain(
    "⚖️ GM ruling: `A1`'s Medium Laser [CT] already fired this turn (action #11).",
  );
  ok(await t.run('gm', `${laser.replace('Medium Laser', 'Machine Gun')} modifier:-1`));
  expect((await t.run('gm', '/history count:1')).content).toContain('⚖️ GM ruling: `modifier:-1` given by a GM');
}
