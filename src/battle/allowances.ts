// What a unit may still do in a battle's phase or turn: the systems declare it as data, this module alone enforces it.
import type { OptionBag } from '../options.js';
import type { UnitRecord } from '../systems/types.js';
import {
  type Allowance,
  BATTLE_KEY,
  type Battle,
  currentStep,
  type Exclusion,
  readBattle,
  type Situation,
  type Spent,
  type Step,
  type SystemAllowances,
  type SystemClock,
  stepsOf,
  type Use,
} from './battle.js';

/** A unit about to act: its key and record, the command it acts with, and the options it was given. */
export interface Acting {
  readonly unitKey: string;
  readonly unit: UnitRecord;
  readonly act: string;
  readonly options: OptionBag;
}

/** The first step of the phase under way: a phase's steps share it (a 40k player's phase is their own). */
export function phaseStart(battle: Battle, clock: SystemClock): number {
  const steps = stepsOf(clock, battle.order, battle.actors);
  const index = Math.min(battle.step, steps.length - 1);
  const here = steps[index]!;
  const same = (s: Step) => s.phaseIndex === here.phaseIndex && (clock.order !== 'player-major' || s.player === here.player);
  let first = index;
  while (first > 0 && same(steps[first - 1]!)) first--;
  return first;
}

function inSpan(spent: Spent, allowance: Allowance, battle: Battle, start: number): boolean {
  return spent.turn === battle.turn && (allowance.per === 'turn' || spent.phaseStep === start);
}

function spanWord(allowance: Allowance, battle: Battle, clock: SystemClock): string {
  if (allowance.per === 'turn') return `this ${clock.turnWord ?? 'turn'}`;
  return `this ${currentStep(battle, clock).phase.name.toLowerCase()} phase`;
}

/** Whether an exclusion parts two uses, `mine` and `theirs` being their marks. */
function parts(exclusion: Exclusion, mine: readonly string[], theirs: readonly string[]): boolean {
  const { unless, sharing } = exclusion;
  if (unless !== undefined && mine.includes(unless) && theirs.includes(unless)) return false;
  return !sharing || mine.some((mark) => theirs.includes(mark));
}

/** The exclusion, declared on either act's allowance, that rules a use of `act` out beside an earlier spent one. */
function exclusionBetween(rules: SystemAllowances, act: string, marks: readonly string[], spent: Spent): Exclusion | undefined {
  const theirs = spent.marks ?? [];
  const declared = (of: string) => rules.once.find((a) => a.act === of)?.excludes ?? [];
  return (
    declared(act).find((e) => e.act === spent.act && parts(e, marks, theirs)) ??
    declared(spent.act).find((e) => e.act === act && parts(e, theirs, marks))
  );
}

const spentOf = (battle: Battle, unitKey: string): readonly Spent[] =>
  battle.used && Object.hasOwn(battle.used, unitKey) ? battle.used[unitKey]! : [];

/**
 * Why the rules stop `unit` using `act` at all, in a battle or not: a state that holds it (stunned, Winded, away from
 * the laboratory) or a roll of its still waiting for a choice. Undefined when nothing does.
 */
export function held(clock: SystemClock, acting: Acting, situation: Situation): string | undefined {
  const rules = clock.allowances;
  if (!rules) return undefined;
  for (const hold of rules.holds ?? []) {
    if (!hold.acts.includes(acting.act)) continue;
    const why = hold.when(acting.unit, situation, acting.options);
    if (why !== undefined) return why;
  }
  return rules.waiting?.(situation.pending, acting.unitKey);
}

/**
 * Why `unit` may not use `act` again in this battle, before anything runs: a unit-level allowance spent this phase or
 * turn, or joining mid-turn. Undefined when it may.
 */
export function refusal(battle: Battle, clock: SystemClock, acting: Acting, config: Readonly<Record<string, unknown>>): string | undefined {
  const { unitKey, unit, act } = acting;
  const joined = battle.joined && Object.hasOwn(battle.joined, unitKey) ? battle.joined[unitKey] : undefined;
  if (joined === battle.turn)
    return `\`${unit.name}\` joined the battle during ${clock.turnWord ?? 'turn'} ${battle.turn}: it acts from ${clock.turnWord ?? 'turn'} ${battle.turn + 1}.`;
  const start = phaseStart(battle, clock);
  for (const allowance of clock.allowances?.once ?? []) {
    if (allowance.act !== act || allowance.each !== 'unit' || allowance.free?.(acting.options)) continue;
    const before = spentOf(battle, unitKey).filter((s) => s.act === act && s.item === undefined && inSpan(s, allowance, battle, start));
    if (before.length >= (allowance.times?.(config) ?? 1))
      return `\`${unit.name}\` already ${allowance.done} ${spanWord(allowance, battle, clock)} (action ${before.at(-1)!.id}).`;
  }
  return undefined;
}

/**
 * Spends what an action used: the unit-level allowance of `act` for the acting unit, and each item the rules step
 * reported. Returns the battle with them recorded and, for each one already spent, the refusal text (the caller refuses
 * a player's action, and logs a GM's as a ruling).
 */
