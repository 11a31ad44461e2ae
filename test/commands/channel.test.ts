// /channel export, restore and rebuild, /history paging and /verify of an archived roll, through the real pipeline.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../src/console/session.js';
import { loadCommands } from '../../src/registry.js';
import { ARCHIVE_CHUNK_ENTRIES, channelKey, LIVE_LOG_ENTRIES } from '../../src/store/channel-doc.js';
import type { MechData } from '../../src/systems/battletech/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { testLogger } from '../helpers/store.js';

const SEED = '0123456789abcdef0123456789abcdef';

describe('/channel', () => {
  let h: Harness;
  let dir: string;
  let rollId: string;
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite' });
    dir = mkdtempSync(join(tmpdir(), 'salvo-channel-'));
    await h.run('/unit add template:battletech/locust name:Scout');
    rollId = /roll `([0-9a-f]{8})`/.exec((await h.run('/roll expression:2d6', { seeds: [SEED] })).content)![1]!;
  });
  afterAll(async () => {
    await h.close();
  });

  /** A second channel on the same store, as another Discord channel would be. */
  const otherChannel = async (channelId: string) =>
    new ConsoleSession({
      store: h.store,
      commands: await loadCommands(),
      channel: { guildId: 'guild-1', channelId },
      user: { id: 'gm', name: 'gm' },
      gm: true,
      logger: testLogger,
    });

  test("GIVEN a player THEN every /channel subcommand is refused as a GM's", async () => {
    for (const line of ['/channel export', '/channel rebuild'])
      expect((await h.run(line, { user: 'pat' })).error).toMatch(/^Only a GM can /);
  });

  test('GIVEN an export WHEN a GM restores it in another channel THEN units, log and rolls come back and /verify checks them', async () => {
    const exported = await h.run('/channel export');
    expect(exported.content).toMatch(/^Exported 1 units and 2 log entries \(state v2\)\.$/);
    const file = join(dir, exported.files![0]!.name);
    writeFileSync(file, exported.files![0]!.data);
    const other = await otherChannel('restored');
    const restored = await other.run(`/channel restore file:${file}`);
    expect(restored.content).toMatch(
      /^Restored 1 units and 2 log entries from g:guild-1:c:channel-1 \(exported .*\); this is entry `#3`\./,
    );
    expect((await other.run('/unit list')).content).toContain('**Scout**');
    expect((await other.run(`/verify roll:${rollId}`)).content).toContain('✅ Verified');
  });

  test("GIVEN a Mech's turn of physical attacks, the club it holds and a limb in its hex, and a Bot on the map THEN restore brings them back", async () => {
    await h.run('/unit add template:battletech/atlas name:Brawler');
    await h.run('/unit add template:mecha-bots/sample name:Walker');
    expect((await h.run('/move unit:Walker at:0305 facing:NE')).error).toBeUndefined();
    await h.store.mutate(h.channel, { id: 'gm', name: 'gm' }, 'test setup', (draft) => {
      const brawler = draft.units.brawler!.data as MechData;
      brawler.physical = { turn: 1, attacks: ['club'] };
      brawler.club = "Scout's right arm";
      brawler.clubs = ['LA'];
    });
    const exported = await h.run('/channel export');
    const file = join(dir, `carried-${exported.files![0]!.name}`);
    writeFileSync(file, exported.files![0]!.data);
    const other = await otherChannel('carried');
    expect((await other.run(`/channel restore file:${file}`)).error).toBeUndefined();
    const before = (await h.store.load(h.channel)).units;
    const after = (await h.store.load({ guildId: 'guild-1', channelId: 'carried' })).units;
    expect(after.brawler!.data).toMatchObject({ physical: { turn: 1, attacks: ['club'] }, club: "Scout's right arm", clubs: ['LA'] });
    expect((after.walker!.data as { position?: unknown }).position).toEqual({ col: 3, row: 5, facing: 'NE' });
    expect([after.brawler!.data, after.walker!.data]).toEqual([before.brawler!.data, before.walker!.data]);
  });

  test('GIVEN a broken or foreign file THEN restore refuses it, naming the fault, and changes nothing', async () => {
    const other = await otherChannel('refused');
    await other.run('/roll expression:1d6');
    const cases: [string, Buffer, RegExp][] = [
      ['garbage.json.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3]), /does not unpack/],
      ['unit.json', Buffer.from('{"system":"battletech"}'), /has no "format"/],
      [
        'units.json',
        gzipSync(
          JSON.stringify({
            format: 'salvo-channel-export',
            formatVersion: 1,
            channel: 'x',
            exportedAt: 'now',
            doc: {
              schemaVersion: 2,
              version: 1,
              nextSeq: 2,
              settings: { systems: {} },
              pending: {},
              undo: [],
              units: { a: { name: 'A', system: 'chess', owner: 'x', schemaVersion: 1, data: {} } },
            },
            log: [],
          }),
        ),
        /doc\.units\.a\.system: Invalid option/,
      ],
    ];
    for (const [name, data, why] of cases) {
      writeFileSync(join(dir, name), data);
      const reply = await other.run(`/channel restore file:${join(dir, name)}`);
      expect(reply.error).toMatch(why);
    }
    expect((await other.run('/history')).content).toContain('(1 of 1, state v1)');
  });

  test('GIVEN the state lost beside its log THEN commands say so, /history still reads, and /channel rebuild brings it back', async () => {
    const other = await otherChannel('lost');
    await other.run('/unit add template:battletech/locust name:Scout');
    await other.run('/unit add template:battletech/locust name:Spare');
    await other.run('/unit remove name:Spare');
    await h.store.backend.plant(channelKey({ guildId: 'guild-1', channelId: 'lost' }), undefined);
    expect((await other.run('/unit list')).error).toMatch(/saved state is missing .*\/channel rebuild/);
    expect((await other.run('/history')).content).toContain('(3 of 3, state unreadable)');
    expect((await other.run('/channel rebuild')).content).toBe('Rebuilt from the log: 1 units, state v4; this is entry `#4`.');
    const units = (await other.run('/unit list')).content;
    expect([units.includes('**Scout**'), units.includes('**Spare**')]).toEqual([true, false]);
    expect((await other.run('/undo')).error).toBeUndefined();
    expect((await other.run('/unit list')).content).toContain('**Spare**');
  });

  test('GIVEN a roll older than the live log THEN /history pages back to it and /verify checks it from the archive', async () => {
    const other = await otherChannel('long');
    const first = await other.run('/roll expression:3d6', { seeds: [SEED] });
    const oldRoll = /roll `([0-9a-f]{8})`/.exec(first.content)![1]!;
    const ref = { guildId: 'guild-1', channelId: 'long' };
    for (let i = 0; i < LIVE_LOG_ENTRIES + ARCHIVE_CHUNK_ENTRIES; i++)
      await h.store.mutate(ref, { id: 'gm', name: 'gm' }, `/note ${i}`, (d) => {
        d.rolls.push({ id: `n${i}`, seed: 'ab', what: 'note', result: '' });
      });
    expect((await h.store.log(ref)).some((e) => e.seq === 1)).toBe(false);
    const page = await other.run('/history before:3 count:5');
    expect(page.content).toContain(`\`#1\``);
    expect(page.content).toContain(oldRoll);
    expect((await other.run(`/verify roll:${oldRoll}`)).content).toContain('✅ Verified');
    expect((await other.run('/verify roll:ffffffff')).error).toMatch(/No roll `ffffffff`/);
  }, 60_000);
});
