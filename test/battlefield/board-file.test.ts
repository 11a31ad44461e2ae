// MegaMek .board files: real mapsheets read hex by hex, sheets stitched, and every malformed file refused with its line.
import { describe, expect, test } from 'vitest';
import { blankBoard, hexAt, stitchBoards, terrainLevel, waterDepth } from '../../src/battlefield/board.js';
import { MAX_BOARD_FILE_BYTES, parseBoardFile } from '../../src/battlefield/board-file.js';
import { boardBytes, hex, loadBoard, stitched } from './helpers.js';

describe('real MegaMek boards', () => {
  test('GIVEN Beginner Box Grassland 1 (CRLF lines) THEN every hex reads, woods light and heavy', () => {
    const { board, unused } = parseBoardFile(boardBytes('16x17 Grassland 1'));
    expect([board.width, board.height, board.hexes.length]).toEqual([16, 17, 272]);
    const at = (h: string) => hexAt(board, hex(h));
    expect(at('0303')?.terrain).toEqual([
      { type: 'woods', level: 1 },
      { type: 'foliage_elev', level: 2 },
    ]);
    expect(terrainLevel(at('0503') ?? { elevation: 0, terrain: [] }, 'woods')).toBe(2);
    expect(at('0101')).toEqual({ elevation: 0, terrain: [] });
    expect(board.hexes.filter((h) => terrainLevel(h, 'woods') !== undefined)).toHaveLength(30);
    expect(unused).toEqual([]);
  });

  test('GIVEN AGoAC Grassland 2 THEN hills, water, rough and roads read, and the bridges and fluff are named unused', () => {
    const { board, unused } = parseBoardFile(boardBytes('16x17 Grassland 2'));
    expect(hexAt(board, hex('1106'))?.elevation).toBe(3);
    expect(hexAt(board, hex('0305'))).toEqual({ elevation: 0, terrain: [{ type: 'water', level: 1 }] });
    expect(hexAt(board, hex('1203'))?.terrain).toEqual([{ type: 'rough', level: 1, exits: 20 }]);
    expect(unused).toEqual(['bridge', 'bridge_cf', 'bridge_elev', 'ground_fluff']);
  });

  test('GIVEN Map Set 7 Coast 1 THEN deep water and buildings with their CF and height read', () => {
    const { board, unused } = parseBoardFile(boardBytes('16x17 Coast 1'));
    const building = hexAt(board, hex('0702'));
    expect(building?.terrain).toEqual([
      { type: 'bldg_elev', level: 1 },
      { type: 'building', level: 2, exits: 4 },
      { type: 'bldg_cf', level: 40 },
    ]);
    expect(waterDepth(hexAt(board, hex('0101')) ?? { elevation: 0, terrain: [] })).toBe(2);
    expect(unused).toEqual(['bridge', 'bridge_cf', 'bridge_elev']);
  });

  test('GIVEN four 16×17 sheets THEN they stitch into one 32×34 board, each sheet in its quarter', () => {
    const board = stitched();
    expect([board.width, board.height]).toEqual([32, 34]);
    // Coast 1 is top right: its 0702 building is 2302 on the big board.
    expect(hexAt(board, hex('2302'))).toEqual(hexAt(loadBoard('16x17 Coast 1'), hex('0702')));
    // Grassland 1 bottom left: its 0503 heavy woods at 0520; Grassland 2 bottom right: its level-3 1106 at 2723.
    expect(hexAt(board, hex('0520'))).toEqual(hexAt(loadBoard('16x17 Grassland 1'), hex('0503')));
    expect(hexAt(board, hex('2723'))?.elevation).toBe(3);
    expect(hexAt(board, hex('3334'))).toBeUndefined();
  });

  test('GIVEN sheets of different sizes THEN they do not stitch', () => {
    expect(() => stitchBoards([[blankBoard(16, 17), blankBoard(15, 17)]])).toThrow('sheets differ in size');
  });

  test('GIVEN a MegaMek file with options, tags, a background, comments and blank lines THEN they are passed over', () => {
    const text = [
      '# a comment',
      'size 2 1',
      'option exit_roads_to_pavement false',
      'background "boards/pic.png"',
      'tag "Woods (Auto)"',
      '',
      'hex 0101 -1 "swamp:1;mud" ""',
      'hex 0201 2 "" "snow"',
      'end',
      '',
    ].join('\n');
    const { board } = parseBoardFile(text);
    expect(board.hexes).toEqual([
      {
        elevation: -1,
        terrain: [
          { type: 'swamp', level: 1 },
          { type: 'mud', level: 1 },
        ],
      },
      { elevation: 2, terrain: [] },
    ]);
  });
});

describe('malformed boards are refused with the line at fault', () => {
  const lines = (...l: string[]) => l.join('\n');
  test.each([
    [lines('size 2 1', 'hex 0101 0 "" ""', 'end'), 'hex 0201 is missing; a 2×1 board lists all 2 hexes.'],
    [lines('size 2 1', 'hex 0101 0 "" ""', 'hex 0201 0 "" ""', 'hex 0101 0 "" ""', 'end'), 'line 4: hex 0101 is given twice.'],
    [lines('size 2 1', 'hex 0301 0 "" ""', 'end'), 'line 2: hex 0301 is off a 2×1 board.'],
    [lines('size 2 1', 'hex 0101 0 "woods=1" ""', 'end'), 'line 2: `woods=1` is not a terrain tag'],
    [lines('size 2 1', 'hex 0101 high "" ""', 'end'), 'line 2: the elevation must be a whole number'],
    [lines('hex 0101 0 "" ""', 'size 1 1', 'end'), 'line 1: a `hex` line comes before the `size` line.'],
    [lines('size 0 5', 'end'), 'line 1: a board is 1 to 99 hexes each way, not 0×5.'],
    [lines('size 100 5', 'end'), 'line 1: a board is 1 to 99 hexes each way'],
    [lines('size 1 1', 'hex 0101 0 "" ""', 'end', 'hex 0101 0 "" ""'), 'line 4: nothing may follow `end`.'],
    [lines('size 1 1', 'hexes 0101 0 "" ""', 'end'), 'line 2: `hexes` is not a board line'],
    [lines('size 1 1', 'hex 11 0 "" ""', 'end'), 'line 2: `11` is not a hex number'],
    [lines('tag "x"', 'end'), 'there is no `size W H` line.'],
  ])('GIVEN a bad board THEN it is refused: %#', (text, message) => {
    expect(() => parseBoardFile(text)).toThrow(message);
  });

  test('GIVEN a binary file THEN it is refused as not text', () => {
    expect(() => parseBoardFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toThrow(
      'it is not a text file',
    );
    expect(() => parseBoardFile(new Uint8Array([0x73, 0x69, 0xff, 0xfe]))).toThrow('it is not a text file');
  });

  test('GIVEN a file over 1 MB (or 10 MB) THEN it is refused before it is read', () => {
    expect(() => parseBoardFile(new Uint8Array(MAX_BOARD_FILE_BYTES + 1))).toThrow('a board file may be at most 1 MB');
    expect(() => parseBoardFile(new Uint8Array(10 * 1024 * 1024))).toThrow('the file is 10240 kB');
  });
});
