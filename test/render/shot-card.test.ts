// The compact result card, decoded: phone width, a red bar for a destroyed unit, colours by severity, capped height.
import { describe, expect, test } from 'vitest';
import {
  CARD_WIDTH,
  type ChangeCard,
  changeCardAltText,
  headlineLines,
  renderChangeCard,
  SEVERITY_COLOURS,
} from '../../src/render/shot-card.js';
import { theme } from '../../src/render/theme.js';
import { decodePng } from '../helpers/png.js';

const card = (change: Partial<ChangeCard['change']>, headline = '🎯 Hunch fires AC/20 at Bug: 🎲 6+3 = 9 → HIT'): ChangeCard => ({
  unit: 'Bug',
  system: 'BattleTech',
  headline,
  change: { status: null, rows: [], notes: [], ...change },
});

describe('GIVEN a result card', () => {
  test('GIVEN no change THEN a short card on the theme saying no damage, in the good colour', async () => {
    const png = await decodePng(renderChangeCard(card({})));
    expect(png.width).toBe(CARD_WIDTH);
    expect(png.height).toBeLessThan(160);
    expect(png.count(theme.good)).toBeGreaterThan(20);
    expect(png.count(theme.bad)).toBe(0);
    expect(changeCardAltText(card({}))).toBe('BattleTech result for Bug: no damage');
  });

  test('GIVEN a destroyed unit, a destroyed row and a damage note THEN the status bar is red and each severity is drawn', async () => {
    const change = {
      status: 'DESTROYED: centre torso',
      rows: [{ label: 'CT', detail: 'armour −10 (0 left) · structure −16 (0 left) · destroyed', severity: 'destroyed' as const }],
      notes: [{ text: 'Crit RT: AC/20', severity: 'damage' as const }],
    };
    const png = await decodePng(renderChangeCard(card(change)));
    expect(png.width).toBe(CARD_WIDTH);
    // The status bar: a 6-px red stripe at the left edge, a full body line high.
    expect(png.count(theme.bad, { x: theme.padding, y: 0, w: 6, h: png.height }, 2)).toBeGreaterThanOrEqual(6 * 26);
    expect(png.count(SEVERITY_COLOURS.damage)).toBeGreaterThan(20);
    expect(changeCardAltText(card(change))).toBe(
      'BattleTech result for Bug: DESTROYED: centre torso; CT armour −10 (0 left) · structure −16 (0 left) · destroyed; Crit RT: AC/20',
    );
  });

  test('GIVEN forty notes THEN the card stops growing at a phone-sized height', async () => {
    const notes = Array.from({ length: 40 }, (_, i) => ({ text: `Crit ${i}`, severity: 'damage' as const }));
    const png = await decodePng(renderChangeCard(card({ notes })));
    expect(png.height).toBeLessThan(520);
    const few = await decodePng(renderChangeCard(card({ notes: notes.slice(0, 3) })));
    expect(few.height).toBeLessThan(png.height);
  });
});

describe('GIVEN a long first line (#29: the card cut it after two lines)', () => {
  const long =
    '🎯 **Hunchback** fires AC/20 [RT] at **Atlas** (range 4, attacker walked, target moved 3 hexes): 6+3 = **9** vs TN **8** (gunnery 4, medium range +2, attacker walked +1, target moved +1) → **HIT**';

  test('THEN every word of it is on the card, wrapped at the card width, and the card grows a line for each line of it', async () => {
    const lines = headlineLines(long);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(long.replace('🎯 ', '').replace(/\s+/g, ' '));
    const short = await decodePng(renderChangeCard(card({}, 'Hunchback fires')));
    const png = await decodePng(renderChangeCard(card({}, long)));
    expect(png.height - short.height).toBe((lines.length - 1) * 22);
  });
});
