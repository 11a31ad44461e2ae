// TechManual and Total Warfare construction: armour, structure, cockpit and gyro types, CASE II and the equipment
// MegaMek rates Standard, read from MegaMek's spellings and played as TW / MegaMek play them.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { computeToHit, findWeapon } from '../../../src/systems/battletech/attack.js';
import { buildMech, type MechSpec } from '../../../src/systems/battletech/build.js';
import { gyroType, readArmorType, readCockpitType, readStructureType } from '../../../src/systems/battletech/construction.js';
import { hittableSlots, pickSlot } from '../../../src/systems/battletech/crits.js';
import { applyDamage, hitSlot, structureDamage } from '../../../src/systems/battletech/damage.js';
import { deriveMech } from '../../../src/systems/battletech/derived.js';
import { specFromMech } from '../../../src/systems/battletech/export.js';
import { importMech } from '../../../src/systems/battletech/import.js';
import { jsonOrigin, parseSalvoJson, validateSpec } from '../../../src/systems/battletech/json-format.js';
import { damageOdds } from '../../../src/systems/battletech/odds.js';
import { DEFAULT_CONFIG, type MechData } from '../../../src/systems/battletech/types.js';
import { ctxWith, FIXTURES, OWN_FIXTURES, rollLabels, slotIndex, template, templateFile, withoutQuirks } from './helpers.js';

const corpus = (file: string) => importMech(file, readFileSync(`${OWN_FIXTURES}corpus/${file}`, 'utf8'));
const fixture = (file: string) => importMech(file, readFileSync(`${FIXTURES}${file}`, 'utf8'));

/** The Hunchback HBK-4G template with its slots and construction changed. */
function hunchback(change: Partial<Omit<MechSpec, 'slots'>> & { slots?: Partial<Record<string, string[]>> } = {}): MechData {
  const file = templateFile('hunchback') as unknown as Record<string, unknown>;
  const { slots, ...rest } = change;
  Object.assign(file, rest);
  Object.assign(file.slots as Record<string, string[]>, slots ?? {});
  return buildMech(validateSpec('test', file), jsonOrigin('test')).data;
}

