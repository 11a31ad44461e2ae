// Importing MegaMek .mtf files (MegaMek fixtures and malformed variants) and Salvo JSON; built-in templates.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { applyDamage } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { lookupEquipment, parseMountName } from '../../../src/systems/battletech/equipment.js';
import { exportMech } from '../../../src/systems/battletech/export.js';
import { importMech, mechFromTemplate } from '../../../src/systems/battletech/import.js';
import { battletech } from '../../../src/systems/battletech/index.js';
import { LOCATIONS } from '../../../src/systems/battletech/locations.js';
import { mechDataSchema } from '../../../src/systems/battletech/schema.js';
import { TEMPLATES } from '../../../src/systems/battletech/templates.js';
import type { MechData } from '../../../src/systems/battletech/types.js';
import { ctxWith, FIXTURES, fixtureMech, fixtureText, templateFile, withoutQuirks } from './helpers.js';

const own = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const armour = (m: MechData) =>
  Object.fromEntries(LOCATIONS.map((l) => [l, [m.locations[l].armor, m.locations[l].rear ?? null, m.locations[l].internal]]));
const slotNames = (m: MechData, loc: keyof MechData['locations']) => m.locations[loc].slots.map((s) => s.name);

describe('GIVEN the MegaMek fixtures', () => {
  test('GIVEN Locust LCT-1V THEN mass, engine, sinks, MP, armour, IS, slots and the MG bin are read', () => {
    const m = fixtureMech('Locust LCT-1V');
    expect([m.chassis, m.model, m.tonnage, m.engine, m.heatSinks, m.walk, m.jump]).toEqual([
      'Locust',
      'LCT-1V',
      20,
      { type: 'standard', rating: 160 },
      { type: 'single', count: 10 },
      8,
      0,
    ]);
    expect(armour(m)).toEqual({
      HD: [8, null, 3],
      CT: [10, 2, 6],
      LT: [8, 2, 5],
      RT: [8, 2, 5],
      LA: [4, null, 3],
      RA: [4, null, 3],
      LL: [8, null, 4],
      RL: [8, null, 4],
    });
    expect(slotNames(m, 'LA')).toEqual(['Shoulder', 'Upper Arm Actuator', 'Machine Gun', ...Array(9).fill('-')]);
    expect(slotNames(m, 'HD')).toEqual(['Life Support', 'Sensors', 'Cockpit', '-', 'Sensors', 'Life Support']);
    const bin = m.equipment.find((e) => e.kind === 'ammo');
    expect(bin).toMatchObject({
      name: 'Ammo MG',
      locations: ['CT'],
      ammo: { ammoType: 'mg', shotsLeft: 200, damagePerShot: 2, explosive: true },
    });
    const d = deriveMech(m);
    expect([d.walk, d.run, d.jump, d.heatSinks.dissipation]).toEqual([8, 12, 0, 10]);
  });

  test('GIVEN Marauder MAD-3L THEN the multi-slot weapons span their slots and the AC/5 bin holds 20 shots', () => {
    const m = fixtureMech('Marauder MAD-3L');
    const weapons = m.equipment.filter((e) => e.kind === 'weapon').map((e) => [e.name, e.locations.join(), e.slots]);
    expect(weapons).toEqual([
      ['AC/5', 'RT', 4],
      ['Large Laser', 'LA', 2],
      ['Medium Laser', 'LA', 1],
      ['PPC', 'RA', 3],
      ['Medium Laser', 'RA', 1],
    ]);
    const ppc = m.equipment.find((e) => e.name === 'PPC');
    expect(m.locations.RA.slots.filter((s) => s.equipment === ppc?.id).length).toBe(3);
    expect(m.equipment.find((e) => e.kind === 'ammo')?.ammo).toMatchObject({ ammoType: 'ac5', shotsLeft: 20, damagePerShot: 5 });
    expect(armour(m).CT).toEqual([35, 10, 23]);
    expect(deriveMech(m).heatSinks).toEqual({ total: 18, destroyed: 0, dissipation: 18 });
  });

  test('GIVEN Wolverine WVR-6R THEN jump jets, the SRM-6 bin (15 shots) and the head laser are read', () => {
    const m = fixtureMech('Wolverine WVR-6R');
    expect(m.equipment.filter((e) => e.kind === 'jumpJet').map((e) => e.locations[0])).toEqual(['CT', 'LL', 'LL', 'RL', 'RL']);
    expect(m.equipment.find((e) => e.ammo?.ammoType === 'srm6')?.ammo).toMatchObject({ shotsLeft: 15, damagePerShot: 12 });
    expect(m.locations.HD.slots[3]?.name).toBe('Medium Laser');
    expect(deriveMech(m)).toMatchObject({ walk: 5, run: 8, jump: 5 });
  });

  test.each(['Locust LCT-1V', 'Marauder MAD-3L', 'Wolverine WVR-6R'])('GIVEN %s THEN its only warning is its design quirks', (name) => {
    const { warnings } = importMech(`${name}.mtf`, fixtureText(name));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Design quirks `.+: Salvo keeps them with the 'Mech but applies none/);
  });

  test('GIVEN the Marauder MAD-3L (MegaMek file) with quirk and weaponquirk lines THEN each is named, kept, and exported again', () => {
    const { data, warnings } = importMech('Marauder MAD-3L.mtf', fixtureText('Marauder MAD-3L'));
    const quirks = [
      'command_mech',
      'hyper_actuator',
      'low_profile',
      'weaponquirk:direct_torso_mount:RT:0:Autocannon/5',
      'weaponquirk:exposed_linkage:RT:0:Autocannon/5',
    ];
    expect(data.quirks).toEqual(quirks);
    expect(warnings).toEqual([
      `Design quirks ${quirks.map((q) => `\`${q}\``).join(', ')}: Salvo keeps them with the 'Mech but applies none (no roll, MP or heat counts them); give their effects by hand (\`modifier:\`) if the table plays quirks.`,
    ]);
    const again = importMech(
      'm.json',
      exportMech({ name: 'Mara', system: 'battletech', owner: 'a', schemaVersion: 1, data }, 'design').text,
    );
    expect(again.data.quirks).toEqual(quirks);
    expect(mechDataSchema.safeParse(again.data).success).toBe(true);
  });
});

