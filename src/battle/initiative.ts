// An initiative order for any game, on the battle clock: entries ranked by total, then modifier, then a roll-off; the
// clock steps through them round after round; effects end by themselves. Pure: (battle, input, rng) -> { battle, events }.
import { nameKey } from '../control/identity.js';
import { inlineCode } from '../control/user-text.js';
import { formatProgramResult, rollNotation } from '../dice/index.js';
import type { Rng } from '../dice/rng.js';
import { UserError } from '../errors.js';
import type { RollEvent } from '../systems/types.js';
import { type Actor, type Battle, currentStep, mention } from './battle.js';
import { advance, type Member } from './clock.js';
import { type Effect, type EntryRank, INITIATIVE, INITIATIVE_CLOCK, INITIATIVE_PHASE, type InitiativeData } from './initiative-record.js';

export const MAX_ENTRIES = 30;
export const MAX_EFFECTS = 40;
export const MAX_ROUNDS = 100;
/** Names as long as the stored shape takes (src/battle/initiative-record.ts caps effect names; entries match). */
export const MAX_NAME = 40;
export const MAX_EFFECT_NAME = 60;
/** Totals and modifiers beyond this are no initiative (`1d20*10^9`), and would not read back. */
const MAX_TOTAL = 1_000_000_000;
const ROLL_OFF_SIDES = 20;
/** Two entries that tie this many roll-off dice in a row keep the order they joined in. */
const MAX_ROLL_OFFS = 10;

/** An entry as the tracker shows it: who plays it and how it ranks. */
export interface Entry extends Actor, EntryRank {}

/** The initiative's own roll, every die written out, beside the roll-off dice (RollEvent) it may need. */
export interface InitiativeRolled {
  readonly type: 'initiative';
  readonly entry: string;
  readonly notation: string;
  readonly text: string;
  readonly total: number;
}

export type InitiativeEvent = RollEvent | InitiativeRolled;

/** What a step of the tracker did: the order now, and the effects that ended as an entry's turn began. */
export interface Moved {
  readonly battle: Battle;
  readonly events: readonly InitiativeEvent[];
  readonly expired: readonly Effect[];
  readonly newRound: boolean;
}

/** An empty tracker: round 0 until `next` begins round 1 with the top entry. */
export function openInitiative(): Battle {
  return {
    system: INITIATIVE,
    players: [],
    order: [],
    turn: 0,
    step: 0,
    units: {},
    actors: { [INITIATIVE_PHASE]: [] },
    initiative: { entries: {}, effects: [] },
  };
}

export const isInitiative = (battle: Battle | undefined): battle is Battle & { initiative: InitiativeData } =>
  battle?.system === INITIATIVE && battle.initiative !== undefined;

/** The entries in the order they act. */
export function entriesOf(battle: Battle): Entry[] {
  const ranks = battle.initiative?.entries ?? {};
  return (battle.actors?.[INITIATIVE_PHASE] ?? []).map((a) => ({ ...a, ...(ranks[a.unit] ?? { total: 0, mod: 0, tiebreak: [] }) }));
}

/** The entry whose turn it is; none before round 1 or with no entries. */
export function currentEntry(battle: Battle): Entry | undefined {
  if (battle.turn < 1) return undefined;
  const actor = currentStep(battle, INITIATIVE_CLOCK).actor;
  return actor ? entriesOf(battle).find((e) => e.unit === actor.unit) : undefined;
}

/** Positive when `a` acts before `b`: the higher total, then the higher modifier, then the higher roll-off dice. */
export function rankOrder(a: EntryRank, b: EntryRank): number {
  if (a.total !== b.total) return a.total - b.total;
  if (a.mod !== b.mod) return a.mod - b.mod;
  for (let i = 0; i < Math.min(a.tiebreak.length, b.tiebreak.length); i++)
    if (a.tiebreak[i] !== b.tiebreak[i]) return a.tiebreak[i]! - b.tiebreak[i]!;
  return 0;
}

const tied = (a: EntryRank, b: EntryRank): boolean => a.total === b.total && a.mod === b.mod;

