// One load-test process: simulated players issuing mixed commands on shared channels through the real pipeline; the
// command phase starts when the parent says go, and every failure is reported.
import { pino } from 'pino';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { openStore } from '../src/store/open.js';
import { loadChannel, loadScript } from './load-script.js';

const [namespace, workerId, playersText, channelsText, commandsText, secondsText] = process.argv.slice(2);
const players = Number(playersText);
const channels = Number(channelsText);
const perPlayer = Number(commandsText);
const deadline = Date.now() + Number(secondsText) * 1000;

const quiet = pino({ level: 'silent' });
const store = await openStore({ redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', dataDir: '', namespace }, quiet);
const commands = await loadCommands();
const latencies: number[] = [];
/** Every failed command's reply, by command: the parent decides which were expected. */
const failures: { line: string; error: string; followsUndo?: boolean }[] = [];
const undidAdd = new Map<string, boolean>();

// Start-up is not load: say ready, and start only when the parent says go (to every worker at once).
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const phaseStart = Date.now();

await Promise.all(
  Array.from({ length: players }, async (_, p) => {
    const player = `w${workerId}p${p}`;
    for (let i = 0; i < perPlayer && Date.now() < deadline; i++) {
      const channelId = `load-${loadChannel(p, i, channels)}`;
      const session = new ConsoleSession({
        store,
        commands,
        channel: { guildId: 'load', channelId },
        user: { id: player, name: player },
        gm: false,
        logger: quiet,
      });
      const line = loadScript(player, i);
      const started = process.hrtime.bigint();
      const reply = await session.run(line);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      // A shot that hits nothing changes no state, so the player's /undo takes back their /unit add instead, and
      // their /unit remove then finds nothing: the one refusal here that follows from the mix, not from load.
      if (line.startsWith('/undo')) undidAdd.set(player, !reply.error && reply.content.includes(': /unit add '));
      if (reply.error)
        failures.push({
          line,
          error: reply.error,
          ...(line.startsWith('/unit remove') && undidAdd.get(player) ? { followsUndo: true } : {}),
        });
    }
  }),
);
const phaseEnd = Date.now();
await store.close();
process.stdout.write(`${JSON.stringify({ latencies, failures, phaseStart, phaseEnd })}\n`);
