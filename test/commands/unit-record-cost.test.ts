// What the hot commands cost in a many-unit channel, through the real pipeline: the unit records each reads and writes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ChannelStore } from '../../src/store/channel-store.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { type Spy, spyOn, written } from '../helpers/store.js';

describe('GIVEN a BattleTech channel of 12 units', () => {
  let h: Harness;
  let spy: Spy;
  beforeAll(async () => {
    h = await createHarness({
      backend: 'sqlite',
      wrapStore: (opened) => {
        spy = spyOn(opened.backend);
        return new ChannelStore(spy.backend);
      },
    });
    await h.run('/unit add template:battletech/hunchback name:A');
    for (let i = 1; i < 12; i++) expect((await h.run(`/unit add template:battletech/locust name:L${i}`)).error).toBeUndefined();
    spy.reset();
  }, 60_000);
  afterAll(async () => {
    await h.close();
  });

  test('WHEN /roll, /unit show and a /shoot run THEN the roll writes no unit record, the show none, the shot only the two units in it, and none is read back', async () => {
    expect((await h.run('/roll expression:3d6')).error).toBeUndefined();
    expect(spy.writes.map(written)).toEqual([[]]);
    spy.reset();
    expect((await h.run('/unit show name:L7')).error).toBeUndefined();
    expect(spy.writes).toEqual([]);
    const shot = await h.run('/shoot battletech attacker:A target:L3 weapon:Medium Laser tn:2 direction:front', {
      seeds: ['0123456789abcdef0123456789abcdef'],
    });
    expect(shot.error).toBeUndefined();
    expect(shot.content).toContain('→ **HIT**');
    expect(spy.writes).toHaveLength(1);
    // The attacker's heat and the target's damage; the ten other 'Mechs are neither copied back nor written.
    expect(written(spy.writes[0]).sort()).toEqual(['a', 'l3']);
    expect(spy.unitReads).toEqual([]);
  });
});
