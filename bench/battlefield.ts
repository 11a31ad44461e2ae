// Battlefield benches: line of sight for a shot and the /map picture on a 32×34 board of four real MegaMek sheets, 20 units.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stitchBoards } from '../src/battlefield/board.js';
import { parseBoardFile } from '../src/battlefield/board-file.js';
import type { Facing, Hex } from '../src/battlefield/hex.js';
import { lineOfSight } from '../src/battlefield/los.js';
import { type MapFigure, renderMap } from '../src/render/map.js';

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
