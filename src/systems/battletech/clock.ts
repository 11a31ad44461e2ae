// BattleTech on the battle clock: movement recorded once a turn, simultaneous fire, PSRs at the end of their phase.

import { parseFacing, parseHex } from '../../battlefield/hex.js';
import { UserError } from '../../errors.js';
import type { ActionInput, ActionOutcome, BattleView, SystemAction, SystemState, TurnRecord, UnitRecord } from '../types.js';
import { BLADE_CHOICES, BLADE_ITEM, setBlade } from './blade.js';
import { type Ctx, type Journal, newJournal, openCtx, roll, say, showDice } from './context.js';
import { countedLegActuatorHits, deriveMech } from './derived.js';
import { endTurn, heatPhase } from './heat.js';
import type { MovementPoints } from './map-move.js';
import { planMechMove, STAND_UP_MP } from './map-play.js';
import { SIMULTANEOUS_PHASES } from './phases.js';
import { adHocPsr, queuePsr, resolvePendingPsrs, rollPsrNow } from './pilot.js';
import { configOf, type Found, findMech, fitText } from './state.js';
import type { AttackerMove } from './tables.js';
import type { EngineType, MechData } from './types.js';

export const MOVE_MODES = ['stood', 'walked', 'ran', 'jumped'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

/**
 * Heat a move builds (TW): walking 1, running 2, jumping 1 per hex jumped, at least 3. An XXL engine (TacOps; MegaMek
 * Engine.getStandingHeat/getWalkHeat/getRunHeat/getJumpHeat) builds 2 standing still, 4 walking, 6 running and 2 per
 * hex jumped, at least 6.
 */
export function movementHeat(mode: MoveMode, hexes: number, engine: EngineType = 'standard'): number {
  const xxl = engine === 'xxl';
  if (mode === 'walked') return xxl ? 4 : 1;
  if (mode === 'ran') return xxl ? 6 : 2;
  if (mode === 'jumped') return xxl ? Math.max(6, 2 * hexes) : Math.max(3, hexes);
  return xxl ? 2 : 0;
}

/** What a unit's turn record says it did. */
export interface BtTurn {
  readonly mode: MoveMode;
  readonly hexes: number;
}

export function movedThisTurn(battle: BattleView | undefined, key: string): BtTurn | undefined {
  const record = battle?.units[key];
  if (!record || typeof record.mode !== 'string' || typeof record.hexes !== 'number') return undefined;
  return { mode: record.mode as MoveMode, hexes: record.hexes };
}

/** The turn record's MP spent on stand-up attempts rolled with `/psr` before the move (TW: 2 MP an attempt, pass or fail). */
const STAND_MP = 'standMp';

/** MP this turn's stand-up attempts by `/psr` have spent of the move to come. */
export function standMpSpent(battle: BattleView | undefined, key: string): number {
  const spent = battle?.units[key]?.[STAND_MP];
  return typeof spent === 'number' ? spent : 0;
}

/**
 * The turn record after a stand-up attempt rolled with `/psr` in a battle, before the 'Mech has moved: the 2 MP it
 * cost are kept, so the move that follows (`/move to:` or `hexes:`) has 2 fewer, as a stand made by `/move to:` does.
 */
export function standAttemptRecord(battle: BattleView | undefined, key: string): ActionOutcome['turnRecords'] | undefined {
  if (!battle || movedThisTurn(battle, key)) return undefined;
  return { [key]: { ...(battle.units[key] ?? {}), [STAND_MP]: standMpSpent(battle, key) + STAND_UP_MP } };
}

const VERB: Record<MoveMode, string> = { stood: 'stands', walked: 'walks', ran: 'runs', jumped: 'jumps' };

const ATTACKER_MOVE: Record<MoveMode, AttackerMove> = { stood: 'stationary', walked: 'walked', ran: 'ran', jumped: 'jumped' };

/**
 * The movement modifiers a shot takes from the battle's records: the attacker's mode and the target's hexes (+1 if it
 * jumped). What the shooter gave outright stands.
 */
export function movementForShot(
  state: SystemState,
  attackerKey: string,
  targetKey: string,
  given: { attackerMove?: AttackerMove; targetMove?: number },
): { attackerMove?: AttackerMove; targetMove?: number; targetJumped?: boolean } {
  const a = movedThisTurn(state.battle, attackerKey);
  const t = movedThisTurn(state.battle, targetKey);
  const attackerMove = given.attackerMove ?? (a ? ATTACKER_MOVE[a.mode] : undefined);
  const fromRecord = given.targetMove === undefined && t !== undefined;
  const targetMove = given.targetMove ?? t?.hexes;
  return {
    ...(attackerMove !== undefined ? { attackerMove } : {}),
    ...(targetMove !== undefined ? { targetMove } : {}),
    ...(fromRecord && t.mode === 'jumped' ? { targetJumped: true } : {}),
  };
}

const SNAPSHOT_KEY = 'phaseStart';

function snapshots(state: SystemState): Readonly<Record<string, MechData>> {
  const raw = state.pending[SNAPSHOT_KEY];
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, MechData>) : {};
}