describe('GIVEN MegaMek header spellings', () => {
  test.each([
    ['Standard(Inner Sphere)', 'standard'],
    ['Standard((Unknown Technology Base))', 'standard'],
    ['Ferro-Fibrous(Clan)', 'ferro-fibrous'],
    ['Light Ferro-Fibrous', 'light-ferro-fibrous'],
    ['Heavy Ferro-Fibrous(Inner Sphere)', 'heavy-ferro-fibrous'],
    ['Stealth Armor', 'stealth'],
    ['Commercial(Inner Sphere)', 'commercial'],
    ['Commercial', 'commercial'],
    ['Industrial (Inner Sphere)', 'industrial'],
    ['Heavy Industrial(Inner Sphere)', 'heavy-industrial'],
  ])('GIVEN Armor:%s THEN %s', (text, type) => {
    expect(readArmorType(text)).toEqual({ type, known: true });
  });

  test.each(['Hardened(Inner Sphere)', 'Reactive(Clan)', 'Reflective', 'Ferro-Lamellor(Clan)', 'Primitive(Inner Sphere)', 'Patchwork'])(
    'GIVEN Armor:%s (MegaMek: Advanced or Experimental) THEN it is read as standard and marked unknown',
    (text) => {
      expect(readArmorType(text)).toEqual({ type: 'standard', known: false });
    },
  );

  test.each([
    ['Standard', 'standard'],
    ['IS Standard', 'standard'],
    ['Clan Endo Steel', 'endo-steel'],
    ['Endo-Steel', 'endo-steel'],
    ['IS Endo-Composite', 'endo-composite'],
    ['Clan Endo-Composite', 'endo-composite'],
    ['Composite', 'composite'],
    ['IS Composite', 'composite'],
    ['IS Reinforced', 'reinforced'],
    ['Clan Reinforced Structure', 'reinforced'],
    ['IS Industrial', 'industrial'],
  ])('GIVEN Structure:%s THEN %s', (text, type) => {
    expect(readStructureType(text)).toEqual({ type, known: true });
  });

  test.each([
    ['Standard Cockpit', 'standard'],
    ['Small Cockpit', 'small'],
    ['Command Console', 'command-console'],
    ['Torso-Mounted Cockpit', 'torso-mounted'],
    ['Industrial Cockpit', 'industrial'],
    ['Industrial Cockpit (AFC)', 'industrial-afc'],
  ])('GIVEN Cockpit:%s THEN %s', (text, type) => {
    expect(readCockpitType(text)).toEqual({ type, known: true });
  });

  test('GIVEN Gyro lines THEN standard, XL, compact and heavy-duty gyros are told apart', () => {
    expect(['Standard Gyro', 'XL Gyro', 'Compact Gyro', 'Heavy Duty Gyro'].map(gyroType)).toEqual([
      'standard',
      'xl',
      'compact',
      'heavy-duty',
    ]);
  });

  test('GIVEN an Advanced armour and an Experimental cockpit in a file THEN it imports, standard, and the warnings name them', () => {
    const text = readFileSync(`${FIXTURES}Wolverine WVR-6R.mtf`, 'utf8')
      .replace('Armor:Standard(Inner Sphere)', 'Armor:Hardened(Inner Sphere)')
      .replace('Myomer:Standard', 'Myomer:Standard\nCockpit:Primitive Cockpit');
    const { data, warnings } = importMech('w.mtf', text);
    expect([data.armorType, data.cockpit]).toEqual([undefined, undefined]);
    expect(withoutQuirks(warnings)).toEqual([
      'Armour `Hardened(Inner Sphere)` is not a Total Warfare or TechManual type: treated as standard.',
      'Cockpit `Primitive Cockpit` is not a Total Warfare or TechManual type: treated as a standard cockpit.',
    ]);
  });
});