describe('GIVEN engines, sinks and CASE', () => {
  test('GIVEN an XL engine THEN each side torso holds 3 engine slots and CASE sits in the LT', () => {
    const { data } = importMech('x.mtf', own('Wolverine XL CASE.mtf'));
    expect(data.engine.type).toBe('xl');
    expect(['LT', 'RT', 'CT'].map((l) => data.locations[l as 'LT'].slots.filter((s) => s.system === 'engine').length)).toEqual([3, 3, 6]);
    expect(data.equipment.find((e) => e.kind === 'case')?.locations).toEqual(['LT']);
  });

  test('GIVEN a light engine THEN each side torso holds 2 engine slots, no warning', () => {
    const { data, warnings } = importMech('x.mtf', own('Wolverine Light Engine.mtf'));
    expect(data.engine.type).toBe('light');
    expect(data.locations.RT.slots.filter((s) => s.system === 'engine').length).toBe(2);
    expect(withoutQuirks(warnings)).toEqual([]);
  });

  test('GIVEN double heat sinks THEN a 3-slot double sink is one sink and dissipation doubles', () => {
    const { data } = importMech('x.mtf', own('Wolverine Double Sinks.mtf'));
    const sink = data.equipment.find((e) => e.kind === 'heatSink');
    expect([sink?.slots, sink?.double, data.heatSinks.type]).toEqual([3, true, 'double']);
    expect(deriveMech(data).heatSinks.dissipation).toBe(24);
  });

  test('GIVEN a standard engine file that puts engine slots in a torso THEN a warning says so', () => {
    const text = own('Wolverine XL CASE.mtf').replace('275 XL Engine', '275 Fusion Engine');
    expect(importMech('x.mtf', text).warnings.some((w) => w.includes('standard engine should have 0'))).toBe(true);
  });
});