/** The battle with this order of entries and ranks; its players are the entries' owners, in the order they first act. */
function withEntries(
  battle: Battle,
  actors: readonly Actor[],
  ranks: Readonly<Record<string, EntryRank>>,
  effects: readonly Effect[],
): Battle {
  const players = [...new Set(actors.map((a) => a.player))];
  const entries = Object.fromEntries(actors.map((a) => [a.unit, ranks[a.unit]!]));
  return {
    ...battle,
    players,
    order: players,
    actors: { [INITIATIVE_PHASE]: [...actors] },
    initiative: { entries, effects: [...effects] },
  };
}

/** The entry called `name` (any case), or a refusal naming the entries there are. */
export function findEntry(battle: Battle, name: string): Entry {
  const key = nameKey(name);
  const found = entriesOf(battle).find((e) => e.unit === key);
  if (found) return found;
  const names = entriesOf(battle).map((e) => `${inlineCode(e.name)}`);
  throw new UserError(
    'not-found',
    `No entry ${inlineCode(name)} in the initiative order${names.length ? `: there are ${names.join(', ')}` : ''}.`,
  );
}

/** Players handle their own entries; a GM handles any. */
export function requireOwn(entry: Entry, member: Member, what: string): void {
  if (member.isGM || entry.player === member.id) return;
  throw new UserError('permission', `${inlineCode(entry.name)} is ${mention(entry.player)}'s entry: only they or a GM can ${what}.`);
}

export interface Joining {
  readonly name: string;
  readonly owner: string;
  /** Dice notation rolled for the total (`1d20+3`), or a fixed `value`. */
  readonly roll?: string | undefined;
  readonly value?: number | undefined;
  /** Breaks ties before the roll-off; by default the roll's flat part (`+3`), or 0 for a fixed value. */
  readonly mod?: number | undefined;
}

/** The total and modifier a roll gives: the modifier is what the roll adds beyond its dice. */
function rollInitiative(notation: string, entry: string, rng: Rng): { total: number; mod: number; event: InitiativeRolled } {
  let result: ReturnType<typeof rollNotation>;
  try {
    result = rollNotation(notation, rng);
  } catch (error) {
    if (error instanceof UserError) throw new UserError('option', `\`roll:\` ${notation}: ${error.message}`);
    throw error;
  }
  const [statement, ...more] = result.statements;
  if (!statement || more.length > 0) throw new UserError('option', '`roll:` needs one roll (`1d20+3`), not several.');
  const dice = statement.terms.reduce((sum, t) => sum + t.value, 0);
  const text = formatProgramResult(result);
  return {
    total: statement.total,
    mod: statement.total - dice,
    event: { type: 'initiative', entry, notation, text, total: statement.total },
  };
}

/**
 * An entry joins (opening the tracker when there is none): it takes its place by rank; an entry tied with others on
 * total and modifier rolls off against them (each tied entry without a roll-off die rolls one; equal dice roll again).
 * After round 1 has begun, one that ranks above the entry that is up acts from the next round.
 */