describe('GIVEN the hand-made TechManual equipment files', () => {
  test('GIVEN the Inner Sphere one THEN every item is known, with MegaMek slot counts, and nothing warns', () => {
    const { data, warnings } = fixture('Wolverine TM Equipment.mtf');
    expect(withoutQuirks(warnings)).toEqual([]);
    expect([data.armorType, data.structureType, data.cockpit, gyroType(data.gyro)]).toEqual([
      'commercial',
      'endo-composite',
      'command-console',
      'heavy-duty',
    ]);
    const items = data.equipment.map((e) => `${e.key} ${e.locations.join('/')} ${e.slots}`);
    expect(items).toEqual(
      expect.arrayContaining([
        'command-console HD 1',
        'supercharger CT 1',
        'case-ii LT 1',
        'bloodhound-probe LT 3',
        'lift-hoist LT 3',
        'searchlight LT 1',
        'ladder LT 1',
        'endo-composite RT 1',
        'light-bridge-layer RT 2',
        'industrial-tsm RT 1',
        'cargo LA 1',
        'liquid-storage LA 1',
        'dumper-front LA 1',
        'im-ejection-seat LA 1',
        'paramedic-equipment LA 1',
        'mek-sprayer LA 1',
        'light-fluid-suction LA 1',
        'environmental-sealing LA 1',
        'salvage-arm RA 2',
        'a-pod RA 1',
        'jump-booster LL 1',
        'jump-booster RL 1',
      ]),
    );
    expect(data.equipment.filter((e) => e.key === 'endo-composite')).toHaveLength(7);
    expect(data.equipment.find((e) => e.key === 'lift-hoist')?.rear).toBe(true);
    expect(data.equipment.some((e) => e.key === 'generic')).toBe(false);
  });

  test('GIVEN the Clan one THEN its CASE II, Watchdog, supercharger, A-Pod and four Endo-Composite slots are Clan items', () => {
    const { data, warnings } = fixture('Clan TM Equipment.mtf');
    expect(warnings).toEqual([]);
    expect([data.structureType, data.cockpit, gyroType(data.gyro)]).toEqual(['endo-composite', 'small', 'compact']);
    expect(data.equipment.map((e) => e.key)).toEqual(
      expect.arrayContaining(['cl-case-ii', 'cl-watchdog', 'supercharger', 'a-pod', 'searchlight']),
    );
    expect(data.equipment.filter((e) => e.key === 'cl-endo-composite')).toHaveLength(4);
    expect(data.equipment.find((e) => e.key === 'cl-watchdog')?.slots).toBe(2);
  });

  test('GIVEN each file exported and read back THEN the armour, structure and cockpit come back, and the console slot', () => {
    for (const file of ['Wolverine TM Equipment.mtf', 'Clan TM Equipment.mtf']) {
      const { data } = fixture(file);
      const json = JSON.stringify({ format: 'salvo-battletech-mech', version: 1, system: 'battletech', ...specFromMech(data) });
      const back = buildMech(parseSalvoJson('x.json', json).spec, jsonOrigin('x.json')).data;
      expect(back).toEqual(data);
    }
    const { data } = fixture('Wolverine TM Equipment.mtf');
    expect(specFromMech(data)).toMatchObject({ armorType: 'commercial', structureType: 'endo-composite', cockpit: 'command-console' });
    expect(specFromMech(data).slots.HD).toEqual(['Life Support', 'Sensors', 'Cockpit', 'Command Console', 'Sensors', 'Life Support']);
  });

  test('GIVEN a JSON file with an unknown armour type THEN the field is named', () => {
    const file = { ...specFromMech(template('hunchback')), format: 'salvo-battletech-mech', version: 1, armorType: 'hardened' };
    expect(() => parseSalvoJson('h.json', JSON.stringify(file))).toThrow(
      '`h.json` field `armorType`: must be one of standard, ferro-fibrous, light-ferro-fibrous, heavy-ferro-fibrous, stealth, commercial, industrial, heavy-industrial.',
    );
  });
});

describe('GIVEN real MegaMek files with TechManual construction', () => {
  test.each([
    ['Tomahawk II A.mtf', { structureType: 'endo-composite' }, ['cl-case-ii']],
    ['Tiburon (Standard).mtf', { armorType: 'ferro-fibrous' }, ['cl-case-ii', 'cl-watchdog']],
    ['Beowulf BEO-X-7a.mtf', { structureType: 'composite', cockpit: 'small', armorType: 'stealth' }, ['bloodhound-probe']],
    ['Hunchback HBK-7X-4.mtf', { structureType: 'reinforced', cockpit: 'torso-mounted', armorType: 'ferro-fibrous' }, ['case-ii']],
    ['King Crab KGC-008.mtf', { structureType: 'endo-steel', cockpit: 'small', gyro: 'Heavy Duty Gyro' }, []],
    ['Hyena SalvageMech HYN-4A.mtf', { structureType: 'industrial' }, ['industrial-tsm', 'lift-hoist', 'environmental-sealing']],
    ['Heavy Forester HFL-1M LoggerMech MOD.mtf', { structureType: 'industrial', armorType: 'commercial', cockpit: 'industrial' }, []],
    ['Pacifier SecurityMech CCU-36.mtf', { structureType: 'industrial', armorType: 'industrial' }, ['mek-sprayer']],
    ['Carbine CON-9M Karenna.mtf', { structureType: 'industrial', armorType: 'heavy-industrial' }, []],
    ['Daedalus DAD-4A.mtf', { cockpit: 'small' }, ['supercharger']],
    ['Centurion CN11-O.mtf', { gyro: 'Compact Gyro' }, ['case-ii']],
  ])('GIVEN %s THEN its construction and items are read with no warning', (file, construction, keys) => {
    const { data, warnings } = corpus(file);
    expect(warnings).toEqual([]);
    expect(data).toMatchObject(construction);
    expect(data.equipment.map((e) => e.key)).toEqual(expect.arrayContaining(keys));
  });
});

