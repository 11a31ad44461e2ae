// One place for unit images: the channel's mode picks the sheet, the compact card or nothing, each with alt text.
import { describe, expect, test } from 'vitest';
import { DEFAULT_IMAGE_MODE, imageMode, resultImages, type ShownUnit } from '../../src/commands-kit/unit-image.js';
import { systemById } from '../../src/systems/registry.js';
import type { UnitRecord } from '../../src/systems/types.js';

const battletech = systemById('battletech');
const bug: UnitRecord = {
  name: 'Bug',
  system: 'battletech',
  owner: 'alice',
  schemaVersion: 1,
  data: battletech.createFromTemplate('locust'),
};
const hurt = (): UnitRecord => {
  const data = structuredClone(bug.data) as { locations: Record<string, { armor: number }> };
  data.locations.CT!.armor -= 4;
  return { ...bug, data };
};
const shown = (after: UnitRecord): ShownUnit => ({ system: battletech, before: bug, after, events: [], headline: '🎯 Hunch fires at Bug' });

describe('GIVEN a step that showed a unit', () => {
  test('GIVEN no setting THEN the mode is compact', () => {
    expect(DEFAULT_IMAGE_MODE).toBe('compact');
    expect(imageMode({})).toBe('compact');
  });

  test('GIVEN compact and damage THEN the card with its alt text and a Full sheet button', async () => {
    const { files, buttons } = await resultImages('compact', [shown(hurt())]);
    expect(files.map((f) => [f.name, f.description])).toEqual([['Bug-result.png', 'BattleTech result for Bug: CT armour −4 (6 left)']]);
    expect(buttons).toEqual([{ label: 'Full sheet: Bug', payload: 'sheet:Bug', command: 'unit', style: 'secondary' }]);
  });

  test('GIVEN compact and nothing changed THEN no card, only the button', async () => {
    const { files, buttons } = await resultImages('compact', [shown(bug)]);
    expect(files).toEqual([]);
    expect(buttons.map((b) => b.label)).toEqual(['Full sheet: Bug']);
  });

  test('GIVEN full THEN the sheet and no button; GIVEN none THEN nothing at all', async () => {
    const full = await resultImages('full', [shown(hurt())]);
    expect(full.files.map((f) => f.name)).toEqual(['Bug-1.png', 'Bug-2.png']);
    expect(full.files[1]?.description).toMatch(/^Page 2 of 2: BattleTech sheet of Bug: /);
    expect(full.buttons).toEqual([]);
    expect(await resultImages('none', [shown(hurt())])).toEqual({ files: [], buttons: [] });
  });

  test('GIVEN full and six BattleTech units THEN five two-page sheets (Discord takes ten files) and a button for the sixth', async () => {
    const { files, buttons } = await resultImages(
      'full',
      Array.from({ length: 6 }, () => shown(hurt())),
    );
    expect(files).toHaveLength(10);
    expect(buttons.map((b) => b.label)).toEqual(['Full sheet: Bug']);
  });

  test('GIVEN ten units shown THEN at most three sheet buttons', async () => {
    const { buttons } = await resultImages(
      'compact',
      Array.from({ length: 10 }, () => shown(hurt())),
    );
    expect(buttons).toHaveLength(3);
  });
});
