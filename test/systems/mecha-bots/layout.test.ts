// Defining a Bot: the text layout and Salvo's JSON, their round trips, and errors that name the bad cell.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { mechaBots } from '../../../src/systems/mecha-bots/index.js';
import { parseBotJson, toBotJson } from '../../../src/systems/mecha-bots/json.js';
import { formatLayout, parseLayout } from '../../../src/systems/mecha-bots/layout.js';
import { deriveStats } from '../../../src/systems/mecha-bots/stats.js';
import { BOT_TEMPLATES, botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import { bot } from './helpers.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/mecha-bots/${name}`, import.meta.url), 'utf8');

function importError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).identifier).toBe('import');
    return (error as Error).message;
  }
  throw new Error('expected an import error');
}

describe('the text layout', () => {
  test('GIVEN the Clanker layout THEN cells, objects and names are read', () => {
    const { name, data } = parseLayout(fixture('clanker.txt'));
    expect(name).toBe('Clanker');
    expect(data.cells.F0).toEqual({ kind: 'weapon', sub: 'd', object: 'W1', destroyed: false, unpowered: false });
    expect(data.cells.C0).toEqual({ kind: 'brain', destroyed: false, unpowered: false });
    expect(data.cells.F4).toBeUndefined();
    expect(data.objects).toEqual({
      A1: { kind: 'armour', name: 'Armour 1' },
      B1: { kind: 'boiler', name: 'Boiler 1' },
      M1: { kind: 'mobility', name: 'Mobility 1' },
      M2: { kind: 'mobility', name: 'Mobility 2' },
      R1: { kind: 'remote', name: 'Remote control 1' },
      S1: { kind: 'sensor', name: 'Goggles' },
      W1: { kind: 'weapon', name: 'Claw Cannon' },
      W2: { kind: 'weapon', name: 'Tail Gun' },
      X1: { kind: 'accessory', name: 'Seat' },
    });
  });

  test('GIVEN the Clanker as JSON THEN it is the same Bot as the layout', () => {
    expect(parseBotJson(fixture('clanker.json'))).toEqual(parseLayout(fixture('clanker.txt')));
  });

  test.each(BOT_TEMPLATES.map((t) => [t.id]))('GIVEN template %s THEN layout and JSON both round-trip to the same data', (id) => {
    const data = botFromTemplate(id);
    expect(parseLayout(formatLayout('X', data)).data).toEqual(data);
    expect(parseBotJson(JSON.stringify(toBotJson('X', data))).data).toEqual(data);
  });

  test('GIVEN destroyed and Unpowered markers and a column map THEN they survive a round trip', () => {
    const data = bot({ F: 'W1d! W1r~ . . . . .', C: '* B1 . . . . .' }, 'columns: 2=- 3=1 4=2 5=3 6=4 7=5 8=6 9=7 10=8 11=9 12=-');
    expect(data.cells.F0?.destroyed).toBe(true);
    expect(data.cells.F1?.unpowered).toBe(true);
    expect(data.columnMap).toEqual({ 2: null, 3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 6, 9: 7, 10: 8, 11: 9, 12: null });
    expect(formatLayout('X', data)).toContain('F:  W1d!  W1r~');
    expect(parseLayout(formatLayout('X', data)).data).toEqual(data);
  });

  test('GIVEN a position line THEN the Bot stands there after a round trip; a bad hex or facing names the line', () => {
    const data = bot({ F: 'W1d W1r . . . . .', C: '* B1 . . . . .' }, 'position: 0305 NE');
    expect(data.position).toEqual({ col: 3, row: 5, facing: 'NE' });
    expect(formatLayout('X', data)).toContain('\nposition: 0305 NE\n');
    expect(parseLayout(formatLayout('X', data)).data).toEqual(data);
    expect(() => bot({ C: '* . . . . . .' }, 'position: 0305 NE extra')).toThrow('is a map hex and a facing');
    expect(() => bot({ C: '* . . . . . .' }, 'position: 0305 UP')).toThrow(/^Line \d+: `facing` must be one of/);
  });

  test('GIVEN a destroyed brain THEN the Bot is read as destroyed', () => {
    const data = bot({ C: '*! . . . . . .' });
    expect(data.destroyed).toBe(true);
    expect(deriveStats(data).alive).toBe(false);
  });

  test.each([
    [
      'a bad counter',
      { F: 'W1q . . . . . .' },
      'Cell F0 (Forward hex 0): `W1q`: a weapon counter must be `d` (damage) or `r` (range), e.g. `W1d`.',
    ],
    ['an unknown letter', { FR: '. . Z1 . . . .' }, 'Cell FR2 (Forward Right hex 2): `Z1` is not a counter.'],
    [
      'a boiler with a letter',
      { B: 'B1x . . . . . .' },
      'Cell B0 (Back hex 0): `B1x`: a boiler counter has no letter after its number; write `B1`.',
    ],
    ['a brain off-centre', { F: '* . . . . . .' }, 'Cell F0 (Forward hex 0): the brain `*` can only sit in the centre hex C0.'],
    [
      'a missing brain',
      { C: '. . . . . . .' },
      'Cell C0 (Central hex 0): the centre hex must hold the brain `*`; it cannot be moved or left empty.',
    ],
    [
      'a replaced brain',
      { C: 'W1d . . . . . .' },
      'Cell C0 (Central hex 0): the centre hex holds the brain `*`, which cannot be moved or replaced.',
    ],
    [
      'unpowered armour',
      { F: 'A1P~ . . . . . .' },
      'Cell F0 (Forward hex 0): `A1P~`: only weapon, sensor and mobility counters take Unpowered counters (`~`).',
    ],
    [
      'an object in two pieces',
      { F: 'X1 . . . . . .', B: 'X1 . . . . . .' },
      'Cell B0 (Back hex 0): X1 is not joined to the rest of X1 (F0).',
    ],
    [
      'a lone boiler counter',
      { F: 'B1 . . . . . .', B: 'B2 . . . . . .' },
      'Cell F0 (Forward hex 0): every boiler counter must sit next to another boiler counter.',
    ],
  ])('GIVEN %s THEN the error names the cell', (_what, locations, message) => {
    expect(importError(() => bot(locations))).toContain(message);
  });

  test('GIVEN more powered counters than the boilers power THEN the error says how many boiler counters to add', () => {
    expect(importError(() => bot({ F: 'W1d W1d W1d W1d W1r . .', C: '* B1 . . . . .' }))).toBe(
      'The Bot has 5 powered weapon, sensor and mobility counters but 1 intact boiler counter(s) power only 4 (4 each). Add 1 boiler counter(s) or mark 1 counter(s) Unpowered with `~`.',
    );
    expect(bot({ F: 'W1d W1d W1d W1d W1r~ . .', C: '* B1 . . . . .' }).cells.F4?.unpowered).toBe(true);
  });

  test.each([
    ['F: W1d', 'Line 1: Forward (F) needs 7 cells, F0 to F6, but has 1. Use `.` for an empty hex.'],
    [
      'Q: . . . . . . .',
      'Line 1: `Q` is not a location (F, FR, BR, B, BL, FL, C), `name`, `columns`, `position` or an object id such as `W1`.',
    ],
    ['F: . . . . . . .\nF: . . . . . . .', 'Line 2: location F is given twice.'],
    ['just words', 'Line 1: expected `KEY: value`'],
    ['columns: 2=x', 'Line 1: `2=x` is not `total=column`'],
    ['columns: 13=1', 'Line 1: `13` is not a 2d6 total; use 2 to 12.'],
    ['columns: 3=10', 'Line 1: total 3 must map to a column 1–9 or to a miss (null or -).'],
    ['W9: Ghost Gun', 'Object W9 is named ("Ghost Gun") but no cell holds an W9 counter.'],
    [
      'W1: Gun\nW2: Gun\nF: W1d W2d . . . . .\nC: * B1 . . . . .',
      'Cell F1 (Forward hex 1): W2 and W1 are both called "Gun"; give each object its own name.',
    ],
  ])('GIVEN layout %j THEN it is refused: %s', (text, message) => {
    expect(importError(() => parseLayout(text))).toContain(message);
  });

  test.each([
    ['not JSON', '{', 'The file is not valid JSON'],
    ['another system', '{"system": "battletech", "cells": {}}', 'This JSON is a `battletech` unit, not a Mecha Bot.'],
    ['an object for a system', '{"system": {"a": [1]}, "cells": {}}', 'This JSON is a `{"a":[1]}` unit, not a Mecha Bot.'],
    ['an object for a format', '{"format": [1, 2], "cells": {}}', 'This JSON is `[1,2]`, not a Mecha Bots Bot'],
    [
      'a long name for an object no cell holds',
      `{"objects": {"W9": "${'Gun '.repeat(500)}", "${'Q'.repeat(99)}": "Gun"}, "cells": {}}`,
      'Object W9 is named ("Gun Gun Gun Gun Gun Gun Gun Gun Gun Gun…") but no cell holds an W9 counter.',
    ],
    [
      'a long id for an object no cell holds',
      `{"objects": {"${'Q'.repeat(99)}": "Gun"}, "cells": {}}`,
      'Object QQQQQQQQQQQQQQQQQQQ… is named ("Gun")',
    ],
    ['a huge bad counter', `{"cells": {"FL3": [${'1,'.repeat(999)}1]}}`, 'for empty, not [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,....'],
    ['no cells', '{"name": "X"}', 'The JSON needs `cells`'],
    ['a bad cell name', '{"cells": {"F9": "W1d"}}', '`F9` is not a chassis cell'],
    ['a bad counter', '{"cells": {"FL3": 7}}', 'Cell FL3: expected a counter such as "W1d" or "." for empty, not 7.'],
    [
      'a bad token',
      '{"cells": {"BR4": "S1x"}}',
      'Cell BR4 (Backward Right hex 4): `S1x`: a sensor counter must be `a` (accuracy) or `r` (range)',
    ],
    ['a newer version', '{"version": 9, "cells": {}}', 'This file is version 9'],
  ])('GIVEN JSON with %s THEN it is refused', (_what, text, message) => {
    expect(importError(() => parseBotJson(text))).toContain(message);
  });

  test('GIVEN stored counters as objects in JSON THEN they are read like tokens', () => {
    const json = JSON.stringify({ cells: { F0: { kind: 'weapon', sub: 'd', object: 'W1', destroyed: true }, C1: 'B1' } });
    expect(parseBotJson(json).data.cells.F0).toEqual({ kind: 'weapon', sub: 'd', object: 'W1', destroyed: true, unpowered: false });
  });
});