describe('GIVEN MegaMek equipment spellings', () => {
  test.each([
    ['ISGaussRifle', 'gauss'],
    ['ISGauss Ammo', 'gauss-ammo'],
    ['ISLRM20', 'lrm20'],
    ['ISLRM20 Ammo', 'lrm20-ammo'],
    ['IS Ammo LRM-15', 'lrm15-ammo'],
    ['ISERLargeLaser', 'er-large-laser'],
    ['ISMediumPulseLaser', 'medium-pulse-laser'],
    ['ISAntiMissileSystem', 'ams'],
    ['ISAMS Ammo', 'ams-ammo'],
    ['ISCASE', 'case'],
    ['ISDoubleHeatSink', 'double-heat-sink'],
    ['IS Endo Steel', 'endo-steel'],
    ['Autocannon/10', 'ac10'],
    ['ISUltraAC5', 'uac5'],
    ['ISLBXAC10 Ammo', 'lbx10-ammo'],
    ['IS Ammo MG - Half', 'machine-gun-ammo-half'],
    ['ISMG Ammo (200)', 'machine-gun-ammo'],
    ['Streak SRM 2', 'streak-srm2'],
    ['CLERMediumLaser', 'cl-er-medium-laser'],
    ['CLLRM15 Ammo', 'cl-lrm15-ammo'],
    ['CLDoubleHeatSink', 'cl-double-heat-sink'],
    ['CLGaussRifle', 'cl-gauss'],
  ])('GIVEN `%s` THEN it is catalog item %s', (name, key) => {
    expect(lookupEquipment(parseMountName(name).name)?.key).toBe(key);
  });

  test('GIVEN `ISMediumPulseLaser (R)` THEN it is rear-mounted', () => {
    expect(parseMountName('ISMediumPulseLaser (R)')).toEqual({ name: 'ISMediumPulseLaser', rear: true });
    expect(parseMountName('CLERMediumLaser (OMNIPOD)')).toEqual({ name: 'CLERMediumLaser', rear: false });
  });

  test('GIVEN a Clan OmniMech with a Clan XL engine THEN no warnings, 2-slot double sinks, built-in CASE, and it survives losing a side torso', () => {
    const { data, warnings } = importMech('c.mtf', own('Clan Test Mech.mtf'));
    expect(warnings).toEqual([]);
    expect(data.equipment.filter((e) => e.kind === 'heatSink').map((e) => e.slots)).toEqual([2, 2]);
    expect(data.equipment.filter((e) => e.kind === 'case').map((e) => e.locations[0])).toEqual(['LT']);
    expect(deriveMech(data).heatSinks.dissipation).toBe(24);
    const ctx = ctxWith(data, [1, 1]);
    applyDamage(ctx, 'RT', 40);
    expect([ctx.mech.destroyed, deriveMech(ctx.mech).engineHits]).toEqual([false, 2]);
  });
});

describe('GIVEN malformed or refused files', () => {
  const cases: [string, RegExp][] = [
    // A biped's file marked Quad: read as a quad, it lacks the four legs' armour.
    ['Quad.mtf', /`FLL Armor:` line is missing/],
    ['Bad Mass.mtf', /line 24 \(`Mass:heavy`\): the mass must be a whole number/],
    ['Bad Engine.mtf', /line 25 .*expected an engine rating/],
    ['Head Seven Slots.mtf', /line 128: the Head has only 6 critical slots, but slot 7 holds `Small Laser`/],
    ['Arm Thirteen Slots.mtf', /line 78 .*more than 12 critical slots/],
    ['Missing Right Leg.mtf', /`Right Leg:` critical slot section is missing/],
    ['Missing Armor.mtf', /`RTL Armor:` line is missing/],
  ];
  test.each(cases)('GIVEN %s THEN the import is refused with a message naming the problem', (file, message) => {
    let error: unknown;
    try {
      importMech(file, own(file));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).identifier).toBe('import');
    expect((error as UserError).message).toMatch(message);
  });

  test('GIVEN unknown equipment THEN it becomes one generic item with a warning', () => {
    const { data, warnings } = importMech('x.mtf', own('Unknown Equipment.mtf'));
    const generic = data.equipment.filter((e) => e.key === 'generic');
    // The Bombast laser is Tactical Operations equipment MegaMek rates advanced: Salvo leaves it out.
    expect(generic).toMatchObject([{ name: 'Bombast Laser', kind: 'misc', slots: 3, locations: ['RT'] }]);
    expect(withoutQuirks(warnings)).toEqual([
      'Unknown equipment `Bombast Laser`: Salvo keeps its slots, so critical hits can land there and destroy it, but it never fires, explodes, adds heat or changes a roll.',
    ]);
  });

  test('GIVEN physical weapons under MegaMek names THEN hatchet, sword and mace import for /physical, the rest with a warning each', () => {
    expect(['Hatchet', 'Sword', 'Mace', 'THB Mace'].map((n) => lookupEquipment(n)?.key)).toEqual(['hatchet', 'sword', 'mace', 'mace']);
    // Internal and lookup names from MegaMek's MiscType, with and without the tech prefix.
    const names = {
      ISClaw: 'claw',
      ClClaw: 'claw',
      'IS Lance': 'lance',
      ISLance: 'lance',
      'Retractable Blade': 'retractable-blade',
      Talons: 'talons',
      'IS Flail': 'flail',
      'Chain Whip': 'chain-whip',
      ISSmallVibroblade: 'small-vibroblade',
      'Medium Vibroblade': 'medium-vibroblade',
      ISLargeVibroblade: 'large-vibroblade',
      ISSmallShield: 'small-shield',
      ISMediumShield: 'medium-shield',
      'Large Shield': 'large-shield',
      Spikes: 'spikes',
      'IS Wrecking Ball': 'wrecking-ball',
      'CLWrecking Ball': 'wrecking-ball',
    };
    expect(Object.fromEntries(Object.keys(names).map((n) => [n, lookupEquipment(n)?.key]))).toEqual(names);
    // A Wolverine with a lance in one arm and a small vibroblade and a claw in the other.
    const text = fixtureText('Wolverine WVR-6R').replace(
      /(Left Arm:(?:\n.*){4})(?:\n-Empty-){4}/,
      `$1${'\nIS Lance'.repeat(3)}\nISSmallVibroblade`,
    );
    const { data, warnings } = importMech('x.mtf', text);
    expect(data.equipment.filter((e) => e.kind === 'misc').map((e) => [e.name, e.slots])).toEqual([
      ['Lance', 3],
      ['Vibroblade (Small)', 1],
    ]);
    expect(withoutQuirks(warnings)).toEqual([
      '`Lance` imports, not rolled (Tactical Operations): critical hits can destroy it, but `/physical` does not attack with it; resolve its attacks by hand.',
      '`Vibroblade (Small)` imports, not rolled (Tactical Operations): critical hits can destroy it, but `/physical` does not attack with it; resolve its attacks by hand.',
    ]);
    expect(withoutQuirks(importMech('x.mtf', own('Wolverine Sword Mace.mtf')).warnings)).toEqual([]);
  });

  test('GIVEN text that is neither format THEN the error says what was expected', () => {
    expect(() => importMech('notes.txt', 'hello')).toThrow(/neither a MegaMek .mtf 'Mech file .* nor a Salvo 'Mech JSON file/);
  });
});

