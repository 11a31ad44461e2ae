// Channel-wide actions meet a unit whose stored record is corrupt: that unit alone is set aside and skipped, the others
// are processed, and the same reply names the skipped unit and how to get it back.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { channelKey } from '../../src/store/channel-doc.js';
import { parseExport } from '../../src/store/channel-export.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { type BackendKind, swappableStore } from '../helpers/store.js';

const SKIPPED =
  /⚠️ Skipped unit Victim: its saved record was unreadable \(unit\.data\.locations: Invalid input: expected object, received string\); it was set aside, so Salvo removed that unit from the channel \(logged as #\d+\) and went on without it\. Add the unit again, or a GM can restore an export with `\/channel restore`\./;

describe.each<BackendKind>(['redis', 'sqlite'])(
  'GIVEN a BattleTech channel on %s of Alpha, Bravo and Victim, whose stored record is then corrupted',
  (kind) => {
    let h: Harness;
    const stores = swappableStore();
    beforeEach(async () => {
      h = await createHarness({ backend: kind, wrapStore: stores.wrap });
      for (const line of [
        '/unit add template:battletech/hunchback name:Alpha',
        '/unit add template:battletech/locust name:Bravo',
        '/unit add template:battletech/locust name:Victim',
      ])
        expect((await h.run(line)).error).toBeUndefined();
      const key = channelKey(h.channel);
      const [raw] = await h.store.backend.readUnits(key, ['victim']);
      const stored = JSON.parse(raw!) as { unit: { data: Record<string, unknown> } };
      stored.unit.data.locations = 'everywhere';
      await h.store.backend.plantUnit(key, 'victim', JSON.stringify(stored));
      // Read as another process would, with nothing of the channel cached.
      stores.fresh();
    }, 60_000);
    afterEach(async () => {
      await h.close();
    });

    const unitsLeft = async () => Object.keys((await h.store.load(h.channel)).units);

    test('WHEN a GM ends the phase THEN the others are processed and the reply names Victim as skipped', async () => {
      const reply = await h.run('/phase end');
      expect(reply.error).toBeUndefined();
      expect(reply.content).toMatch(SKIPPED);
      expect(reply.content).toContain('Alpha');
      expect(reply.content).toContain('Bravo');
      expect(await unitsLeft()).toEqual(['alpha', 'bravo']);
    });

    test('WHEN a GM starts a battle THEN it starts and goes on with the others, and the reply names Victim as skipped', async () => {
      const reply = await h.run('/battle start players:<@gm>');
      expect(reply.error).toBeUndefined();
      expect(reply.content).toMatch(/^⚔️ BattleTech battle: <@gm>\. Now: turn 1, Initiative\.\n/);
      expect(reply.content).toMatch(SKIPPED);
      expect(await unitsLeft()).toEqual(['alpha', 'bravo']);
      // The battle goes on with the others, and the skip is said once.
      const next = await h.run('/phase end');
      expect(next.error).toBeUndefined();
      expect(next.content).not.toContain('Victim');
    });

    test('WHEN anyone lists the units THEN the others are listed and the reply names Victim as skipped', async () => {
      const reply = await h.run('/unit list', { user: 'alice' });
      expect(reply.error).toBeUndefined();
      expect(reply.content).toMatch(SKIPPED);
      const listed = reply.content.split('\n').filter((line) => !line.startsWith('⚠️'));
      expect(listed.join('\n')).toContain('Alpha');
      expect(listed.join('\n')).toContain('Bravo');
      expect(listed.join('\n')).not.toContain('Victim');
    });

    test('WHEN a GM exports the channel THEN the file holds the others and the reply names Victim as skipped', async () => {
      const reply = await h.run('/channel export');
      expect(reply.error).toBeUndefined();
      expect(reply.content).toMatch(SKIPPED);
      const data = parseExport(reply.files![0]!.data as Buffer);
      expect(Object.keys(data.doc.units)).toEqual(['alpha', 'bravo']);
      expect(data.log.at(-1)).toMatchObject({ dropped: ['victim'] });
    });
  },
);