export function spend(
  battle: Battle,
  clock: SystemClock,
  acting: Acting | undefined,
  uses: readonly Use[],
  actionId: string,
  config: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>> = {},
): { battle: Battle; overspent: string[] } {
  const rules = clock.allowances;
  if (!rules) return { battle, overspent: [] };
  const start = phaseStart(battle, clock);
  const used: Record<string, Spent[]> = {};
  for (const [key, list] of Object.entries(battle.used ?? {})) used[key] = [...list];
  const overspent: string[] = [];
  const take = (unitKey: string, allowance: Allowance, item: string | undefined, label: string, marks: readonly string[] = []) => {
    const list = used[unitKey] ?? [];
    used[unitKey] = list;
    const before = list.filter((s) => s.act === allowance.act && s.item === item && inSpan(s, allowance, battle, start));
    const who = item === undefined ? `\`${label}\`` : `\`${names[unitKey] ?? unitKey}\`'s ${label}`;
    const span = spanWord(allowance, battle, clock);
    if (before.length >= (allowance.times?.(config) ?? 1))
      overspent.push(`${who} already ${allowance.done} ${span} (action ${before.at(-1)!.id}).`);
    else
      for (const spent of list) {
        if ((spent.act === allowance.act && spent.item === item) || !inSpan(spent, allowance, battle, start)) continue;
        const exclusion = exclusionBetween(rules, allowance.act, marks, spent);
        if (!exclusion) continue;
        const done = rules.once.find((a) => a.act === spent.act)?.done ?? 'was used';
        overspent.push(`${who} is ruled out: ${spent.label} ${done} ${span} (action ${spent.id}); ${exclusion.why}.`);
        break;
      }
    list.push({
      act: allowance.act,
      ...(item !== undefined ? { item } : {}),
      label,
      ...(marks.length > 0 ? { marks: [...marks] } : {}),
      turn: battle.turn,
      phaseStep: start,
      id: actionId,
    });
  };
  if (acting) {
    const allowance = rules.once.find((a) => a.act === acting.act && a.each === 'unit' && !a.free?.(acting.options));
    if (allowance) take(acting.unitKey, allowance, undefined, acting.unit.name);
  }
  for (const use of uses) {
    const allowance = rules.once.find((a) => a.act === use.act && a.each === 'item');
    if (allowance) take(use.unit, allowance, use.item, use.label, use.marks);
  }
  return { battle: { ...battle, used }, overspent };
}

/** Where a channel without a battle keeps its allowances when the table plays `strict`: a turn count and what was spent. */
export const STRICT_KEY = 'strict';

/**
 * The battle whose allowances count for a unit of `systemId`, and where to write them back: the channel's battle of
 * that system; without one, at a `strict` table, a one-step turn counted by `/phase end` in which every allowance is
 * a turn's; else none (play is free).
 */
export interface AllowanceFrame {
  readonly battle: Battle;
  readonly clock: SystemClock;
  /** The key in `pending` the frame lives under. */
  readonly key: string;
}

export function allowanceFrame(
  pending: Readonly<Record<string, unknown>>,
  systemId: string,
  clock: SystemClock | undefined,
  strict: boolean,
): AllowanceFrame | undefined {
  const battle = readBattle(pending);
  if (battle) return battle.system === systemId && clock ? { battle, clock, key: BATTLE_KEY } : undefined;
  if (!strict || !clock?.allowances) return undefined;
  const raw = Object.hasOwn(pending, STRICT_KEY) ? (pending[STRICT_KEY] as Partial<Battle> | null) : undefined;
  const stored = typeof raw === 'object' && raw !== null ? raw : {};
  const turn = Number.isInteger(stored.turn) ? (stored.turn as number) : 1;
  const used = stored.used && typeof stored.used === 'object' ? stored.used : {};
  const allowances = clock.allowances;
  return {
    battle: { system: systemId as Battle['system'], players: [], order: [], turn, step: 0, units: {}, used },
    clock: {
      order: 'phase-major',
      phases: [{ id: 'turn', name: 'Turn', per: 'battle' }],
      allowances: { ...allowances, once: allowances.once.map((a) => ({ ...a, per: 'turn' as const })) },
    },
    key: STRICT_KEY,
  };
}

/** Writes a frame's battle back: the real battle whole; a strict table only its turn and what was spent. */
export function storeFrame(pending: Record<string, unknown>, frame: AllowanceFrame, battle: Battle): void {
  pending[frame.key] = frame.key === BATTLE_KEY ? battle : { turn: battle.turn, used: battle.used ?? {} };
}

/** `/phase end` at a strict table with no battle: a new turn, nothing spent. */
export function endStrictTurn(pending: Record<string, unknown>): void {
  const raw = Object.hasOwn(pending, STRICT_KEY) ? (pending[STRICT_KEY] as { turn?: unknown } | null) : undefined;
  const turn = typeof raw === 'object' && raw !== null && Number.isInteger(raw.turn) ? (raw.turn as number) : 1;
  pending[STRICT_KEY] = { turn: turn + 1, used: {} };
}
