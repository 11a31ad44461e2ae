// The console writes each reply's images to disk under names that never collide.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from 'vitest';
import { saveFiles } from '../../src/console/main.js';

test('GIVEN two replies in the same second with the same file name THEN both images are kept under distinct names', () => {
  const out = mkdtempSync(join(tmpdir(), 'salvo-out-'));
  const now = new Date('2026-12-01T19:00:00.250Z');
  const first = saveFiles({ content: 'a', files: [{ name: 'sheet.png', data: Buffer.from('first') }] }, out, now);
  const second = saveFiles(
    {
      content: 'b',
      files: [
        { name: 'sheet.png', data: Buffer.from('second') },
        { name: 'sheet.png', data: Buffer.from('third') },
      ],
    },
    out,
    now,
  );
  expect([...first, ...second].map((p) => basename(p))).toEqual([
    '20261201T190000-sheet.png',
    '20261201T190000-2-sheet.png',
    '20261201T190000-3-sheet.png',
  ]);
  expect([...first, ...second].map((p) => readFileSync(p, 'utf8'))).toEqual(['first', 'second', 'third']);
});
