// A unit name that is also a built-in object key (`constructor`, `__proto__`) is an unknown Bot, never Object's own member.
import { describe, expect, test } from 'vitest';
import { findBot } from '../../../src/systems/mecha-bots/shot.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import { stateOf, unit } from './helpers.js';

describe('findBot', () => {
  const state = stateOf(unit('Sample', botFromTemplate('sample')));

  test.each(['constructor', '__proto__'])('GIVEN the name %s THEN it is an unknown Bot', (name) => {
    expect(() => findBot(state, name, 'target')).toThrow(`No Bot called \`${name}\` here (target). Bots in this channel: \`Sample\`.`);
  });
});