describe("GIVEN Salvo's JSON format", () => {
  test('GIVEN a template exported as JSON THEN importing it gives the same unit', () => {
    const { data, suggestedName } = importMech('hbk.json', JSON.stringify(templateFile('hunchback')));
    expect(suggestedName).toBe('Hunchback HBK-4G');
    expect(data).toEqual(mechFromTemplate('hunchback'));
  });

  test.each([
    [{ tonnage: 'fifty' }, /field `tonnage`: must be a whole number/],
    [{ format: 'other' }, /field `format`: must be `salvo-battletech-mech`/],
    [{ engine: { type: 'warp', rating: 200 } }, /field `engine.type`: must be one of/],
    [{ tonnage: 55 }, /field `tonnage`: .*|Engine rating/],
  ])('GIVEN a JSON file with %j THEN the error names the field', (patch, message) => {
    const text = JSON.stringify({ ...templateFile('hunchback'), ...patch });
    if (message.source.includes('Engine rating')) {
      expect(importMech('x.json', text).warnings[0]).toMatch(/Engine rating 200 does not match 4 walking MP x 55 t/);
    } else expect(() => importMech('x.json', text)).toThrow(message);
  });

  test('GIVEN a slot past the location holding a huge name THEN the error quotes 60 characters of it', () => {
    const file = templateFile('locust');
    (file.slots.HD as string[]).push('-Empty-'.repeat(5000));
    expect(() => importMech('x.json', JSON.stringify(file))).toThrow(
      `\`x.json\` field \`slots.HD.12\`: the Head has only 6 critical slots, but slot 13 holds \`${'-Empty-'.repeat(9).slice(0, 60)}…\`.`,
    );
  });

  test('GIVEN broken JSON THEN the error says it is not valid JSON', () => {
    expect(() => importMech('x.json', '{"format": ')).toThrow(/`x.json` is not valid JSON/);
  });
});

describe('GIVEN the built-in templates', () => {
  test.each([
    ['locust', 'light', 20, 64],
    ['commando', 'light', 25, 64],
    ['hunchback', 'medium', 50, 160],
    ['catapult', 'heavy', 65, 160],
    ['atlas', 'assault', 100, 304],
  ])('GIVEN template %s THEN it is a %s %i t Mech with %i armour points', (id, weightClass, tons, total) => {
    const m = mechFromTemplate(id);
    expect(TEMPLATES.find((t) => t.id === id)?.weightClass).toBe(weightClass);
    expect(m.tonnage).toBe(tons);
    expect(LOCATIONS.reduce((n, l) => n + m.locations[l].armor + (m.locations[l].rear ?? 0), 0)).toBe(total);
  });

  test.each(TEMPLATES)('GIVEN template $id THEN it is the import of $fileName, as /unit import reads it', (entry) => {
    const text = readFileSync(new URL(`../../../assets/units/battletech/${entry.fileName}`, import.meta.url), 'utf8');
    const imported = importMech(entry.fileName, text);
    expect(imported.warnings).toEqual([]);
    expect(mechFromTemplate(entry.id)).toEqual(imported.data);
    expect(battletech.createFromTemplate(entry.id)).toEqual(imported.data);
    expect(battletech.templates.find((t) => t.id === entry.id)?.name).toBe(imported.suggestedName);
  });

  test('GIVEN an unknown template THEN the error lists the templates', () => {
    expect(() => mechFromTemplate('mad cat')).toThrow(/Templates: `locust`, `commando`, `hunchback`, `catapult`, `atlas`/);
  });
});
