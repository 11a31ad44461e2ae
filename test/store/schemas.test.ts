// Every stored shape of every system is checked on load: a unit record of the wrong shape (a field of the wrong type,
// one missing, one too many) is set aside alone, naming the unit and how to get it back, and the channel plays on.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { channelKey } from '../../src/store/channel-doc.js';
import { unitKey } from '../../src/systems/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { swappableStore } from '../helpers/store.js';

type Corrupt = (data: Record<string, unknown>) => void;

/** A template of each system, and a field of its stored data to break three ways. */
const SYSTEMS: ReadonlyArray<{ system: string; template: string; wrongType: Corrupt; missing: Corrupt }> = [
  {
    system: 'battletech',
    template: 'battletech/locust',
    wrongType: (d) => {
      d.locations = 'everywhere';
    },
    missing: (d) => {
      delete d.pilot;
    },
  },
  {
    system: 'slaved-armour',
    template: 'slaved-armour/hound',
    wrongType: (d) => {
      d.rows = 'six';
    },
    missing: (d) => {
      delete d.speed;
    },
  },
  {
    system: 'wh40k',
    template: 'wh40k/rhino',
    wrongType: (d) => {
      (d.armour as Record<string, unknown>).front = '11';
    },
    missing: (d) => {
      delete (d.armour as Record<string, unknown>).side;
    },
  },
  {
    system: 'mecha-bots',
    template: 'mecha-bots/sample',
    wrongType: (d) => {
      d.cells = 'none';
    },
    missing: (d) => {
      delete d.hitOrder;
    },
  },
];

const CORRUPTIONS: ReadonlyArray<{ what: string; apply: (s: (typeof SYSTEMS)[number]) => Corrupt; problem: RegExp }> = [
  {
    what: 'a field of the wrong type',
    apply: (s) => s.wrongType,
    problem: /unit\.data\.\w+(\.\w+)?: Invalid input: expected \w+, received string/,
  },
  { what: 'a missing field', apply: (s) => s.missing, problem: /unit\.data\.\w+(\.\w+)?: Invalid input: expected \w+, received undefined/ },
  {
    what: 'an extra field',
    apply: () => (d) => {
      d.smuggled = true;
    },
    problem: /unit\.data: Unrecognized key: "smuggled"/,
  },
];

for (const backend of ['redis', 'sqlite'] as const) {
  describe(`GIVEN a channel on ${backend} with a bystander unit`, () => {
    let h: Harness;
    // A corruption swaps in a store with an empty cache, as another process would read.
    const stores = swappableStore();
    beforeAll(async () => {
      h = await createHarness({ backend, channel: { guildId: `schemas-${backend}`, channelId: 'table' }, wrapStore: stores.wrap });
      expect((await h.run('/unit add template:battletech/commando name:Bystander')).error).toBeUndefined();
    });
    afterAll(async () => {
      await h.close();
    });

    for (const system of SYSTEMS)
      for (const corruption of CORRUPTIONS)
        test(`WHEN a stored ${system.system} record gets ${corruption.what} THEN exactly that unit is set aside, named, and play goes on`, async () => {
          const name = `Victim ${system.system} ${corruption.what.split(' ').at(-2)}`;
          expect((await h.run(`/unit add template:${system.template} name:"${name}"`)).error).toBeUndefined();
          const key = channelKey(h.channel);
          const [raw] = await h.store.backend.readUnits(key, [unitKey(name)]);
          const stored = JSON.parse(raw!) as { unit: { data: Record<string, unknown> } };
          corruption.apply(system)(stored.unit.data);
          const bad = JSON.stringify(stored);
          await h.store.backend.plantUnit(key, unitKey(name), bad);
          stores.fresh();
          const reply = await h.run('/phase end');
          expect(reply.error).toBeUndefined();
          const note = reply.content.split('\n').find((line) => line.startsWith('⚠️ Skipped unit'));
          expect(note).toMatch(new RegExp(`^⚠️ Skipped unit ${name}: its saved record was unreadable \\(`));
          expect(note).toMatch(corruption.problem);
          expect(note).toContain('Add the unit again, or a GM can restore an export with `/channel restore`.');
          expect(await h.store.backend.quarantined(key)).toContain(bad);
          const doc = await h.store.load(h.channel);
          expect(Object.keys(doc.units)).toEqual(['bystander']);
          expect((await h.run('/unit show name:Bystander')).error).toBeUndefined();
          expect((await h.run('/roll expression:2d6')).error).toBeUndefined();
        });
  });
}