describe('GIVEN CASE II (MegaMek TWDamageManager.applyCASEIIDamageReduction)', () => {
  const withCaseII = () => hunchback({ slots: { LT: ['IS Ammo AC/20', 'IS Ammo AC/20', 'ISCASEII'] } });

  test('GIVEN a torso bin of 100 (TW rule) THEN 1 point to the structure, 4 out of the rear armour, 95 vented; 8 on 2d6, no crit', () => {
    const ctx = ctxWith(withCaseII(), [6, 6, 6, 6, 4, 4], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', 0);
    const lt = ctx.mech.locations.LT;
    expect([lt.armor, lt.rear, lt.internal, lt.destroyed, ctx.mech.locations.CT.internal]).toEqual([20, 0, 11, false, 16]);
    expect(ctx.lines).toContain(
      '↳ CASE II in LT: 1 point of the 100 reaches the structure; 4 blow out the rear armour (4→0), 95 vented; 🎲 4+4 = **8** → no critical hit (8+).',
    );
    expect([ctx.mech.pilot.hits, ctx.mech.destroyed]).toEqual([2, false]);
    expect(rollLabels(ctx)).toEqual(['consciousness (hit 1):12', 'consciousness (hit 2):12', 'CASE II critical LT:8']);
    expect(ctx.rng.remaining).toBe(0);
  });

  test('GIVEN 7 on the CASE II roll THEN the point of structure damage rolls its critical check as usual', () => {
    const ctx = ctxWith(withCaseII(), [6, 6, 6, 6, 3, 4, 1, 1], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LT', 0);
    expect(rollLabels(ctx)).toEqual([
      'consciousness (hit 1):12',
      'consciousness (hit 2):12',
      'CASE II critical LT:7',
      'critical check LT:2',
    ]);
    expect(ctx.mech.locations.LT.internal).toBe(11);
  });

  test('GIVEN an arm bin THEN the arm loses at most half its starting armour (16 → 8) and keeps all but 1 structure', () => {
    const mech = hunchback({
      slots: { LA: ['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', 'Hand Actuator', 'IS Ammo AC/20', 'ISCASEII'] },
    });
    const ctx = ctxWith(mech, [6, 6, 6, 6, 6, 6], { ammoExplosion: 'tw' });
    hitSlot(ctx, 'LA', 4);
    const la = ctx.mech.locations.LA;
    expect([la.armor, la.internal, la.destroyed, ctx.mech.locations.LT.internal]).toEqual([8, 7, false, 12]);
  });

  test('GIVEN the Tiburon (real Clan CASE II) THEN its SRM-2 bin (seed rule, 4) puts 1 on the structure and 3 on the rear', () => {
    const m = corpus('Tiburon (Standard).mtf').data;
    const ctx = ctxWith(m, [5, 5, 6, 6, 6, 6]);
    hitSlot(ctx, 'LT', slotIndex(m, 'LT', 'Ammo SRM-2 (Clan)'));
    const lt = ctx.mech.locations.LT;
    expect([lt.armor, lt.rear, lt.internal]).toEqual([11, 1, m.locations.LT.internal - 1]);
  });

  test('GIVEN CASE II slots, CASE and TSM THEN a crit cannot land there: the roll is made again, as on Endo Steel', () => {
    const mech = hunchback({ slots: { LT: ['ISCASEII', 'ISCASE', 'TSM', 'Industrial TSM'] } });
    expect(mech.locations.LT.slots.slice(0, 4).map((s) => s.hittable)).toEqual([false, false, false, false]);
    const ctx = ctxWith(mech, []);
    expect(hittableSlots(ctx, 'LT')).toEqual([]);
    expect(pickSlot(ctxWith(mech, [1, 1]), 'LT')).toEqual({ loc: 'CT', index: 0 });
  });
});

describe('GIVEN composite and reinforced structure (MegaMek TWDamageManager.damageMek)', () => {
  test.each([
    ['composite', 6, 8, { toInternal: 8, left: 2, counted: 12 }],
    ['composite', 3, 8, { toInternal: 6, left: 0, counted: 6 }],
    ['reinforced', 11, 8, { toInternal: 6, left: 0, counted: 6 }],
    ['reinforced', 19, 8, { toInternal: 8, left: 3, counted: 10 }],
    ['reinforced', 1, 8, { toInternal: 1, left: 0, counted: 1 }],
    ['standard', 9, 8, { toInternal: 8, left: 1, counted: 9 }],
  ] as const)('GIVEN %s structure, %i damage on %i points THEN %o', (type, damage, internal, result) => {
    expect(structureDamage(type, internal, damage)).toEqual(result);
  });

  test('GIVEN 22 damage on a composite arm THEN 16 armour, 6 count twice: the arm goes, 2 transfer', () => {
    const ctx = ctxWith(hunchback({ structureType: 'composite' }), [1, 1]);
    applyDamage(ctx, 'LA', 22);
    expect([ctx.mech.locations.LA.destroyed, ctx.mech.locations.LT.armor, ctx.mech.damageThisPhase]).toEqual([true, 18, 22]);
    expect(ctx.lines).toContain('↳ Composite structure in LA: 6 damage counts as 12.');
    expect(rollLabels(ctx)).toEqual(['critical check LA:2']);
  });

  test('GIVEN 35 damage on a reinforced arm THEN 16 armour, 19 count as 10: the arm goes and 3 transfer (10 - 8 = 2, doubled, less the odd point)', () => {
    const ctx = ctxWith(hunchback({ structureType: 'reinforced' }), [1, 1]);
    applyDamage(ctx, 'LA', 35);
    expect([ctx.mech.locations.LA.destroyed, ctx.mech.locations.LT.armor, ctx.mech.damageThisPhase]).toEqual([true, 17, 35]);
  });

  test('GIVEN 27 damage on a reinforced arm THEN 11 count as 6 and the arm holds with 2', () => {
    const ctx = ctxWith(hunchback({ structureType: 'reinforced' }), [1, 1]);
    applyDamage(ctx, 'LA', 27);
    expect([ctx.mech.locations.LA.internal, ctx.mech.locations.LA.destroyed]).toEqual([2, false]);
  });

  test('GIVEN industrial structure THEN damage is as standard (MegaMek changes only its weight)', () => {
    const ctx = ctxWith(hunchback({ structureType: 'industrial' }), [1, 1]);
    applyDamage(ctx, 'LA', 20);
    expect(ctx.mech.locations.LA.internal).toBe(4);
  });

  test('GIVEN the odds of a hit on a reinforced Hunchback THEN they follow the halved damage', () => {
    const odds = (m: MechData) => damageOdds(m, [{ p: { num: 1n, den: 1n }, packets: [30] }], 'front', DEFAULT_CONFIG);
    // 30 to the arm: 16 armour, 14 more; standard 8 points take it off, reinforced keeps it (7 of 8).
    expect(odds(template('hunchback')).destroyed.get('LA')?.num).toBeGreaterThan(0n);
    expect(odds(hunchback({ structureType: 'reinforced' })).destroyed.get('LA')?.num).toBe(0n);
  });
});

describe('GIVEN commercial armour (BAR 5; MegaMek applyEntityArmorDamage)', () => {
  test('GIVEN 6 damage on armour THEN a critical check even though the armour holds', () => {
    const ctx = ctxWith(hunchback({ armorType: 'commercial' }), [1, 1]);
    applyDamage(ctx, 'LA', 6);
    expect([ctx.mech.locations.LA.armor, ctx.mech.locations.LA.internal]).toEqual([10, 8]);
    expect(rollLabels(ctx)).toEqual(['critical check LA:2']);
  });

  test('GIVEN 5 damage THEN no check; and with the armour gone, structure damage checks once as usual', () => {
    const ctx = ctxWith(hunchback({ armorType: 'commercial' }), [1, 1]);
    applyDamage(ctx, 'LA', 5);
    expect(rollLabels(ctx)).toEqual([]);
    ctx.mech.locations.LA.armor = 0;
    applyDamage(ctx, 'LA', 6);
    expect(rollLabels(ctx)).toEqual(['critical check LA:2']);
  });

  test('GIVEN industrial and heavy industrial armour (BAR 10) THEN a big hit on armour rolls nothing', () => {
    for (const armorType of ['industrial', 'heavy-industrial'] as const) {
      const ctx = ctxWith(hunchback({ armorType }), []);
      applyDamage(ctx, 'LA', 12);
      expect(rollLabels(ctx)).toEqual([]);
    }
  });
});

describe('GIVEN gyros and cockpits', () => {
  test('GIVEN a heavy-duty gyro THEN +1 after one hit, +3 after two, destroyed (automatic fall) by the third', () => {
    const m = hunchback({ gyro: 'Heavy Duty Gyro' });
    const ctx = ctxWith(m, []);
    hitSlot(ctx, 'CT', 3);
    expect(deriveMech(ctx.mech).psrModifiers).toEqual([{ value: 1, reason: 'heavy-duty gyro hit 1' }]);
    expect(ctx.lines).toContain('🔧 **Gyro** (CT): heavy-duty gyro hit 1 of 3: +1 to every PSR; a PSR is required.');
    hitSlot(ctx, 'CT', 4);
    expect(deriveMech(ctx.mech).psrModifiers).toEqual([{ value: 3, reason: 'heavy-duty gyro hit 2' }]);
    expect(deriveMech(ctx.mech).gyroDestroyed).toBe(false);
    hitSlot(ctx, 'CT', 5);
    const d = deriveMech(ctx.mech);
    expect([d.gyroDestroyed, d.cannotStand, d.psrModifiers]).toEqual([
      true,
      true,
      [{ value: 6, reason: 'gyro destroyed (+3 damaged, +3 destroyed)' }],
    ]);
    expect(ctx.mech.pendingPsrs.map((p) => [p.reason, p.automatic])).toEqual([['gyro destroyed', true]]);
  });

  test('GIVEN a standard gyro THEN the second hit destroys it, as before', () => {
    const ctx = ctxWith(template('hunchback'), []);
    hitSlot(ctx, 'CT', 3);
    hitSlot(ctx, 'CT', 4);
    expect(deriveMech(ctx.mech).gyroDestroyed).toBe(true);
  });

  test('GIVEN the King Crab KGC-008 (small cockpit, heavy-duty gyro) THEN +1 to every PSR for the cockpit', () => {
    const m = corpus('King Crab KGC-008.mtf').data;
    expect(deriveMech(m).psrModifiers).toEqual([{ value: 1, reason: 'small cockpit' }]);
  });

  test('GIVEN an industrial cockpit (Heavy Forester) THEN +1 to hit with its weapons; with advanced fire control none', () => {
    const m = corpus('Heavy Forester HFL-1M LoggerMech MOD.mtf').data;
    const weapon = m.equipment.find((e) => e.kind === 'weapon')!;
    expect(computeToHit(m, template('atlas'), weapon, { range: 1 }).parts).toContainEqual({ value: 1, reason: 'industrial cockpit' });
    const afc = { ...m, cockpit: 'industrial-afc' as const };
    expect(computeToHit(afc, template('atlas'), weapon, { range: 1 }).parts).not.toContainEqual({ value: 1, reason: 'industrial cockpit' });
  });

  test('GIVEN a command console THEN its second cockpit slot is the console: a crit there spares the MechWarrior', () => {
    const m = fixture('Wolverine TM Equipment.mtf').data;
    expect(m.locations.HD.slots.map((s) => s.name)).toEqual([
      'Life Support',
      'Sensors',
      'Cockpit',
      'Command Console',
      'Sensors',
      'Life Support',
    ]);
    const ctx = ctxWith(m, []);
    hitSlot(ctx, 'HD', 3);
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed]).toEqual([false, false]);
    hitSlot(ctx, 'HD', 2);
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed]).toEqual([true, true]);
  });
});

