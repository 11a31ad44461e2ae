import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Reply } from '../../../src/reply.js';
import type { SaUnitData } from '../../../src/systems/slaved-armour/unit.js';
import { createHarness, type Harness } from '../../helpers/harness.js';
import { decodePng } from '../../helpers/png.js';

/** One fixed seed per command, so every die of the skirmish is the same on every run. */
const seed = (n: number) => createHash('sha256').update(`skirmish-${n}`).digest('hex').slice(0, 32);

const SCRIPT = [
  '/unit add template:slaved-armour/hound name:Hound',
  '/unit add template:slaved-armour/kestrel name:Kestrel',
  '/unit add template:slaved-armour/soldier name:Vasquez',
  '/unit add template:slaved-armour/soldier name:Drake',
  '/unit add template:slaved-armour/at-trooper name:Hicks',
  // Phase 1
  '/move unit:Kestrel speed:2 turn:FR',
  '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon range:6 cover:light',
  '/shoot slaved-armour attacker:Kestrel target:Hound weapon:Rocket launcher range:10',
  '/shoot slaved-armour attacker:Hicks target:Kestrel weapon:Rocket tube range:3',
  '/shoot slaved-armour attacker:Kestrel target:Vasquez weapon:Machine gun range:3 cover:light',
  '/phase end',
  // Phase 2
  '/move unit:Kestrel speed:4 turn:FL',
  '/move unit:Drake speed:1',
  '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon range:4',
  '/shoot slaved-armour attacker:Kestrel target:Drake weapon:Machine gun range:2',
  '/shoot slaved-armour attacker:Kestrel target:Hound weapon:Rocket launcher range:9',
  '/reload unit:Hicks weapon:Rocket tube',
  '/phase end',
  // Phase 3
  '/collide a:Kestrel b:Hound',
  '/melee a:Hicks b:Kestrel',
  '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon range:4',
  '/shoot slaved-armour attacker:Hicks target:Kestrel weapon:Rocket tube range:2',
  '/phase end',
];

/** The parts of a unit the skirmish is about. */
function summary(data: SaUnitData) {
  if (data.kind === 'sa') {
    return {
      destroyed: data.destroyedBy ?? false,
      lost: data.rows.flatMap((row, r) => row.filter((m) => m.destroyed).map((m) => `${r + 1}:${m.name}`)),
      fires: data.fires.map((f) => `${f.kind}@${f.module}`),
      speed: data.speed,
      facing: data.facing,
      shots: data.weapons.map((w) => `${w.name} ${w.shotsLeft}+${w.spareMags}`),
    };
  }
  return { damage: data.damage, condition: data.condition, winded: data.winded, str: data.str, dex: data.dex, scars: data.scars };
}