/**
 * The attacker as it stood when a simultaneous phase began, with what it has spent since (weapons fired, ammo,
 * heat): fire within the weapon and physical attack phases is simultaneous, so a 'Mech destroyed, its pilot killed or
 * a weapon critted earlier in the phase still makes its attacks. Outside such a phase, the unit as it is.
 */
export function attackerAsAtPhaseStart(state: SystemState, found: Found): MechData {
  const now = found.record.data;
  const battle = state.battle;
  const before = snapshots(state)[found.key];
  if (!battle || !SIMULTANEOUS_PHASES.includes(battle.phase) || !before) return now;
  return {
    ...before,
    heatThisTurn: now.heatThisTurn,
    turn: now.turn,
    equipment: before.equipment.map((item, i) => {
      const spent = now.equipment[i];
      if (!spent) return item;
      return {
        ...item,
        ...(spent.firedTurn !== undefined ? { firedTurn: spent.firedTurn } : {}),
        ...(spent.spent ? { spent: true } : {}),
        ...(item.ammo && spent.ammo ? { ammo: { ...item.ammo, shotsLeft: spent.ammo.shotsLeft } } : {}),
      };
    }),
  };
}

/**
 * `/move` for a 'Mech in a battle's movement phase: once a turn; builds movement heat; running or jumping may need a PSR.
 * `blade:` extends or retracts a retractable blade first (TechManual p.236: in the movement phase, before the unit
 * moves; MegaMek allows its mode change only in the movement phase and it takes effect at once); given alone it moves
 * nothing, so the move can follow. Without a battle, only the blade can be set.
 */
