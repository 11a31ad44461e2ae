// Applies damage-table results to a vehicle as state, with the stacking rules (RULES.md W3) and the destroyed variants.
import type { Rng } from '../../dice/rng.js';
import type { RollEvent, SystemEvent } from '../types.js';
import type { Wh40kConfig } from './config.js';
import { type DestroyingEffect, type EffectKind, isDestroying, type TableRow } from './tables.js';
import { type DestroyedKind, type Destruction, intactWeapons, possessive, type VehicleData } from './vehicle.js';

/** Severity for "the most severe destroyed result stands": a flipped wreck outranks a slewed one. */
export const DESTROYED_RANK: Readonly<Record<DestroyedKind, number>> = { wreck: 1, slewed: 2, flipped: 3, exploded: 4, annihilated: 5 };
export const EFFECT_RANK: Readonly<Record<DestroyingEffect, number>> = { wreck: 1, slew: 2, explode: 4, annihilate: 5 };

/** A table result as the events list records it, with what it actually did. */
export interface EffectEvent extends SystemEvent {
  readonly type: 'wh40k-effect';
  readonly hit: number;
  readonly effect: EffectKind;
  /** What happened: applied, converted to another result by a stacking option, or no further effect. */
  readonly outcome: 'applied' | 'no-further-effect' | 'converted';
  readonly weapon?: string;
}

export interface DestroyedEvent extends SystemEvent {
  readonly type: 'wh40k-destroyed';
  readonly kind: DestroyedKind;
  readonly radius: number | null;
  readonly distance: number | null;
  readonly direction: number | null;
  readonly wounds: number | null;
}

/** The destroying result that stands so far in this volley; its dice (slew, blast) are rolled once, at the end. */
export interface PendingDestruction {
  readonly effect: DestroyingEffect;
  readonly row: TableRow;
  readonly cause: string;
}

/** Everything a volley carries from one hit to the next. */
export interface VolleyState {
  readonly vehicle: VehicleData;
  /** Weapons the attacker named with `choose`, used in order by Armament destroyed results. */
  readonly choices: readonly string[];
  readonly pending: PendingDestruction | null;
  /** Armament destroyed results the attacker picks after the volley (seed: "chosen by attacker"), by button. */
  readonly asks: number;
}

export interface DamageContext {
  readonly config: Wh40kConfig;
  /** The channel's count of ended player turns, stamped on shaken and stunned. */
  readonly turn: number;
  /** How replies name the vehicle's controller, e.g. `<@123>` or `Orks`. */
  readonly controller: string;
}

export interface Applied {
  readonly state: VolleyState;
  /** Reply text for this result. */
  readonly text: string;
  /** A short line for the card's "last results". */
  readonly short: string;
  readonly events: ReadonlyArray<RollEvent | SystemEvent>;
}

function isDestroyed(state: VolleyState): boolean {
  return state.pending !== null || state.vehicle.status.destroyed !== null;
}

function currentRank(state: VolleyState): number {
  if (state.pending) return EFFECT_RANK[state.pending.effect];
  return state.vehicle.status.destroyed ? DESTROYED_RANK[state.vehicle.status.destroyed.kind] : 0;
}

function event(hit: number, effect: EffectKind, outcome: EffectEvent['outcome'], weapon?: string): EffectEvent {
  return { type: 'wh40k-effect', hit, effect, outcome, ...(weapon === undefined ? {} : { weapon }) };
}

function noFurther(state: VolleyState, hit: number, effect: EffectKind, why: string, short: string): Applied {
  return {
    state,
    text: `no further effect: ${why}.`,
    short: `${short}: no further effect`,
    events: [event(hit, effect, 'no-further-effect')],
  };
}

const ALREADY_DESTROYED = 'the vehicle is already destroyed';

function destroy(state: VolleyState, hit: number, effect: DestroyingEffect, row: TableRow, cause: string, ctx: DamageContext): Applied {
  // A wreck from an earlier shot is terrain: only results within one volley compete for the most severe.
  if (state.vehicle.status.destroyed) return noFurther(state, hit, effect, ALREADY_DESTROYED, row.title);
  if (isDestroyed(state)) {
    if (ctx.config.destroyed_stacking === 'first') {
      return noFurther(
        state,
        hit,
        effect,
        'the vehicle is already destroyed and the first destroyed result stands (channel option)',
        row.title,
      );
    }
    if (EFFECT_RANK[effect] <= currentRank(state)) {
      return noFurther(state, hit, effect, 'the vehicle is already destroyed by a result at least as severe', row.title);
    }
    return {
      state: { ...state, pending: { effect, row, cause } },
      text: `**${row.title}** – more severe than the earlier destroyed result, so it stands.`,
      short: row.title,
      events: [event(hit, effect, 'applied')],
    };
  }
  return {
    state: { ...state, pending: { effect, row, cause } },
    text: `**${row.title}**.`,
    short: row.title,
    events: [event(hit, effect, 'applied')],
  };
}