describe('the system entry points', () => {
  test('GIVEN importUnit with a layout file THEN the name comes from the file and warnings flag what is missing', () => {
    const imported = mechaBots.importUnit('clanker.txt', fixture('clanker.txt'));
    expect(imported.suggestedName).toBe('Clanker');
    expect(imported.warnings).toEqual([]);
    const unarmed = mechaBots.importUnit('Boiler Room.txt', 'C: * B1 . . . . .');
    expect(unarmed.suggestedName).toBe('Boiler Room');
    expect(unarmed.warnings).toEqual(['This Bot has no weapons.', 'This Bot has no speed (mobility "s") counters, so it cannot move.']);
  });

  test.each([
    ['an empty file', 'empty.txt', '  \n', '`empty.txt` is empty: a Bot file holds a layout'],
    ['only the brain', 'shell.txt', 'C: * . . . . . .', 'This Bot has no components: only the brain in C0.'],
    ['an empty JSON Bot', 'shell.json', '{"cells": {}}', 'This Bot has no components: only the brain in C0.'],
    [
      'a weapon without range',
      'stub.txt',
      'W1: Stub Gun\nC: * W1d W1d B1 . . .',
      'W1 (Stub Gun) has no range (r) counter, so its range is 0',
    ],
    ['a weapon without damage', 'pop.txt', 'C: * W1r B1 . . . .', 'W1 (Weapon 1) has no damage (d) counter, so it does no damage.'],
    ['a sensor without range', 'eye.txt', 'C: * W1d W1r S1a B1 . .', 'S1 (Sensor 1) has no range (r) counter'],
    [
      'every counter destroyed',
      'wreck.txt',
      'C: * W1d! W1r! B1! . . .',
      'Every component of this Bot is destroyed (3 counters marked `!`)',
    ],
    ['a destroyed brain', 'husk.txt', 'C: *! W1d W1r B1 . . .', 'The brain in C0 is destroyed (`*!`)'],
  ])('GIVEN a file with %s THEN the import is refused, naming the problem', (_what, file, text, message) => {
    const error = (() => {
      try {
        mechaBots.importUnit(file, text);
      } catch (e) {
        return e as UserError;
      }
      throw new Error('imported');
    })();
    expect(error).toBeInstanceOf(UserError);
    expect(error.identifier).toBe('import');
    expect(error.message).toContain(message);
  });

  test('GIVEN importUnit with a .json file THEN it reads Salvo JSON', () => {
    expect(mechaBots.importUnit('c.json', fixture('clanker.json')).data).toEqual(parseLayout(fixture('clanker.txt')).data);
  });

  test('GIVEN an unknown template THEN the error lists the templates', () => {
    expect(() => mechaBots.createFromTemplate('atlas')).toThrow(
      'No Mecha Bots template `atlas`. Templates: `sample`, `scrapper`, and `scientist` for a Mad Scientist.',
    );
  });

  test('GIVEN channel config THEN the column map is validated with a default', () => {
    const seed = { armourBreak: 'free', armourHeld: 'stops' };
    expect(mechaBots.parseConfig({})).toEqual({ columnMap: 'reconstructed', ...seed });
    expect(mechaBots.parseConfig({ columnMap: 'sequential' })).toEqual({ columnMap: 'sequential', ...seed });
    expect(mechaBots.parseConfig({ armourBreak: 'costs-one', armourHeld: 'passes' })).toEqual({
      columnMap: 'reconstructed',
      armourBreak: 'costs-one',
      armourHeld: 'passes',
    });
    expect(() => mechaBots.parseConfig({ armourBreak: 'sometimes' })).toThrow(
      '`armourBreak` must be `free` or `costs-one`; got `sometimes`.',
    );
    expect(() => mechaBots.parseConfig({ armourHeld: true })).toThrow('`armourHeld` must be `stops` or `passes`; got `true`.');
    expect(() => mechaBots.parseConfig({ columnMap: 'zigzag' })).toThrow(
      '`columnMap` must be `reconstructed` or `sequential`; got `zigzag`.',
    );
    expect(() => mechaBots.parseConfig({ speed: 3 })).toThrow('Mecha Bots has no option `speed`.');
  });

  test.each([
    ['constructor', '`constructor`'],
    ['toString', '`toString`'],
    ['__proto__', '`__proto__`'],
    [{ a: [1] }, '`{"a":[1]}`'],
  ])('GIVEN columnMap %j THEN it is refused, not taken for a map', (columnMap, shown) => {
    expect(() => mechaBots.parseConfig({ columnMap })).toThrow(`\`columnMap\` must be \`reconstructed\` or \`sequential\`; got ${shown}.`);
  });

  test('GIVEN stored data of an unknown schema THEN migration refuses it', () => {
    expect(() => mechaBots.migrateUnit({}, 1)).toThrow('cannot read');
    expect(mechaBots.migrateUnit(botFromTemplate('sample'), 1)).toEqual(botFromTemplate('sample'));
  });
});
