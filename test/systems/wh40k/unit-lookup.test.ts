// A unit name that is also a built-in object key (`constructor`, `__proto__`) is an unknown unit, never Object's own member.
import { describe, expect, test } from 'vitest';
import { vehicleToChange } from '../../../src/systems/wh40k/control.js';
import { getVehicle } from '../../../src/systems/wh40k/units.js';
import { input, state, unit, vehicle } from './helpers.js';

describe('vehicle lookups', () => {
  const channel = state({ rhino: unit('Rhino', vehicle('rhino')) });
  const unknown = (name: string) => `No unit called \`${name}\` here. Units in this channel: \`Rhino\`.`;

  test.each(['constructor', '__proto__'])('GIVEN the name %s THEN getVehicle says there is no such unit', (name) => {
    expect(() => getVehicle(channel, name, 'target')).toThrow(unknown(name));
  });

  test.each(['constructor', '__proto__'])('GIVEN /vehicle on %s THEN it says there is no such unit', (name) => {
    expect(() => vehicleToChange(channel, input({ unit: name }))).toThrow(unknown(name));
  });
});
