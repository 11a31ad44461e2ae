// Embarking and disembarking troops (/vehicle embark|disembark): capacity in models, and no disembarking when stunned.
import { UserError } from '../../errors.js';
import { type ActionInput, type ActionOutcome, type SystemAction, type SystemState, unitKey } from '../types.js';
import { MAX_MODELS } from './actions.js';
import { vehicleToChange } from './control.js';
import { vehicleUnits } from './turns.js';
import { controllerLabel, controllerOf, type EmbarkedUnit, possessive, type Transport, type VehicleUnit } from './vehicle.js';

export const MAX_PASSENGER_NAME = 60;

export function carried(transport: Transport): number {
  return transport.embarked.reduce((n, u) => n + u.models, 0);
}

/** The embarked units' names, for autocomplete. */
export function embarkedNames(unit: VehicleUnit): string[] {
  return unit.data.transport?.embarked.map((u) => u.name) ?? [];
}

const models = (n: number): string => `${n} model${n === 1 ? '' : 's'}`;

function aboard(transport: Transport): string {
  const who = transport.embarked.map((u) => `${u.name} (${u.models})`).join(', ');
  return `${carried(transport)}/${transport.capacity} aboard${who ? `: ${who}` : ''}`;
}

function transportOf(unit: VehicleUnit): Transport {
  if (unit.data.transport === null) {
    throw new UserError('rule', `\`${unit.name}\` is not a transport: it has no transport capacity, so nothing can embark on it.`);
  }
  return unit.data.transport;
}

function readPassengers(input: ActionInput): string {
  const name = input.options.string('passengers', true).trim();
  if (name === '' || name.length > MAX_PASSENGER_NAME || /[`\n]/.test(name)) {
    throw new UserError('option', `\`passengers\` must be a unit name of 1–${MAX_PASSENGER_NAME} characters without backticks.`);
  }
  return name;
}

const sameName = (a: string, b: string): boolean => unitKey(a) === unitKey(b);

function withTransport(state: SystemState, key: string, unit: VehicleUnit, transport: Transport): SystemState {
  return { ...state, units: { ...state.units, [key]: { ...unit, data: { ...unit.data, transport } } } };
}

/** `/vehicle embark unit passengers [models]`: one unit of `models` models (default 1) boards, if it fits. */
export const embark: SystemAction = (state: SystemState, input: ActionInput): ActionOutcome => {
  const { key, unit } = vehicleToChange(state, input);
  const transport = transportOf(unit);
  const name = readPassengers(input);
  const count = input.options.integer('models') ?? 1;
  if (count < 1 || count > MAX_MODELS) throw new UserError('bounds', `\`models\` must be from 1 to ${MAX_MODELS}; got ${count}.`);
  if (unit.data.status.destroyed) {
    throw new UserError('rule', `\`${unit.name}\` is destroyed (${unit.data.status.destroyed.kind}); nothing can embark on it.`);
  }
  const other = Object.hasOwn(state.units, unitKey(name)) ? state.units[unitKey(name)] : undefined;
  if (other?.system === 'wh40k') throw new UserError('rule', `\`${other.name}\` is a vehicle; vehicles cannot embark on a transport.`);
  for (const [, vehicle] of vehicleUnits(state)) {
    const already = vehicle.data.transport?.embarked.find((u) => sameName(u.name, name));
    if (already) {
      throw new UserError(
        'rule',
        vehicle.name === unit.name
          ? `${already.name} is already aboard \`${unit.name}\`. Disembark it first to change its models, or give this unit another name.`
          : `${already.name} is already embarked on \`${vehicle.name}\`; disembark it from there first.`,
      );
    }
  }
  const free = transport.capacity - carried(transport);
  if (count > free) {
    const room =
      free === 0
        ? `is full (${aboard(transport)})`
        : free === transport.capacity
          ? `carries at most ${models(transport.capacity)} (nobody aboard)`
          : `has room for only ${free} more of its ${models(transport.capacity)} (${aboard(transport)})`;
    throw new UserError('rule', `${name} (${models(count)}) does not fit: \`${unit.name}\` ${room}.`);
  }
  const embarked: EmbarkedUnit[] = [...transport.embarked, { name, models: count }];
  const after: Transport = { ...transport, embarked };
  return {
    state: withTransport(state, key, unit, after),
    events: [],
    text: `🚚 **${name}** (${models(count)}) embarked on **${unit.name}** – ${aboard(after)}.`,
    show: [{ unit: key }],
  };
};

/**
 * `/vehicle disembark unit passengers`: the whole embarked unit gets out. A stunned crew lets no one out (the seed's
 * Crew stunned); from a destroyed vehicle the survivors always get out, stunned or not.
 */
export const disembark: SystemAction = (state: SystemState, input: ActionInput): ActionOutcome => {
  const { key, unit } = vehicleToChange(state, input);
  const transport = transportOf(unit);
  const name = readPassengers(input);
  const leaving = transport.embarked.find((u) => sameName(u.name, name));
  if (!leaving) {
    throw new UserError(
      'rule',
      transport.embarked.length === 0
        ? `Nobody is aboard \`${unit.name}\`.`
        : `${name} is not aboard \`${unit.name}\` (${aboard(transport)}).`,
    );
  }
  const { status } = unit.data;
  if (status.stunned && !status.destroyed) {
    throw new UserError(
      'rule',
      `\`${unit.name}\`'s crew is stunned: embarked troops may not disembark until the end of ` +
        `${possessive(controllerLabel(controllerOf(unit)))} next turn. If that turn is over, end it with \`/phase end\` first.`,
    );
  }
  const after: Transport = { ...transport, embarked: transport.embarked.filter((u) => u !== leaving) };
  const from = status.destroyed ? `**${unit.name}** (destroyed: ${status.destroyed.kind})` : `**${unit.name}**`;
  return {
    state: withTransport(state, key, unit, after),
    events: [],
    text: `🚶 **${leaving.name}** (${models(leaving.models)}) disembarked from ${from} – ${aboard(after)}.`,
    show: [{ unit: key }],
  };
};