const CRASH_ROW: TableRow = {
  min: 0,
  max: 0,
  effect: 'wreck',
  title: 'Skimmer crashes',
  text: 'Skimmers that are immobilised crash and are destroyed.',
};

function immobilise(state: VolleyState, hit: number, row: TableRow, ctx: DamageContext, converted: boolean): Applied {
  const vehicle = state.vehicle;
  if (isDestroyed(state)) return noFurther(state, hit, 'immobilised', ALREADY_DESTROYED, row.title);
  if (vehicle.types.skimmer) {
    const crashed = { ...state, vehicle: { ...vehicle, status: { ...vehicle.status, immobilised: true } } };
    const result = destroy(crashed, hit, 'wreck', CRASH_ROW, `${row.title}: the skimmer crashes`, ctx);
    return {
      ...result,
      text: '**Immobilised** – a skimmer that is immobilised **crashes and is destroyed**.',
      short: 'Immobilised: skimmer crashed',
      events: [event(hit, 'immobilised', 'applied'), ...result.events],
    };
  }
  if (vehicle.status.immobilised) {
    if (converted || ctx.config.immobilised_again === 'none') {
      return noFurther(state, hit, 'immobilised', 'the vehicle is already immobilised', 'Immobilised again');
    }
    if (ctx.config.immobilised_again === 'armament') {
      const result = destroyArmament(state, hit, row, ctx, true);
      return { ...result, text: `already immobilised, so (channel option) armament destroyed instead: ${result.text}` };
    }
    const result = destroy(state, hit, 'wreck', { ...row, effect: 'wreck', title: 'Vehicle destroyed (wreck)' }, 'immobilised twice', ctx);
    return { ...result, text: `already immobilised, so (channel option) the vehicle is destroyed instead: ${result.text}` };
  }
  return {
    state: { ...state, vehicle: { ...vehicle, status: { ...vehicle.status, immobilised: true } } },
    text: '**Immobilised** – may not move for the rest of the game.',
    short: 'Immobilised',
    events: [event(hit, 'immobilised', converted ? 'converted' : 'applied')],
  };
}

function destroyArmament(state: VolleyState, hit: number, row: TableRow, ctx: DamageContext, converted: boolean, rng?: Rng): Applied {
  const vehicle = state.vehicle;
  if (isDestroyed(state)) return noFurther(state, hit, 'armament', ALREADY_DESTROYED, row.title);
  const intact = intactWeapons(vehicle);
  if (intact.length === 0) {
    if (converted || ctx.config.no_weapons_left === 'none') {
      return noFurther(state, hit, 'armament', 'the vehicle has no weapon left to destroy', 'Armament destroyed');
    }
    if (ctx.config.no_weapons_left === 'immobilised') {
      const result = immobilise(state, hit, row, ctx, true);
      return { ...result, text: `no weapon left, so (channel option) immobilised instead: ${result.text}` };
    }
    const result = destroy(state, hit, 'wreck', { ...row, effect: 'wreck', title: 'Vehicle destroyed (wreck)' }, 'no weapon left', ctx);
    return { ...result, text: `no weapon left, so (channel option) the vehicle is destroyed instead: ${result.text}` };
  }
  // Weapons already promised to an earlier result of this volley, still to be chosen, are not free to take.
  const free = intact.length - state.asks;
  if (free <= 0) return noFurther(state, hit, 'armament', 'every weapon left is already taken by an earlier result', 'Armament destroyed');
  const choices = [...state.choices];
  let chosen: string | undefined;
  let how = '';
  let random = false;
  const events: Array<RollEvent | SystemEvent> = [];
  while (choices.length > 0 && chosen === undefined) {
    const name = choices.shift()!;
    if (name.toLowerCase() === 'random') {
      random = true;
      break;
    }
    chosen = intact.find((w) => w.name.toLowerCase() === name.toLowerCase())?.name;
    if (chosen !== undefined) how = "attacker's choice";
  }
  if (chosen === undefined) {
    if (free === 1 && state.asks === 0) {
      chosen = intact[0]!.name;
      how = 'the only weapon left';
    } else if (!random) {
      // The seed has the attacker choose: the reply asks once the volley is over (see armament.ts).
      return {
        state: { ...state, choices, asks: state.asks + 1 },
        text: '**Armament destroyed** – one of its weapons, chosen by the attacker: choose it below once the volley is done.',
        short: 'Armament destroyed: attacker to choose',
        events: [event(hit, 'armament', converted ? 'converted' : 'applied')],
      };
    } else {
      // Only when the attacker says `random`.
      if (!rng) throw new Error('armament choice needs dice');
      const roll = rng.int(1, intact.length);
      events.push({
        type: 'roll',
        label: `armament destroyed: random weapon (1–${intact.length})`,
        sides: intact.length,
        dice: [roll],
        total: roll,
      });
      chosen = intact[roll - 1]!.name;
      how = `left to chance: D${intact.length} [${roll}]`;
    }
  }
  const weapons = vehicle.weapons.map((w) => (w.name === chosen ? { ...w, destroyed: true } : w));
  return {
    state: { ...state, choices, vehicle: { ...vehicle, weapons } },
    text: `**Armament destroyed** – ${chosen} is destroyed (${how}).`,
    short: `Armament destroyed: ${chosen}`,
    events: [...events, event(hit, 'armament', converted ? 'converted' : 'applied', chosen)],
  };
}

