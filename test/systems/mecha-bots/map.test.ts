// The table's map in Salvo: hex numbering, distance, arcs with the edge rule, the line between hexes, /move, and
// shots that read range, bearing, face and the Bots in the way from it (a Mad Scientist behind a Bot cannot be targeted).
import { describe, expect, test } from 'vitest';
import { fixedRng } from '../../../src/dice/rng.js';
import { renderUnit } from '../../../src/render/registry.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import { mechaBots, repair, tinker } from '../../../src/systems/mecha-bots/index.js';
import { arcOf, formatMapHex, hexesBetween, mapDistance, parseMapHex } from '../../../src/systems/mecha-bots/map.js';
import { newScientist, type ScientistData } from '../../../src/systems/mecha-bots/scientist.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import type { SystemState, UnitRecord } from '../../../src/systems/types.js';
import { ALICE, act, BOB, botOf, refusal, stateOf, unit } from './helpers.js';

const { shoot, move } = mechaBots.actions;
const hex = (text: string) => parseMapHex(text);

describe('map hexes', () => {
  test.each([
    ['0305', { col: 3, row: 5 }],
    ['3,5', { col: 3, row: 5 }],
    [' 12 7 ', { col: 12, row: 7 }],
  ])('GIVEN %j THEN it is column and row', (text, expected) => {
    expect(parseMapHex(text)).toEqual(expected);
  });

  test.each(['0005', '3', 'a,b', '100,1', ''])('GIVEN %j THEN it is refused with the format', (text) => {
    expect(() => parseMapHex(text)).toThrow('Write column and row as on a printed map, `0305` or `3,5`');
  });

  test('GIVEN hexes THEN the distance counts steps, with the even columns half a hex lower', () => {
    expect(mapDistance(hex('0305'), hex('0303'))).toBe(2);
    // 0305's up-right neighbour is 0404 (column 4 sits lower), its down-right one 0405.
    expect(mapDistance(hex('0305'), hex('0404'))).toBe(1);
    expect(mapDistance(hex('0305'), hex('0405'))).toBe(1);
    expect(mapDistance(hex('0305'), hex('0406'))).toBe(2);
    expect(mapDistance(hex('0101'), hex('0701'))).toBe(6);
    expect(formatMapHex({ col: 3, row: 12 })).toBe('0312');
  });

  test.each([
    ['N', '0303', 'F'],
    ['N', '0404', 'FR'],
    ['N', '0405', 'BR'],
    ['N', '0307', 'B'],
    ['N', '0205', 'BL'],
    ['N', '0204', 'FL'],
    ['S', '0303', 'B'],
    ['SE', '0405', 'F'],
    // Exactly on the edge between two arcs (30° off the facing): the arc nearer Forward.
    ['N', '0403', 'F'],
    ['N', '0203', 'F'],
    // 90° off: the edge between the front and back side arcs.
    ['N', '0504', 'FR'],
  ] as const)('GIVEN a figure at 0305 facing %s THEN %s is in its %s arc', (facing, to, arc) => {
    expect(arcOf(hex('0305'), facing, hex(to))).toBe(arc);
  });

  test('GIVEN a line through hex centres THEN the hexes between are listed; along an edge, both sides', () => {
    expect(hexesBetween(hex('0305'), hex('0302')).map(formatMapHex)).toEqual(['0304', '0303']);
    expect(hexesBetween(hex('0305'), hex('0304'))).toEqual([]);
    expect(hexesBetween(hex('0305'), hex('0403')).map(formatMapHex).sort()).toEqual(['0304', '0404']);
  });
});

/** Alice's Sample Bot (gun F/FR/FL, range 3) and Bob's Scrapper, both off the map, and Bob's Mad Scientist. */
function table(): SystemState {
  const state = stateOf(unit('Alpha', botFromTemplate('sample')), unit('Beta', botFromTemplate('scrapper'), 'bob'));
  const doc = { ...unit('Doc', botFromTemplate('scrapper'), 'bob'), data: newScientist() } as UnitRecord;
  return { ...state, units: { ...state.units, doc } };
}

function place(state: SystemState, placements: Record<string, Record<string, string>>): SystemState {
  let next = state;
  for (const [name, options] of Object.entries(placements)) next = act(move, next, { unit: name, ...options }, fixedRng([])).state;
  return next;
}