export function join(existing: Battle | undefined, joining: Joining, rng: Rng): Moved {
  const battle = existing ?? openInitiative();
  const key = nameKey(joining.name);
  if (key === '') throw new UserError('option', 'An entry needs a name with at least one visible character.');
  if (joining.name.length > MAX_NAME) throw new UserError('option', `An entry's name is at most ${MAX_NAME} characters.`);
  const entries = entriesOf(battle);
  if (entries.some((e) => e.unit === key)) throw new UserError('rule', `${inlineCode(joining.name)} is in the initiative order already.`);
  if (entries.length >= MAX_ENTRIES) throw new UserError('limit', `An initiative order holds at most ${MAX_ENTRIES} entries.`);
  if ((joining.roll === undefined) === (joining.value === undefined))
    throw new UserError('option', 'Give `roll:` (dice, e.g. `1d20+3`) or `value:` (a fixed initiative), one of them.');
  const events: InitiativeEvent[] = [];
  let total = joining.value ?? 0;
  let mod = joining.mod ?? 0;
  if (joining.roll !== undefined) {
    const rolled = rollInitiative(joining.roll, joining.name, rng);
    events.push(rolled.event);
    total = rolled.total;
    mod = joining.mod ?? rolled.mod;
  }
  if (Math.abs(total) > MAX_TOTAL || Math.abs(mod) > MAX_TOTAL)
    throw new UserError('option', `An initiative of ${total} (modifier ${mod}) is beyond ±${MAX_TOTAL.toLocaleString('en')}.`);
  const ranks: Record<string, EntryRank> = { ...battle.initiative?.entries };
  const mine = { total, mod, tiebreak: [] as number[] };
  const rivals = entries.filter((e) => tied(e, mine));
  const rollOff = (who: string, tiebreak: number[]) => {
    const die = rng.int(1, ROLL_OFF_SIDES);
    tiebreak.push(die);
    events.push({ type: 'roll', label: `roll-off: ${who}`, sides: ROLL_OFF_SIDES, dice: [die], total: die });
  };
  if (rivals.length > 0) {
    rollOff(joining.name, mine.tiebreak);
    const theirs = new Map(rivals.map((r) => [r.unit, [...r.tiebreak]]));
    for (const r of rivals) if (theirs.get(r.unit)!.length === 0) rollOff(r.name, theirs.get(r.unit)!);
    for (let n = 1; n < MAX_ROLL_OFFS; n++) {
      const even = rivals.filter((r) => rankOrder(mine, { ...r, tiebreak: theirs.get(r.unit)! }) === 0);
      if (even.length === 0) break;
      rollOff(joining.name, mine.tiebreak);
      for (const r of even) {
        const dice = theirs.get(r.unit)!;
        while (dice.length < mine.tiebreak.length) rollOff(r.name, dice);
      }
    }
    for (const r of rivals) ranks[r.unit] = { total: r.total, mod: r.mod, tiebreak: theirs.get(r.unit)! };
  }
  ranks[key] = mine;
  const actor: Actor = { unit: key, name: joining.name, player: joining.owner };
  // Ahead of the first entry it outranks (an equal entry that joined earlier stays ahead).
  const at = entries.findIndex((e) => rankOrder(mine, ranks[e.unit]!) > 0);
  const index = at === -1 ? entries.length : at;
  const actors = [...entries.slice(0, index), actor, ...entries.slice(index)].map(({ unit, name, player }) => ({ unit, name, player }));
  const step = battle.turn >= 1 && index <= battle.step && entries.length > 0 ? battle.step + 1 : battle.step;
  return {
    battle: { ...withEntries(battle, actors, ranks, battle.initiative?.effects ?? []), step },
    events,
    expired: [],
    newRound: false,
  };
}

/** The effects that end as the entry now up begins its turn (or whose round has passed with their entry gone by). */
function expire(battle: Battle): Moved {
  const now = currentEntry(battle);
  const effects = battle.initiative?.effects ?? [];
  const ends = (e: Effect) => e.ends.round < battle.turn || (e.ends.round === battle.turn && e.ends.entry === now?.unit);
  const expired = effects.filter(ends);
  if (expired.length === 0) return { battle, events: [], expired, newRound: false };
  return {
    battle: { ...battle, initiative: { ...battle.initiative!, effects: effects.filter((e) => !ends(e)) } },
    events: [],
    expired,
    newRound: false,
  };
}

function requireEntries(battle: Battle): void {
  if (entriesOf(battle).length === 0) throw new UserError('rule', 'No one is in the initiative order yet: `/init join roll:1d20+3`.');
}

/** The turn passes to the next entry (round 1 begins with the top entry); effects ending at its turn end. */
export function next(battle: Battle): Moved {
  requireEntries(battle);
  if (battle.turn < 1) return { ...expire({ ...battle, turn: 1, step: 0 }), newRound: true };
  const moved = advance(battle, INITIATIVE_CLOCK);
  return { ...expire(moved.battle), newRound: moved.newTurn };
}

/** The turn goes back to the previous entry (a turn ended too soon); effects that ended stay ended (`/undo` brings them back). */
export function prev(battle: Battle): Battle {
  requireEntries(battle);
  if (battle.turn < 1 || (battle.turn === 1 && battle.step === 0))
    throw new UserError('rule', 'The fight is at the top of round 1: there is no turn before it.');
  if (battle.step > 0) return { ...battle, step: Math.min(battle.step, entriesOf(battle).length) - 1 };
  return { ...battle, turn: battle.turn - 1, step: entriesOf(battle).length - 1 };
}