function shake(state: VolleyState, hit: number, ctx: DamageContext): Applied {
  const vehicle = state.vehicle;
  if (isDestroyed(state)) return noFurther(state, hit, 'shaken', ALREADY_DESTROYED, 'Crew shaken');
  const { shaken, stunned } = vehicle.status;
  // A stun from the same turn lasts exactly as long and forbids more, so it overrides the shaken result.
  if (stunned && stunned.since >= ctx.turn)
    return noFurther(state, hit, 'shaken', 'the crew is already stunned (stunned overrides shaken)', 'Crew shaken');
  if (shaken && shaken.since >= ctx.turn) return noFurther(state, hit, 'shaken', 'the crew is already shaken', 'Crew shaken');
  return {
    state: { ...state, vehicle: { ...vehicle, status: { ...vehicle.status, shaken: { since: ctx.turn } } } },
    text: `**Crew shaken** – may not shoot until the end of ${possessive(ctx.controller)} next turn; it can still move and troops may disembark.`,
    short: 'Crew shaken',
    events: [event(hit, 'shaken', 'applied')],
  };
}

function stun(state: VolleyState, hit: number, ctx: DamageContext): Applied {
  const vehicle = state.vehicle;
  if (isDestroyed(state)) return noFurther(state, hit, 'stunned', ALREADY_DESTROYED, 'Crew stunned');
  const { shaken, stunned } = vehicle.status;
  if (stunned && stunned.since >= ctx.turn) return noFurther(state, hit, 'stunned', 'the crew is already stunned', 'Crew stunned');
  return {
    state: { ...state, vehicle: { ...vehicle, status: { ...vehicle.status, stunned: { since: ctx.turn }, shaken: null } } },
    text:
      `**Crew stunned** – may not move or shoot until the end of ${possessive(ctx.controller)} next turn; embarked troops may not disembark` +
      `${shaken ? ' (overrides shaken)' : ''}.`,
    short: 'Crew stunned',
    events: [event(hit, 'stunned', 'applied')],
  };
}

/** Applies one table row to the volley so far. `rng` is only used to pick a weapon when the attacker leaves it to chance. */
export function applyRow(state: VolleyState, hit: number, row: TableRow, ctx: DamageContext, rng: Rng): Applied {
  switch (row.effect) {
    case 'none':
      return { state, text: `**${row.title}**.`, short: row.title, events: [event(hit, 'none', 'applied')] };
    case 'shaken':
      return shake(state, hit, ctx);
    case 'stunned':
      return stun(state, hit, ctx);
    case 'immobilised':
      return immobilise(state, hit, row, ctx, false);
    case 'armament':
      return destroyArmament(state, hit, row, ctx, false, rng);
    default:
      if (isDestroying(row.effect)) return destroy(state, hit, row.effect, row, row.title, ctx);
      throw new Error(`unhandled effect ${row.effect satisfies never}`);
  }
}

const CLOCK = 'o’clock';