describe('GIVEN a torso-mounted cockpit (Hunchback HBK-7X-4; MegaMek Mek.getTransferLocation, damageMek)', () => {
  const hbk = () => corpus('Hunchback HBK-7X-4.mtf').data;

  test('GIVEN a head hit THEN the MechWarrior takes no damage', () => {
    const ctx = ctxWith(hbk(), []);
    applyDamage(ctx, 'HD', 3);
    expect(ctx.mech.pilot.hits).toBe(0);
  });

  test('GIVEN the head destroyed THEN the Mech and MechWarrior fight on, the rest is lost, and its two sensors cost +4', () => {
    const ctx = ctxWith(hbk(), [1, 1]);
    applyDamage(ctx, 'HD', 30);
    expect([ctx.mech.locations.HD.destroyed, ctx.mech.destroyed, ctx.mech.pilot.dead, ctx.mech.pilot.hits]).toEqual([
      true,
      false,
      false,
      0,
    ]);
    expect(ctx.lines).toContain("↳ the cockpit is in the centre torso: the MechWarrior and the 'Mech survive the loss of the head.");
    const d = deriveMech(ctx.mech);
    expect([d.sensorHits, d.sensorToHit, d.canFireWeapons]).toEqual([2, 4, true]);
    hitSlot(ctx, 'CT', slotIndex(ctx.mech, 'CT', 'Sensors'));
    expect(deriveMech(ctx.mech).canFireWeapons).toBe(false);
  });

  test('GIVEN its cockpit slot in the centre torso hit THEN the MechWarrior is killed', () => {
    const ctx = ctxWith(hbk(), []);
    hitSlot(ctx, 'CT', slotIndex(ctx.mech, 'CT', 'Cockpit'));
    expect([ctx.mech.pilot.dead, ctx.mech.destroyed]).toEqual([true, true]);
  });

  test('GIVEN its life support (side torsos) lost with a side torso THEN life support is out', () => {
    const ctx = ctxWith(hbk(), []);
    expect(deriveMech(ctx.mech).lifeSupportHit).toBe(false);
    ctx.mech.locations.LT.slots.forEach((s) => {
      s.destroyed = true;
    });
    expect(deriveMech(ctx.mech).lifeSupportHit).toBe(true);
  });

  test('GIVEN a file whose cockpit slot is in the centre torso with no Cockpit line THEN it is read as torso-mounted', () => {
    const text = readFileSync(`${OWN_FIXTURES}corpus/Hunchback HBK-7X-4.mtf`, 'utf8').replace(/^Cockpit:.*\n/m, '');
    const { data, warnings } = importMech('h.mtf', text);
    expect([data.cockpit, warnings]).toEqual([
      'torso-mounted',
      ['The cockpit slot is in the centre torso: read as a torso-mounted cockpit.'],
    ]);
  });

  test('GIVEN the Hunchback HBK-7X-4 weapon fire THEN the standard to-hit stands (the cockpit moves nothing else)', () => {
    const m = hbk();
    const weapon = findWeapon(m, 'H', m.equipment.find((e) => e.kind === 'weapon')!.name);
    expect(computeToHit(m, template('atlas'), weapon, { range: 1 }).parts.map((p) => p.reason)).not.toContain('industrial cockpit');
  });
});
