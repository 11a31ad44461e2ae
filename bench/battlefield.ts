// Battlefield benches on a 32×34 board of four real MegaMek sheets, 20 units: line of sight, the /map picture, and
// BattleTech's /move to: and /shoot on the map end to end through the console handlers.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { type Board, stitchBoards } from '../src/battlefield/board.js';
import { parseBoardFile } from '../src/battlefield/board-file.js';
import { type Facing, formatHex, type Hex } from '../src/battlefield/hex.js';
import { lineOfSight } from '../src/battlefield/los.js';
import { ConsoleSession } from '../src/console/session.js';
import { loadCommands } from '../src/registry.js';
import { type MapFigure, renderMap } from '../src/render/map.js';
import { openStore } from '../src/store/open.js';
import { CountedRuns, failedLines } from './counted.js';

const BOARDS = fileURLToPath(new URL('../test/fixtures/boards/', import.meta.url));
const sheet = (name: string) => parseBoardFile(readFileSync(`${BOARDS}16x17 ${name}.board`)).board;

function time(runs: number, work: () => unknown): { p50: number; p99: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { p50: at(50), p99: at(99) };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

export function benchBattlefield(): string {
  const parse = time(20, () => sheet('Grassland 2'));
  const board = stitchBoards([
    [sheet('Grassland 2'), sheet('Coast 1')],
    [sheet('Grassland 1'), sheet('Grassland 2')],
  ]);
  // 20 units spread over the board, a fixed pattern so every run measures the same shots.
  const figures: MapFigure[] = Array.from({ length: 20 }, (_, i) => ({
    name: `Unit ${i + 1}`,
    hex: { col: 2 + ((i * 7) % 30), row: 2 + ((i * 11) % 32) } as Hex,
    facing: (i % 6) as Facing,
  }));
  let pair = 0;
  const shot = () => {
    const a = figures[pair % 20] as MapFigure;
    const b = figures[(pair * 7 + 3) % 20] as MapFigure;
    pair++;
    return lineOfSight(board, { hex: a.hex, height: 1 }, { hex: b.hex, height: 1, facing: b.facing ?? 0 });
  };
  const longest = () => lineOfSight(board, { hex: { col: 1, row: 1 }, height: 1 }, { hex: { col: 32, row: 34 }, height: 1 });
  const los = time(2000, shot);
  const corner = time(500, longest);
  const first = figures[0] as MapFigure;
  const last = figures[19] as MapFigure;
  const sight = {
    from: first.hex,
    to: last.hex,
    steps: lineOfSight(board, { hex: first.hex, height: 1 }, { hex: last.hex, height: 1 }).steps,
  };
  renderMap({ board, figures, sight });
  const picture = time(15, () => renderMap({ board, figures, sight }));
  return [
    '## battlefield: 32×34 board from four real MegaMek 16×17 sheets, 20 units',
    `parse one 16×17 .board   p50 ${ms(parse.p50)}`,
    `line of sight, a shot    p50 ${ms(los.p50)}  p99 ${ms(los.p99)}  (bound: 20 ms per command; ${(los.p99 / 20).toFixed(4)}× it)`,
    `line of sight, corner to corner (49 hexes)  p50 ${ms(corner.p50)}  p99 ${ms(corner.p99)}`,
    `/map show picture        p50 ${ms(picture.p50)}  p99 ${ms(picture.p99)}  (bound: 150 ms; ${(picture.p99 / 150).toFixed(2)}× it)`,
  ].join('\n');
}

/** A board as MegaMek writes it, so the console can `/map import` the stitched one like any sheet. */
function boardFile(board: Board): string {
  const lines = [`size ${board.width} ${board.height}`];
  board.hexes.forEach((h, i) => {
    const hex = formatHex({ col: (i % board.width) + 1, row: Math.floor(i / board.width) + 1 });
    const terrain = h.terrain.map((t) => [t.type, t.level, ...(t.exits !== undefined ? [t.exits] : [])].join(':')).join(';');
    lines.push(`hex ${hex} ${h.elevation} "${terrain}" ""`);
  });
  return `${lines.join('\n')}\nend\n`;
}

const TEMPLATES = ['locust', 'commando', 'hunchback', 'catapult', 'atlas'];

/**
 * `/move battletech … to:` (a path search) and `/shoot` on the map (line of sight, arcs) end to end through the console
 * handlers on the embedded store, 20 'Mechs on the stitched 32×34 board, beside a typed-range shot between two 'Mechs
 * off the map in the same battle. Each timed command is undone (untimed) so the next one runs from the same state. Setup
 * that fails stops the bench; a timed command that fails is counted, and only successful commands are timed.
 */
export async function benchBattlefieldCommands(): Promise<string> {
  const quiet = pino({ level: 'silent' });
  const dir = mkdtempSync(join(tmpdir(), 'salvo-bench-map-'));
  const file = join(dir, 'Stitched 32x34.board');
  writeFileSync(
    file,
    boardFile(
      stitchBoards([
        [sheet('Grassland 2'), sheet('Coast 1')],
        [sheet('Grassland 1'), sheet('Grassland 2')],
      ]),
    ),
  );
  const store = await openStore({ dataDir: dir, namespace: 'bench-map' }, quiet);
  const channel = { guildId: 'bench', channelId: 'map' };
  const session = new ConsoleSession({ store, commands: await loadCommands(), channel, user: { id: 'gm', name: 'gm' }, logger: quiet });
  const must = async (line: string) => {
    const reply = await session.run(line);
    if (reply.error) throw new Error(`${line}: ${reply.error}`);
    return reply;
  };
  await must('/config images mode:none');
  await must(`/map import file:"${file}"`);
  const placed: { name: string; hex: Hex }[] = [];
  for (let i = 0; i < 22; i++) {
    const name = `U${i + 1}`;
    await must(`/unit add template:battletech/${TEMPLATES[i % TEMPLATES.length]} name:${name}`);
    if (i >= 20) continue; // two 'Mechs off the map, for the typed-range shot
    const hex = { col: 2 + ((i * 7) % 30), row: 2 + ((i * 11) % 32) };
    await must(`/map place unit:${name} hex:${formatHex(hex)} facing:${i % 6}`);
    placed.push({ name, hex });
  }
  await must('/battle start players:<@gm>');
  await must('/phase next');
  // The moves and shots the bench times: those the rules allow from where the units stand (found once, untimed).
  const moves: string[] = [];
  for (const { name, hex } of placed) {
    for (const [dc, dr] of [
      [0, -2],
      [0, 2],
      [2, 0],
      [-2, 0],
    ] as const) {
      const line = `/move unit:${name} to:${formatHex({ col: hex.col + dc, row: hex.row + dr })} mode:ran`;
      if (!(await session.run(line)).error) {
        moves.push(line);
        await must('/undo');
        break;
      }
    }
  }
  if (moves.length === 0) throw new Error('No unit has a /move the rules allow: nothing to measure.');
  const run = (line: string) => session.run(line);
  const move = await new CountedRuns().timeMany(100, run, (i) => moves[i % moves.length]!, '/undo');
  for (let i = 0; i < 60 && !(await must('/phase next')).content.includes('Weapon attacks'); i++);
  const shots: string[] = [];
  for (const a of placed)
    for (const b of placed) {
      if (a === b || shots.length >= 20) continue;
      const line = `/shoot battletech attacker:${a.name} target:${b.name} weapon:1`;
      if (!(await session.run(line)).error) {
        shots.push(line);
        await must('/undo');
      }
    }
  if (shots.length === 0) throw new Error('No unit has a /shoot the rules allow: nothing to measure.');
  const mapShot = await new CountedRuns().timeMany(100, run, (i) => shots[i % shots.length]!, '/undo');
  const typed = await new CountedRuns().timeMany(100, run, () => '/shoot battletech attacker:U21 target:U22 weapon:1 range:2', '/undo');
  // The floor of any rules step in this channel: its 22 'Mechs loaded and saved, nothing computed.
  const roll = await new CountedRuns().timeMany(100, run, () => '/roll expression:2d6');
  await store.clear(channel);
  await store.close();
  const [mv, sh, ty, ro] = [move.percentiles(), mapShot.percentiles(), typed.percentiles(), roll.percentiles()];
  const ratio = sh.p50 / ty.p50;
  return [
    `## battlefield commands: embedded store, 32×34 stitched board, 20 'Mechs placed (${moves.length} moves, ${shots.length} shots measured; p50/p99 over the commands that succeeded)`,
    `/move … to: (path search)      p50 ${ms(mv.p50)}  p99 ${ms(mv.p99)}  (bound: 20 ms; ${(mv.p99 / 20).toFixed(2)}× it)  ${move.counts()}`,
    `/shoot on the map (sight, arcs) p50 ${ms(sh.p50)}  p99 ${ms(sh.p99)}  (bound: 20 ms; ${(sh.p99 / 20).toFixed(2)}× it)  ${mapShot.counts()}`,
    `/shoot range:2, off the map     p50 ${ms(ty.p50)}  p99 ${ms(ty.p99)}  ${typed.counts()}`,
    `map shot ÷ typed-range shot, p50 ${ratio.toFixed(2)}× (bound: 2×)`,
    `/roll 2d6 in the same channel   p50 ${ms(ro.p50)}  p99 ${ms(ro.p99)}  ${roll.counts()}`,
    ...failedLines([move, mapShot, typed, roll].flatMap((r) => r.failures)),
  ].join('\n');
}