describe('a seeded skirmish through the console: two SAs and a squad over three phases', () => {
  let harness: Harness;
  const replies: Reply[] = [];

  beforeAll(async () => {
    harness = await createHarness({ images: 'full' }); // every damaging step carries the whole sheet
    for (const [n, line] of SCRIPT.entries()) replies.push(await harness.run(line, { seeds: [seed(n)] }));
  });
  afterAll(() => harness.close());

  /** The reply to the script line with this index, or to the only line with this text. */
  const reply = (line: number | string) => replies[typeof line === 'number' ? line : SCRIPT.indexOf(line)]!;
  const PHASE_ENDS = [10, 17, 22];

  test('GIVEN the script THEN no command was refused, and the phase ends are where the test expects them', () => {
    expect(PHASE_ENDS.map((i) => SCRIPT[i])).toEqual(['/phase end', '/phase end', '/phase end']);
    expect(replies.filter((r) => r.ephemeral).map((r) => r.content)).toEqual([]);
  });

  test('GIVEN phase 1 THEN the pending hits resolve at its end, in the order they were placed', () => {
    const end = reply(PHASE_ENDS[0]!).content;
    expect(end.split('\n').slice(0, 9)).toEqual([
      '**End of combat phase**',
      '**Incoming damage** (5 Hit Dice and 5 Personnel Damage Dice from 3 weapon hits):',
      "Kestrel's Rocket launcher → Hound: row [5] → **Armour plate** destroyed.",
      "Kestrel's Rocket launcher → Hound: row [4] → **Armour plate** destroyed.",
      "Kestrel's Rocket launcher → Hound: row [2] → **Armour plate** destroyed.",
      "Hicks's Rocket tube → Kestrel: row [6] → **Skirt** destroyed.",
      "Hicks's Rocket tube → Kestrel: row [5] → **Cowling** destroyed.",
      "Kestrel's Machine gun → Vasquez: 5 damage dice [6][2][4][2][2] = **6** vs armour 2 → 6 damage to **Vasquez**.",
      '  ☠️ Vasquez: damage 6 reaches Death (5): **dead**.',
    ]);
  });

  test('GIVEN phase 3 THEN the SA’s fists wound the trooper (Severe: 2D off DEX) and the fire from phase 2 burns on', () => {
    expect(reply(PHASE_ENDS[2]!).content.split('\n').slice(1, 10)).toEqual([
      '**Incoming damage** (2 Hit Dice and 3 Personnel Damage Dice from 2 weapon hits):',
      "Kestrel's Fists → Hicks: 3 damage dice [3][6][1] = **4** vs armour 2 → 4 damage to **Hicks**.",
      '  Hicks: damage 4 reaches Severe wound (4).',
      '  [4] DEX loses 8: STR 11→11, DEX 9→1; a scar.',
      "Hicks's Rocket tube → Kestrel: row [5] → **Right piton** destroyed.",
      "Hicks's Rocket tube → Kestrel: row [3] → **Cowling** destroyed.",
      '**Fires:**',
      '🔥 Hound: external fire at Fuel cell [4]: keeps burning.',
      expect.stringMatching(/^-# roll `[0-9a-f]{8}`/),
    ]);
  });

  test('GIVEN phase 2 THEN a rocket hit on the fuel cell starts an external fire', () => {
    expect(reply(PHASE_ENDS[1]!).content).toContain(
      "Kestrel's Rocket launcher → Hound: row [4] → **Fuel cell** destroyed.\n  🔥 external fire at Fuel cell.",
    );
  });

  test('GIVEN the melee THEN the knife cannot hurt the SA and its fists wait for the phase end', () => {
    const melee = reply('/melee a:Hicks b:Kestrel').content;
    expect(melee).toContain('**Melee**: **Hicks** (Knife, short) vs **Kestrel** (Fists, unarmed), simultaneous.');
    expect(melee).toContain('Knife cannot harm Kestrel (no anti-armour Hits).');
    expect(melee).toContain('3 Personnel Damage Dice placed on **Hicks**, resolved at `/phase end`.');
  });

  test('GIVEN every phase end and damaging command THEN its reply carries PNG sheets', async () => {
    for (const line of [...PHASE_ENDS, SCRIPT.indexOf('/collide a:Kestrel b:Hound')]) {
      const files = reply(line).files ?? [];
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect((await decodePng(file.data)).width).toBe(1000);
    }
  });

  test('GIVEN the end of the skirmish THEN the final state', async () => {
    const doc = await harness.store.load(harness.channel);
    const final = Object.fromEntries(Object.values(doc.units).map((u) => [u.name, summary(u.data as SaUnitData)]));
    expect(final).toMatchInlineSnapshot(`
      {
        "Drake": {
          "condition": "dead",
          "damage": 6,
          "dex": 10,
          "scars": 0,
          "str": 10,
          "winded": false,
        },
        "Hicks": {
          "condition": "severe-wound",
          "damage": 4,
          "dex": 1,
          "scars": 1,
          "str": 11,
          "winded": false,
        },
        "Hound": {
          "destroyed": false,
          "facing": 0,
          "fires": [
            "external@Fuel cell",
          ],
          "lost": [
            "1:Armour plate",
            "1:Left arm",
            "2:Armour plate",
            "2:Sensor mast",
            "4:Armour plate",
            "4:Fuel cell",
            "5:Armour plate",
            "5:Right arm",
          ],
          "shots": [
            "Autocannon 0+2",
          ],
          "speed": 0,
        },
        "Kestrel": {
          "destroyed": false,
          "facing": 0,
          "fires": [],
          "lost": [
            "1:Cowling",
            "2:Cowling",
            "3:Cowling",
            "5:Cowling",
            "5:Left piton",
            "5:Right piton",
            "6:Skirt",
            "6:Suspension",
          ],
          "shots": [
            "Rocket launcher 0+2",
            "Machine gun 2+3",
          ],
          "speed": 4,
        },
        "Vasquez": {
          "condition": "dead",
          "damage": 6,
          "dex": 10,
          "scars": 0,
          "str": 10,
          "winded": false,
        },
      }
    `);
    expect(doc.pending).toEqual({});
  });
});