describe('/move for Mecha Bots', () => {
  test('GIVEN a Bot THEN at: and facing: put it on the map, and a later move keeps what is not given', () => {
    const first = act(move, table(), { unit: 'Alpha', at: '0305', facing: 'N' }, fixedRng([]));
    expect(first.text).toBe('🗺️ **Alpha** stands in 0305 facing N. Shots read range, arcs and Bots in the way from the map.');
    expect(botOf(first, 'Alpha').position).toEqual({ col: 3, row: 5, facing: 'N' });
    const turned = act(move, first.state, { unit: 'Alpha', facing: 'NE' }, fixedRng([]));
    expect(botOf(turned, 'Alpha').position).toEqual({ col: 3, row: 5, facing: 'NE' });
    expect(turned.text).toContain('(from 0305 facing N)');
    expect(mechaBots.describeUnit(turned.state.units.alpha as never)).toContain('\n• On the map at 0305 facing NE');
    const off = act(move, turned.state, { unit: 'Alpha', at: 'off' }, fixedRng([]));
    expect(botOf(off, 'Alpha').position).toBeUndefined();
  });

  test.each([
    [{ unit: 'Beta', at: '0306' }, 'Give `facing:` (N, NE, SE, S, SW, NW)'],
    [{ unit: 'Alpha' }, 'Say where `Alpha` stands with `at:`'],
    [{ unit: 'Alpha', at: '0305', facing: 'N', speed: 2 }, '`speed:` is not used in Mecha Bots'],
    [{ unit: 'Doc', at: '0305', facing: 'N' }, 'A Mad Scientist has no arcs, so no `facing:`.'],
    [{ unit: 'Beta', at: '0304', facing: 'S' }, '`Alpha` already stands in 0304; two Bots cannot share a hex.'],
  ])('GIVEN %j THEN it is refused', (options, message) => {
    const state = place(table(), { Alpha: { at: '0304', facing: 'N' } });
    expect(refusal(() => act(move, state, options, fixedRng([]))).message).toContain(message);
  });

  test('GIVEN a Mad Scientist THEN it may share a hex with a Bot (to tinker)', () => {
    const state = place(table(), { Beta: { at: '0303', facing: 'S' }, Doc: { at: '0303' } });
    expect((state.units.doc as UnitRecord<ScientistData>).data.position).toEqual({ col: 3, row: 3 });
    expect(mechaBots.describeUnit(state.units.doc as never)).toContain(' · on the map at 0303');
  });
});

describe('GIVEN Bots on the map', () => {
  const shot = { attacker: 'Alpha', target: 'Beta', weapon: 'Steam Cannon', shift: 0 };

  test('WHEN Alpha shoots THEN range, bearing and the face struck come from the map', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Beta: { at: '0303', facing: 'N' } });
    const out = act(shoot, state, shot, fixedRng([4, 6]));
    expect(out.text.split('\n').slice(0, 3)).toEqual([
      '**Alpha** fires Steam Cannon (3 damage, range 3) at **Beta**, striking its Back face at range 2. No to-hit roll: in range and arc means a hit.',
      "🗺️ Map: 2 hexes, in the attacker's Forward arc, strikes its Back face; no Bot in the way.",
      // The Periscope Array sees FL, FR and BR only: the map's bearing (Forward) is outside it.
      'No powered sensor covers the target: no shift.',
    ]);
    expect(botOf(out, 'Beta').lastShot).toMatchObject({ arc: 'B', roll: 10, column: 5 });
  });

  test('WHEN the typed range, arc or bearing disagree with the map THEN the shot is refused, naming the map’s value', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Beta: { at: '0303', facing: 'N' } });
    const rng = fixedRng([4, 6]);
    expect(refusal(() => act(shoot, state, { ...shot, range: 3 }, rng)).message).toBe(
      'The map says `range` is 2, not 3. Leave `range:` out to use the map, or fix the map with `/move`.',
    );
    expect(refusal(() => act(shoot, state, { ...shot, arc: 'forward' }, rng)).message).toContain(
      'The map says `arc` is Back, not Forward.',
    );
    expect(refusal(() => act(shoot, state, { ...shot, bearing: 'back' }, rng)).message).toContain(
      'The map says `bearing` is Forward, not Back.',
    );
    expect(act(shoot, state, { ...shot, range: 2, arc: 'back', bearing: 'forward' }, rng).text).toContain('🗺️ Map: 2 hexes');
  });

  test('WHEN the target is behind the attacker THEN the weapon’s arc refuses it', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Beta: { at: '0307', facing: 'N' } });
    expect(refusal(() => act(shoot, state, shot, fixedRng([1, 1]))).message).toContain(
      "`Beta` is in `Alpha`'s Back arc, outside Steam Cannon's arc (Forward, Forward Right, Forward Left).",
    );
  });

  test('WHEN another Bot stands between THEN the shot is refused, naming it; moved aside, the line is clear', () => {
    const doc = (state: SystemState) => ({ ...state, units: { ...state.units } });
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Beta: { at: '0304', facing: 'S' }, Doc: { at: '0303' } });
    const toDoc = { attacker: 'Alpha', target: 'Doc', weapon: 'Steam Cannon' };
    const rng = fixedRng([2, 2, 2]);
    expect(refusal(() => act(shoot, doc(state), toDoc, rng)).message).toBe(
      '`Alpha` cannot target `Doc`: it is behind `Beta` on the map, and a Bot cannot target anything behind another Bot. Move for a clear line, or pick another target.',
    );
    expect(rng.remaining).toBe(3);
    const aside = place(state, { Beta: { at: '0204' } });
    const out = act(shoot, aside, toDoc, rng);
    expect(out.text).toBe(
      [
        '**Alpha** fires Steam Cannon (3 damage, range 3) at the Mad Scientist **Doc** at range 2. No to-hit roll: in range and arc means a hit.',
        "🗺️ Map: 2 hexes, in the attacker's Forward arc; no Bot in the way.",
        '🎲 Wounds, D6 per point of damage: 3d6 [2, 2, 2] = 6',
        '**Doc** takes 6 wounds: 7 → 1 of 7 hit points.',
      ].join('\n'),
    );
  });

  test('WHEN the line runs along the edge of a Bot’s hex THEN that Bot is in the way (Bots are that large)', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Beta: { at: '0404', facing: 'S' }, Doc: { at: '0403' } });
    expect(refusal(() => act(shoot, state, { attacker: 'Alpha', target: 'Doc', weapon: 'Steam Cannon' }, fixedRng([]))).message).toContain(
      'it is behind `Beta` on the map',
    );
  });

  test('WHEN only one of them is on the map THEN the typed options are used, as without a map', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' } });
    expect(refusal(() => act(shoot, state, shot, fixedRng([1, 1]))).message).toContain(
      'Give the distance to the target in hexes with `range:`',
    );
    const out = act(shoot, state, { ...shot, range: 2, arc: 'forward' }, fixedRng([4, 6]));
    expect(out.text).not.toContain('🗺️');
  });

  test('WHEN a Mad Scientist shares the attacker’s hex THEN the weapons cannot reach it', () => {
    const state = place(table(), { Alpha: { at: '0305', facing: 'N' }, Doc: { at: '0305' } });
    expect(refusal(() => act(shoot, state, { attacker: 'Alpha', target: 'Doc', weapon: 'Steam Cannon' }, fixedRng([]))).message).toBe(
      "`Doc` is in `Alpha`'s own hex: a Bot's weapons cannot reach it.",
    );
  });
});