/** Rolls the standing destroyed result's dice (slew, blast radius, wounds) once, after every hit of the volley. */
export function finishDestruction(
  state: VolleyState,
  models: number | null,
  rng: Rng,
): { vehicle: VehicleData; text: string[]; short: string | null; events: Array<RollEvent | SystemEvent> } {
  const pending = state.pending;
  if (!pending) {
    const text = models !== null && models > 0 ? [`\`models:${models}\` ignored: nothing exploded.`] : [];
    return { vehicle: state.vehicle, text, short: null, events: [] };
  }
  const events: Array<RollEvent | SystemEvent> = [];
  const text: string[] = [];
  let kind: DestroyedKind;
  let distance: number | null = null;
  let direction: number | null = null;
  let radius: number | null = null;
  let wounds: number | null = null;
  const roll = (label: string, sides: number): number => {
    const value = rng.int(1, sides);
    events.push({ type: 'roll', label, sides, dice: [value], total: value });
    return value;
  };
  switch (pending.effect) {
    case 'wreck':
      kind = 'wreck';
      text.push('💀 **Destroyed**: the vehicle is wrecked (mark it with smoke, or remove it from play).');
      break;
    case 'slew': {
      const scatter = roll('scatter die (1–2 HIT, 3–6 arrow)', 6);
      if (scatter <= 2) {
        kind = 'flipped';
        text.push(
          `💀 **Destroyed**: scatter die [${scatter}] = **HIT** – the wreck **flips** onto its side or roof. Models in the way leap aside.`,
        );
      } else {
        kind = 'slewed';
        distance = roll('slew distance (D6")', 6);
        direction = roll(`slew direction (D12 ${CLOCK}, 12 = the vehicle's front)`, 12);
        text.push(
          `💀 **Destroyed**: scatter die [${scatter}] = arrow – the wreck slews **${distance}"** towards **${direction} ${CLOCK}** ` +
            `(12 = its front). Models in the way leap aside.`,
        );
      }
      break;
    }
    case 'explode':
    case 'annihilate': {
      kind = pending.effect === 'explode' ? 'exploded' : 'annihilated';
      radius = pending.row.radius === 'D6' || pending.row.radius === undefined ? roll('blast radius (D6")', 6) : pending.row.radius;
      const woundOn = pending.row.woundOn ?? 4;
      const what = kind === 'exploded' ? 'fuel and ammo detonate' : 'the vehicle is **annihilated** – remove the model, a crater is left';
      text.push(
        `💀 **Destroyed**: ${what}; models within **${radius}"** of its hull take a wound on ${woundOn}+ (saves allowed; vehicles unaffected).`,
      );
      if (models !== null && models > 0) {
        const dice = Array.from({ length: models }, () => rng.int(1, 6));
        wounds = dice.filter((d) => d >= woundOn).length;
        events.push({
          type: 'roll',
          label: `wounds on ${woundOn}+ (${models} models in range)`,
          sides: 6,
          dice,
          total: wounds,
          target: woundOn,
        });
        text.push(`Models in range: [${dice.join(', ')}] → **${wounds} wound${wounds === 1 ? '' : 's'}** (saving throws allowed).`);
      } else {
        text.push(`Give \`models:N\` to roll the ${woundOn}+ wound for each model in range.`);
      }
      break;
    }
    default:
      throw new Error(`unhandled destruction ${pending.effect satisfies never}`);
  }
  const destroyed: Destruction = { kind, cause: pending.cause, distance, direction, radius };
  const destroyedEvent: DestroyedEvent = { type: 'wh40k-destroyed', kind, radius, distance, direction, wounds };
  events.push(destroyedEvent);
  const embarked = state.vehicle.transport?.embarked ?? [];
  if (embarked.length > 0) {
    text.push(
      `Embarked: ${embarked.map((u) => `${u.name} (${u.models})`).join(', ')} – still aboard the wreck. Next: resolve their fate by your edition's passenger rules, then get the survivors out with \`/vehicle disembark\` (a destroyed vehicle always lets them out).`,
    );
  }
  const shortText: Readonly<Record<DestroyedKind, string>> = {
    wreck: 'DESTROYED: wreck',
    slewed: `DESTROYED: slewed ${distance}" to ${direction} ${CLOCK}`,
    flipped: 'DESTROYED: flipped',
    exploded: `DESTROYED: exploded, ${radius}" radius`,
    annihilated: 'ANNIHILATED: model removed',
  };
  return { vehicle: { ...state.vehicle, status: { ...state.vehicle.status, destroyed } }, text, short: shortText[kind], events };
}
