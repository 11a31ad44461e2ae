// The map's word over a player's: options a map answers are a GM's once every unit the command names stands on it.
import { describe, expect, test } from 'vitest';
import { BATTLEFIELD_KEY } from '../../src/commands-kit/battlefield.js';
import { type Access, authorize } from '../../src/control/access.js';
import { OptionBag } from '../../src/options.js';
import { emptyChannelDoc } from '../../src/store/channel-doc.js';
import type { UnitRecord } from '../../src/systems/types.js';

const unit = (name: string, owner: string): UnitRecord => ({ name, system: 'battletech', owner, schemaVersion: 1, data: {} });
const ACCESS: Access = { units: { attacker: 'with', target: 'target' }, mapped: ['range', 'cover'] };
const alice = { id: 'alice', canManageChannel: false, roleIds: [] };
const gm = { id: 'gm', canManageChannel: true, roleIds: [] };

function doc(placed: readonly string[]) {
  const base = emptyChannelDoc();
  return {
    settings: base.settings,
    units: { brute: unit('Brute', 'alice'), lancer: unit('Lancer', 'bob') },
    pending: {
      [BATTLEFIELD_KEY]: {
        board: 'b1',
        width: 16,
        height: 17,
        name: 'Grassland',
        at: Object.fromEntries(placed.map((key, i) => [key, { hex: `050${i + 1}`, facing: 0 }])),
      },
    },
  };
}

const shot = (extra: Record<string, unknown>) => new OptionBag({ attacker: 'Brute', target: 'Lancer', ...extra }, 'battletech');

describe('options the map answers', () => {
  test('GIVEN both units on the map THEN a player typing the range is refused, naming the option and the units', () => {
    expect(() => authorize(ACCESS, shot({ range: 3 }), doc(['brute', 'lancer']), alice)).toThrow(
      '`range:3`: `Brute` and `Lancer` stand on the map, which says this. A GM may rule otherwise.',
    );
  });

  test('GIVEN both units on the map THEN a GM may type it and the ruling is returned for the log', () => {
    expect(authorize(ACCESS, shot({ range: 3, cover: 'light' }), doc(['brute', 'lancer']), gm)).toEqual([
      '`range:3`, `cover:light` given by a GM over the map',
    ]);
  });

  test('GIVEN only one unit on the map, or no map option given THEN nothing changes for the player', () => {
    expect(authorize(ACCESS, shot({ range: 3 }), doc(['brute']), alice)).toEqual([]);
    expect(authorize(ACCESS, shot({}), doc(['brute', 'lancer']), alice)).toEqual([]);
    const noMap = { ...doc([]), pending: {} };
    expect(authorize(ACCESS, shot({ range: 3 }), noMap, alice)).toEqual([]);
  });
});