describe('GIVEN a Mad Scientist off the map', () => {
  test('WHEN a Bot shoots it THEN D6 wounds per point of the weapon’s damage, no column, and arc:/shift: are refused', () => {
    const out = act(shoot, table(), { attacker: 'Beta', target: 'Doc', weapon: 'Rivet Gun', range: 1 }, fixedRng([1, 4]), BOB);
    expect(out.events).toEqual([
      { type: 'roll', label: 'wounds (D6 per damage)', sides: 6, dice: [1, 4], total: 5 },
      { type: 'mecha-bots/wound', scientist: 'Doc', wounds: 5, hitPoints: 2, dead: false },
    ]);
    expect(out.show).toEqual([{ unit: 'doc' }]);
    expect(
      refusal(() =>
        act(shoot, table(), { attacker: 'Alpha', target: 'Doc', weapon: 'Steam Cannon', range: 1, arc: 'back' }, fixedRng([]), ALICE),
      ).message,
    ).toBe('`Doc` is a Mad Scientist: there is no chassis face or column, so leave out `arc:`.');
  });

  test('WHEN a Mad Scientist is named as a shooter, tinkered or repaired THEN it is refused: it is not a Bot', () => {
    expect(refusal(() => act(shoot, table(), { attacker: 'Doc', target: 'Beta', weapon: 'x', range: 1 }, fixedRng([]))).message).toBe(
      '`Doc` is a Mad Scientist, not a Bot (attacker).',
    );
    expect(refusal(() => act(tinker, table(), { unit: 'Doc', remove: 'C1' }, fixedRng([]), BOB)).message).toBe(
      '`Doc` is a Mad Scientist, not a Bot (unit).',
    );
    expect(refusal(() => act(repair, table(), { unit: 'Doc', cells: 'all' }, fixedRng([]), BOB)).message).toBe(
      '`Doc` is a Mad Scientist, not a Bot (unit).',
    );
  });

  test('GIVEN the system entry points THEN a Mad Scientist is a template, described, drawn and has no weapons', async () => {
    const doc = mechaBots.createFromTemplate('scientist');
    expect(doc).toEqual({ kind: 'scientist', hitPoints: 7, lastWound: null });
    const record = { ...unit('Doc', botFromTemplate('scrapper')), data: doc } as UnitRecord<typeof doc>;
    expect(mechaBots.describeUnit(record as never)).toBe(
      "Mad Scientist · 7/7 hit points · a Bot's weapon does D6 wounds per point of damage",
    );
    expect(mechaBots.weaponNames(record as never)).toEqual([]);
    expect(mechaBots.migrateUnit(doc, 1)).toEqual(doc);
    const wounded = { ...record, data: { ...doc, hitPoints: 4 } };
    const file = mechaBots.exportUnit(wounded as never, 'state');
    expect(file.extension).toBe('json');
    expect(mechaBots.importUnit('doc.json', file.text)).toEqual({
      data: { kind: 'scientist', hitPoints: 4, lastWound: null },
      suggestedName: 'Doc',
      warnings: [],
    });
    expect(() => mechaBots.importUnit('dead.json', '{"kind":"scientist","hitPoints":0}')).toThrow('This Mad Scientist is dead');
    const png = renderUnit('mecha-bots', record as never);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((botOf(table(), 'Beta') as BotData).position).toBeUndefined();
  });
});