/** The entry that is up waits: it acts after `after` (default: the next entry) this round, taking that entry's total. */
export function delay(battle: Battle, entry: Entry, after?: Entry): Moved {
  const now = currentEntry(battle);
  if (!now || now.unit !== entry.unit)
    throw new UserError(
      'rule',
      `${inlineCode(entry.name)} can delay only when its turn is up${now ? ` (it is ${inlineCode(now.name)}'s)` : ''}.`,
    );
  const entries = entriesOf(battle);
  const from = entries.findIndex((e) => e.unit === entry.unit);
  const to = after ? entries.findIndex((e) => e.unit === after.unit) : from + 1;
  if (to >= entries.length) throw new UserError('rule', `${inlineCode(entry.name)} acts last this round: \`/init next\` ends its turn.`);
  if (to === from) throw new UserError('rule', `${inlineCode(entry.name)} cannot wait for itself: name an entry still to come.`);
  if (to < from)
    throw new UserError('rule', `${inlineCode(after!.name)} has acted this round already: delay until an entry still to come.`);
  const moved = [...entries.slice(0, from), ...entries.slice(from + 1, to + 1), entry, ...entries.slice(to + 1)];
  const ranks = { ...battle.initiative!.entries, [entry.unit]: { ...battle.initiative!.entries[entry.unit]!, total: entries[to]!.total } };
  // The step stays where it was: it now points at the entry after the delayed one.
  return expire(withEntries(battle, moved, ranks, battle.initiative!.effects));
}

/**
 * An entry leaves: its effects go, and effects timed by its turn are timed by their target's turn instead. When it was
 * up, the next entry is up (a new round when it was last).
 */
export function remove(battle: Battle, entry: Entry): Moved {
  const entries = entriesOf(battle);
  const index = entries.findIndex((e) => e.unit === entry.unit);
  const rest = entries.filter((e) => e.unit !== entry.unit);
  const { [entry.unit]: _gone, ...ranks } = battle.initiative!.entries;
  const effects = battle
    .initiative!.effects.filter((e) => e.target !== entry.unit)
    .map((e) => (e.ends.entry === entry.unit ? { ...e, ends: { ...e.ends, entry: e.target } } : e));
  const wasUp = battle.turn >= 1 && index === Math.min(battle.step, entries.length - 1);
  let b = withEntries(battle, rest, ranks, effects);
  if (index < battle.step) b = { ...b, step: battle.step - 1 };
  const newRound = wasUp && rest.length > 0 && b.step >= rest.length;
  if (newRound) b = { ...b, turn: b.turn + 1, step: 0 };
  if (!wasUp || rest.length === 0) return { battle: b, events: [], expired: [], newRound: false };
  return { ...expire(b), newRound };
}

/**
 * An effect on `target` for `rounds` rounds: it ends at the start of the turn of the entry that is up as it begins, that
 * many rounds later (before round 1, at the top entry's).
 */
export function addEffect(battle: Battle, target: Entry, name: string, rounds: number): { battle: Battle; effect: Effect } {
  requireEntries(battle);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)
    throw new UserError('option', `\`rounds:\` is a whole number from 1 to ${MAX_ROUNDS}.`);
  const label = name.trim();
  if (label === '') throw new UserError('option', 'An effect needs a name with at least one visible character.');
  if (label.length > MAX_EFFECT_NAME) throw new UserError('option', `An effect's name is at most ${MAX_EFFECT_NAME} characters.`);
  const effects = battle.initiative!.effects;
  if (effects.some((e) => e.target === target.unit && nameKey(e.name) === nameKey(label)))
    throw new UserError('rule', `${inlineCode(target.name)} has ${inlineCode(label)} already.`);
  if (effects.length >= MAX_EFFECTS) throw new UserError('limit', `At most ${MAX_EFFECTS} effects run at once.`);
  const timer = currentEntry(battle) ?? entriesOf(battle)[0]!;
  const effect: Effect = { target: target.unit, name: label, ends: { round: Math.max(battle.turn, 1) + rounds, entry: timer.unit } };
  return { battle: { ...battle, initiative: { ...battle.initiative!, effects: [...effects, effect] } }, effect };
}

/** Rounds an effect has left: it ends in round `ends.round`, at its timing entry's turn. */
export const roundsLeft = (battle: Battle, effect: Effect): number => effect.ends.round - Math.max(battle.turn, 1);
