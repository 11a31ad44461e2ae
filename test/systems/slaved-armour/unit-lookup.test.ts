// A unit name that is also a built-in object key (`constructor`, `__proto__`) is an unknown unit, never Object's own member.
import { describe, expect, test } from 'vitest';
import { getUnit } from '../../../src/systems/slaved-armour/state.js';
import { record, saFrom, stateWith } from './helpers.js';

describe('getUnit', () => {
  const state = stateWith([record('Hound', saFrom('hound'))]);

  test.each(['constructor', '__proto__', 'Constructor'])('GIVEN the name %s THEN it is an unknown unit', (name) => {
    expect(() => getUnit(state, name, 'target')).toThrow(
      `No unit called \`${name}\` here (target). Slaved Armour units in this channel: \`Hound\`.`,
    );
  });
});