export const recordMove: SystemAction = (state, input, rng) => {
  const o = input.options;
  const found = findMech(state, o.string('unit', true));
  const battle = state.battle;
  const blade = o.choice('blade', BLADE_CHOICES);
  const bladeOnly = blade !== undefined && !o.has('mode') && !o.has('hexes') && !o.has('to');
  if (!battle && !bladeOnly)
    throw new UserError('rule', "A 'Mech's movement is recorded in a battle: a GM starts one with `/battle start`.");
  // Only in the movement phase, and in its controller's step: BT_CLOCK's `acts`, checked before any action runs.
  const done = movedThisTurn(battle, found.key);
  if (done)
    throw new UserError(
      'rule',
      `${found.record.name} already ${done.mode} ${done.hexes} hexes this turn${blade ? ": a retractable blade is extended or retracted before the 'Mech moves" : ''}.`,
    );
  const mech = found.record.data;
  const journal = newJournal(rng, configOf(state));
  const ctx = openCtx(journal, found.record.name, mech);
  if (bladeOnly) {
    setBlade(ctx, blade);
    return finishUnits(state, ctx.lines, journal.events, [{ found, ctx }]);
  }
  const mode = o.choice('mode', MOVE_MODES) ?? 'walked';
  if (mech.destroyed) throw new UserError('rule', `${found.record.name} is destroyed.`);
  const d = deriveMech(mech);
  if (o.has('to')) {
    if (blade) setBlade(ctx, blade);
    return moveOnMap(state, input, found, ctx, journal, { walk: d.walkWithHeat, run: d.runWithHeat, jump: d.jump });
  }
  const hexes = mode === 'stood' ? 0 : (o.integer('hexes') ?? 0);
  // A stand-up rolled with `/psr` this turn spent 2 MP of a walk or run (a jump does not follow a stand).
  const stood = mode === 'walked' || mode === 'ran' ? standMpSpent(battle, found.key) : 0;
  const most = Math.max(0, { stood: 0, walked: d.walkWithHeat, ran: d.runWithHeat, jumped: d.jump }[mode] - stood);
  if (hexes < 0 || hexes > most)
    throw new UserError(
      'rule',
      `${found.record.name} can move at most ${most} hexes when it ${VERB[mode]}${stood ? ` (${stood} MP spent standing up)` : ''}.`,
    );
  if (mode !== 'stood' && (mech.prone || mech.shutdown))
    throw new UserError(
      'rule',
      `${found.record.name} is ${mech.prone ? 'prone' : 'shut down'} and cannot ${mode === 'jumped' ? 'jump' : 'move'}.${mech.prone ? ` It stands up first: \`/psr unit:${found.record.name} reason:standing up\` (a PSR; Total Warfare: standing costs 2 MP, so give \`hexes:\` 2 fewer than it could move).` : ''}`,
    );
  if (blade) setBlade(ctx, blade);
  return finishMove(
    state,
    found,
    ctx,
    journal,
    { mode, hexes },
    `${mode}${mode === 'stood' ? ' still' : ` ${hexes} hex${hexes === 1 ? '' : 'es'}`}`,
  );
};

/**
 * `/move unit: to:` on the map: the cheapest legal path on the 'Mech's MP (map-play.ts), a prone 'Mech standing up
 * first (its PSR rolled; failing it, it falls where it lies, the move spent); the move is recorded as `/move mode:
 * hexes:` records it, so heat and both to-hit movement modifiers follow.
 */
function moveOnMap(state: SystemState, input: ActionInput, found: Found, ctx: Ctx, journal: Journal, mp: MovementPoints): ActionOutcome {
  const o = input.options;
  const name = found.record.name;
  const mode = o.choice('mode', MOVE_MODES) ?? 'walked';
  if (mode === 'stood') throw new UserError('option', '`to:` is a move: give `mode:walked`, `ran` or `jumped` (walked when left out).');
  if (o.has('hexes')) throw new UserError('option', '`hexes:` is counted from the path on the map; leave it out with `to:`.');
  const to = parseHex(o.string('to', true));
  if (!to) throw new UserError('option', '`to:` is a map hex like `0607` (column 6, row 7).');
  const facingText = o.string('facing');
  const facing = facingText === undefined ? undefined : parseFacing(facingText);
  if (facingText !== undefined && facing === undefined) throw new UserError('option', '`facing:` is N, NE, SE, S, SW or NW.');
  if (ctx.mech.shutdown) throw new UserError('rule', `${name} is shut down and cannot move.`);
  const stood = standMpSpent(state.battle, found.key);
  const move = planMechMove(state, found, mp, { to, mode, stood, ...(facing !== undefined ? { facing } : {}) });
  if (move.standsUp) {
    adHocPsr(ctx, 'standing up', 0);
    if (ctx.mech.prone)
      return finishMove(
        state,
        found,
        ctx,
        journal,
        { mode, hexes: 0 },
        `${mode} 0 hexes: it fell trying to stand (${STAND_UP_MP} MP spent)`,
      );
  }
  return finishMove(state, found, ctx, journal, { mode, hexes: move.hexes }, move.said, { [found.key]: move.placement });
}

/** Movement heat, the PSRs a damaged 'Mech rolls for running or jumping, and the turn record. */
function finishMove(
  state: SystemState,
  found: Found,
  ctx: Ctx,
  journal: Journal,
  record: BtTurn,
  said: string,
  placed?: ActionOutcome['placed'],
): ActionOutcome {
  const { mode, hexes } = record;
  const mech = found.record.data;
  const d = deriveMech(mech);
  const heat = movementHeat(mode, hexes, mech.engine.type);
  ctx.mech.heatThisTurn += heat;
  say(ctx, `🦿 **${found.record.name}** ${said}${heat ? `: +${heat} heat` : ''}.`);
  // Seed: a damaged gyro or a hip crit needs a PSR whenever it runs or jumps, a leg actuator crit when it jumps,
  // rolled at the end of its movement.
  const legs = (['LL', 'RL'] as const).filter((leg) => !mech.locations[leg].destroyed);
  const hip = legs.some((leg) => mech.locations[leg].slots.some((s) => s.system === 'hip' && s.hit));
  const actuators = legs.some((leg) => countedLegActuatorHits(mech.locations[leg]).length > 0);
  const why =
    (mode === 'ran' || mode === 'jumped') && d.gyroHits > 0
      ? 'gyro damaged'
      : (mode === 'ran' || mode === 'jumped') && hip
        ? 'hip actuator destroyed'
        : mode === 'jumped' && actuators
          ? 'leg actuator damage'
          : undefined;
  if (why) rollPsrNow(ctx, `${mode === 'ran' ? 'running' : 'jumping'} with ${why}`, 0);
  const turnRecord: TurnRecord = { mode, hexes };
  return {
    ...finishUnits(state, ctx.lines, journal.events, [{ found, ctx }]),
    turnRecords: { [found.key]: turnRecord },
    ...(placed ? { placed } : {}),
  };
}

function finishUnits(
  state: SystemState,
  lines: readonly string[],
  events: ActionOutcome['events'],
  changed: readonly { found: Found; ctx: Ctx }[],
  pending: Readonly<Record<string, unknown>> = state.pending,
): ActionOutcome {
  const units = { ...state.units };
  for (const { found, ctx } of changed) units[found.key] = { ...found.record, data: ctx.mech };
  const { text, files } = fitText(lines);
  return {
    state: { ...state, units, pending },
    events,
    text,
    ...(files ? { files } : {}),
    show: changed
      .filter(({ ctx }) => ctx.touched.size > 0)
      .slice(0, 10)
      .map(({ found }) => ({ unit: found.key })),
  };
}

const mechsOf = (state: SystemState): Found[] =>
  Object.entries(state.units)
    .filter(([, u]) => u.system === 'battletech')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, record]) => ({ key, record: record as UnitRecord<MechData> }));

/** 2d6 each, ties rolled again; the loser moves first, so the new order is lowest total first. */
function rollInitiative(order: readonly string[], journal: Journal): string[] {
  const totals = new Map<string, number[]>();
  let contenders = [...order];
  // Ties re-roll among the tied only; a few rounds settle any real table.
  for (let round = 0; round < 20 && contenders.length > 0; round++) {
    const rolled = contenders.map((player) => {
      const r = roll(journal, 2, `initiative ${player}`);
      totals.set(player, [...(totals.get(player) ?? []), r.total]);
      journal.lines.push(`🎲 initiative <@${player}>: ${showDice(r.dice, r.total)}`);
      return r.total;
    });
    contenders = contenders.filter((_, i) => rolled.filter((t) => t === rolled[i]).length > 1);
  }
  const key = (p: string) => totals.get(p) ?? [];
  const compare = (a: string, b: string) => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  return [...order].sort(compare);
}

/** The end of a BattleTech phase in a battle. */
export const phaseEnded: SystemAction = (state, _input, rng) => {
  const battle = state.battle;
  if (!battle) return { state, events: [], text: '' };
  const journal = newJournal(rng, configOf(state));
  const lines = journal.lines;
  const changed: { found: Found; ctx: Ctx }[] = [];
  const open = (found: Found) => {
    const ctx = openCtx(journal, found.record.name, found.record.data);
    changed.push({ found, ctx });
    return ctx;
  };
  const alive = mechsOf(state).filter((f) => !f.record.data.destroyed);
  let pending: Record<string, unknown> = { ...state.pending };
  delete pending[SNAPSHOT_KEY];
  let order: string[] | undefined;

  if (battle.phase === 'initiative') {
    order = rollInitiative(battle.order, journal);
    lines.push(`Initiative: ${order.map((p) => `<@${p}>`).join(' then ')} (the loser moves first).`);
  }
  if (battle.phase === 'heat') for (const found of alive) heatPhase(open(found));
  if (battle.phase === 'end') for (const found of alive) endTurn(open(found));
  else {
    // PSRs are rolled at the end of the phase they arose in; 20 damage in the phase is one of them.
    for (const found of alive) {
      const m = found.record.data;
      const opened = changed.find((c) => c.found.key === found.key)?.ctx;
      if (!opened && m.damageThisPhase === 0 && m.pendingPsrs.length === 0) continue;
      const ctx = opened ?? open(found);
      if (ctx.mech.damageThisPhase >= 20) queuePsr(ctx, `${ctx.mech.damageThisPhase} damage this phase`, 1, false);
      ctx.mech.damageThisPhase = 0;
      if (ctx.mech.pendingPsrs.length > 0) {
        say(
          ctx,
          `End of the ${battle.phase} phase: **${ctx.unit}** rolls ${ctx.mech.pendingPsrs.length} PSR${ctx.mech.pendingPsrs.length === 1 ? '' : 's'}:`,
        );
        resolvePendingPsrs(ctx);
      }
    }
  }
  if (SIMULTANEOUS_PHASES.includes(battle.phase)) {
    const before = snapshots(state);
    for (const found of mechsOf(state))
      if (found.record.data.destroyed && before[found.key] && !before[found.key]!.destroyed)
        lines.push(`☠️ ${found.record.name} was destroyed this phase; its attacks in it stand, and it is now removed from the map.`);
  }
  // The next phase is simultaneous: remember every 'Mech as it stands when it begins.
  const nextPhase = battle.phase === 'movement' ? 'weapons' : battle.phase === 'weapons' ? 'physical' : undefined;
  if (nextPhase) {
    const snap: Record<string, MechData> = {};
    for (const found of mechsOf(state)) {
      const now = changed.find((c) => c.found.key === found.key)?.ctx.mech ?? found.record.data;
      if (!now.destroyed) snap[found.key] = now;
    }
    pending = { ...pending, [SNAPSHOT_KEY]: snap };
  }
  const out = finishUnits(state, lines, journal.events, changed, pending);
  return { ...out, ...(order ? { order } : {}) };
};

/** The card's line for a 'Mech: its move, weapons fired, heat, PSRs due, a blade out. */
export function btTurnSummary(unit: UnitRecord<MechData>, record: TurnRecord | undefined): string {
  const m = unit.data;
  if (m.destroyed) return '☠️ destroyed';
  const moved = record && typeof record.mode === 'string' ? `${record.mode} ${record.hexes ?? 0}` : 'not moved';
  const fired = m.equipment.filter((e) => e.kind === 'weapon' && e.firedTurn === m.turn).length;
  const parts = [
    moved,
    `fired ${fired}`,
    `heat ${m.heat}${m.heatThisTurn ? ` (+${m.heatThisTurn})` : ''}`,
    ...(m.pendingPsrs.length ? [`${m.pendingPsrs.length} PSR due`] : []),
    ...(m.prone ? ['prone'] : []),
    ...(m.shutdown ? ['shut down'] : []),
    ...(m.equipment.some((e) => e.key === BLADE_ITEM && e.extended) ? ['blade extended'] : []),
  ];
  return parts.join(' · ');
}
