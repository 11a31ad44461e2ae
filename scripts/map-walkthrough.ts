// `npx tsx scripts/map-walkthrough.ts`: plays the README's BattleTech walkthrough on the real 16x17 Grassland 2 board
// through the console handlers (seeded dice), prints each command and reply, and writes the /map show picture of the
// last shot to docs/map-walkthrough.png.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { openStore } from '../src/store/open.js';

const seed = (n: number) => n.toString(16).padStart(32, '0');
const PLAY: readonly [string, string, number?][] = [
  ['gm', '/map import file:"test/fixtures/boards/16x17 Grassland 2.board"'],
  ['alice', '/map place unit:Cat hex:0216 facing:0'],
  ['bob', '/map place unit:Hunch hex:0916 facing:5'],
  ['gm', '/battle start players:<@alice> <@bob>'],
  ['bob', '/phase next', 1],
  ['alice', '/move unit:Cat to:0214 mode:jumped facing:NE'],
  ['alice', '/phase next'],
  ['bob', '/move unit:Hunch to:0715 mode:ran facing:SE'],
  ['bob', '/phase next'],
  ['alice', '/shoot battletech attacker:Cat target:Hunch weapon:"Medium Laser [LT]"', 3],
  ['alice', '/phase next'],
  ['bob', '/shoot battletech attacker:Hunch target:Cat weapon:"Medium Laser [LA]"'],
  ['bob', '/shoot battletech attacker:Hunch target:Cat weapon:"Medium Laser [RA]" twist:right', 7],
  ['alice', '/map show from:Cat to:Hunch'],
];

const quiet = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'salvo-walkthrough-'));
const store = await openStore({ dataDir: dir, namespace: 'walkthrough' }, quiet);
const channel = { guildId: 'walkthrough', channelId: 'map' };
const session = new ConsoleSession({ store, commands: await loadCommands(), channel, user: { id: 'gm', name: 'gm' }, logger: quiet });
await session.run('/config images mode:none');
await session.run('/unit add template:battletech/catapult name:Cat', { user: { id: 'alice', name: 'alice' }, gm: false });
await session.run('/unit add template:battletech/hunchback name:Hunch', { user: { id: 'bob', name: 'bob' }, gm: false });
let picture: Buffer | undefined;
for (const [who, line, n] of PLAY) {
  const reply = await session.run(line, {
    ...(who === 'gm' ? {} : { user: { id: who, name: who }, gm: false }),
    ...(n === undefined ? {} : { seeds: [seed(n)] }),
  });
  console.log(`${who}> ${line}\n${reply.content}\n`);
  picture = reply.files?.find((f) => f.name.endsWith('.png'))?.data ?? picture;
}
if (!picture) throw new Error('no picture');
writeFileSync('docs/map-walkthrough.png', picture);
await store.clear(channel);
await store.close();
