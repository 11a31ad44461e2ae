// Built-in templates and Salvo's JSON vehicle format, with errors that name the bad field.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { wh40k } from '../../../src/systems/wh40k/index.js';
import { typeList } from '../../../src/systems/wh40k/vehicle.js';
import { unit } from './helpers.js';

const CHIMERA = readFileSync(new URL('../../fixtures/wh40k/chimera.json', import.meta.url), 'utf8');

describe('templates', () => {
  test('GIVEN the built-in templates THEN there are at least five and they cover tank, fast, skimmer, walker and open-topped', () => {
    expect(wh40k.templates.length).toBeGreaterThanOrEqual(5);
    const types = new Set(wh40k.templates.flatMap((t) => typeList(wh40k.createFromTemplate(t.id))));
    expect([...types].sort()).toEqual(['fast', 'openTopped', 'skimmer', 'tank', 'walker']);
  });

  test.each([
    ['rhino', [11, 11, 10], ['tank'], 10],
    ['land-raider', [14, 14, 14], ['tank'], 10],
    ['leman-russ', [14, 13, 10], ['tank'], null],
    ['falcon', [12, 12, 10], ['tank', 'fast', 'skimmer'], 6],
    ['dreadnought', [12, 12, 10], ['walker'], null],
    ['trukk', [10, 10, 10], ['fast', 'openTopped'], 10],
    ['land-speeder', [10, 10, 10], ['fast', 'skimmer', 'openTopped'], null],
    ['basilisk', [12, 10, 10], ['tank', 'openTopped'], null],
  ] as const)('GIVEN template %s THEN armour %j, type %j and transport capacity %s', (id, armour, types, capacity) => {
    const data = wh40k.createFromTemplate(id);
    expect([data.armour.front, data.armour.side, data.armour.rear]).toEqual(armour);
    expect(typeList(data)).toEqual(types);
    expect(data.transport?.capacity ?? null).toBe(capacity);
    expect(data.weapons.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  test('GIVEN the Leman Russ THEN its battle cannon is an ordnance weapon', () => {
    expect(wh40k.createFromTemplate('leman-russ').weapons[0]).toEqual({
      name: 'Battle cannon',
      strength: 8,
      ap: 3,
      ordnance: true,
      destroyed: false,
    });
  });

  test('GIVEN an unknown template THEN the error lists the templates', () => {
    expect(() => wh40k.createFromTemplate('baneblade')).toThrow(/No Warhammer 40,000 vehicle template `baneblade`\. Templates: `rhino`/);
  });
});

describe('import', () => {
  test('GIVEN the Chimera fixture THEN every field is read', () => {
    const imported = wh40k.importUnit('chimera.json', CHIMERA);
    expect(imported.suggestedName).toBe("Chimera 'Iron Mule'");
    expect(imported.warnings).toEqual([]);
    expect(imported.data).toMatchObject({
      template: null,
      armour: { front: 12, side: 10, rear: 10 },
      types: { tank: true, fast: false, skimmer: false, walker: false, openTopped: false },
      bs: 3,
      transport: { capacity: 12, embarked: [{ name: 'Infantry Squad', models: 10 }] },
      controller: 'Cadia',
      status: { shaken: null, stunned: null, immobilised: false, destroyed: null },
    });
    expect(imported.data.weapons[0]).toEqual({ name: 'Multi-laser', strength: 6, ap: 6, ordnance: false, destroyed: false });
  });

  test('GIVEN a template plus overrides THEN the template fills in what is left out', () => {
    const imported = wh40k.importUnit('x.json', JSON.stringify({ template: 'falcon', name: 'Falcon 2', moved: 12, obscured: true }));
    expect(imported.suggestedName).toBe('Falcon 2');
    expect(imported.data.armour).toEqual({ front: 12, side: 12, rear: 10 });
    expect(imported.data.movement).toEqual({ inches: 12, since: 0 });
    expect(imported.data.obscured).toBe(true);
  });

  test('GIVEN an exported unit (the stored record) THEN it imports back unchanged', () => {
    const original = wh40k.importUnit('chimera.json', CHIMERA).data;
    const exported = JSON.stringify({ ...unit('Mule', original), data: original });
    expect(wh40k.importUnit('mule.json', exported).data).toEqual(original);
  });

  test('GIVEN a vehicle with no weapons THEN it imports with a warning', () => {
    const imported = wh40k.importUnit('empty.json', JSON.stringify({ armour: { front: 10, side: 10, rear: 10 } }));
    expect(imported.warnings).toEqual(['The vehicle has no weapons; Armament destroyed results will have no effect.']);
    expect(imported.suggestedName).toBe('empty');
  });

  const chimera = JSON.parse(CHIMERA) as Record<string, unknown>;
  test.each([
    ['not JSON', '{"armour": ', /`\(file\)` is not valid JSON/],
    ['no armour', JSON.stringify({ ...chimera, armour: undefined }), /`armour` is missing/],
    [
      'armour 25',
      JSON.stringify({ ...chimera, armour: { front: 25, side: 10, rear: 10 } }),
      /`armour\.front` must be a whole number from 1 to 20, got 25/,
    ],
    [
      'strength 11',
      JSON.stringify({ ...chimera, weapons: [{ name: 'Big gun', strength: 11 }] }),
      /`weapons\[0\]\.strength` must be a whole number from 1 to 10, got 11/,
    ],
    [
      'AP 7',
      JSON.stringify({ ...chimera, weapons: [{ name: 'Gun', strength: 5, ap: 7 }] }),
      /`weapons\[0\]\.ap` must be a whole number from 1 to 6/,
    ],
    [
      'a weapon without a name',
      JSON.stringify({ ...chimera, weapons: [{ strength: 5 }] }),
      /`weapons\[0\]\.name` must be non-empty text, got nothing \(it is missing\)\.$/,
    ],
    [
      'two weapons with one name',
      JSON.stringify({
        ...chimera,
        weapons: [
          { name: 'Gun', strength: 5 },
          { name: 'gun', strength: 6 },
        ],
      }),
      /`weapons\[1\]\.name` repeats weapons\[0\]/,
    ],
    [
      'an unknown type',
      JSON.stringify({ ...chimera, type: ['tank', 'flyer'] }),
      /`type\[1\]` must be one of tank, fast, skimmer, walker, open-topped/,
    ],
    [
      'too many passengers',
      JSON.stringify({ ...chimera, transport: { capacity: 6, embarked: [{ name: 'Squad', models: 10 }] } }),
      /`transport\.embarked` carries 10 models but `transport\.capacity` is 6/,
    ],
    ['a misspelt field', JSON.stringify({ ...chimera, armor: 1 }), /`armor` is not a known field/],
    [
      'another system',
      JSON.stringify({ ...chimera, system: 'battletech' }),
      /`system` is "battletech"; this importer reads "wh40k" vehicles/,
    ],
    [
      'an unknown destroyed kind',
      JSON.stringify({ ...chimera, status: { destroyed: 'melted' } }),
      /`status\.destroyed` must be one of "wreck"/,
    ],
    [
      'an intact immobilised skimmer',
      JSON.stringify({ template: 'falcon', status: { immobilised: true } }),
      /`status\.immobilised` is true for a skimmer/,
    ],
  ])('GIVEN a file with %s THEN the import error names the field', (_name, text, message) => {
    let caught: unknown;
    try {
      wh40k.importUnit('bad.json', text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as UserError).identifier).toBe('import');
    expect((caught as UserError).message).toMatch(/^Could not import `bad\.json`: /);
    expect((caught as UserError).message).toMatch(message);
  });
});

describe('describe and weapons', () => {
  test('GIVEN a damaged Leman Russ THEN the text names its state and strikes the lost weapon; autocomplete skips it', () => {
    const data = wh40k.createFromTemplate('leman-russ');
    const damaged = {
      ...data,
      weapons: data.weapons.map((w, i) => (i === 1 ? { ...w, destroyed: true } : w)),
      status: { ...data.status, immobilised: true, stunned: { since: 2 } },
    };
    const russ = unit('Russ', damaged);
    expect(wh40k.describeUnit(russ)).toBe(
      [
        '**Russ** – Tank, AV 14/13/10 (front/side/rear)',
        'Weapons: Battle cannon (S8 AP3 ordnance), ~~Hull lascannon~~, Heavy bolter (left sponson) (S5 AP4), Heavy bolter (right sponson) (S5 AP4)',
        "Status: stunned until the end of its controller's next turn, immobilised · controller alice",
      ].join('\n'),
    );
    expect(wh40k.weaponNames(russ)).toEqual(['Battle cannon', 'Heavy bolter (left sponson)', 'Heavy bolter (right sponson)']);
  });
});
