// Who may do what: anyone rolls and attacks; owners or GMs edit and remove units; /config is GM-only; undo is your own
// unless you are GM; and no command reaches another channel's state.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

describe('permissions and isolation', () => {
  let h: Harness;
  let other: Harness;
  beforeAll(async () => {
    h = await createHarness({ channel: { guildId: 'guild-p', channelId: 'table' } });
    other = await createHarness({ channel: { guildId: 'guild-p', channelId: 'other-table' } });
  });
  afterAll(async () => {
    await h.close();
    await other.close();
  });

  test("GIVEN Alice's unit THEN Bob (a player) cannot remove it, a GM can, and the owner can", async () => {
    expect((await h.run('/unit add template:battletech/locust name:Alpha', { user: 'alice' })).error).toBeUndefined();
    expect((await h.run('/unit remove name:Alpha', { user: 'bob' })).error).toBe('Only its owner @alice or a GM can remove `Alpha`.');
    expect((await h.run('/unit remove name:Alpha', { user: 'gm', gm: true })).error).toBeUndefined();
    await h.run('/unit add template:battletech/locust name:Beta', { user: 'alice' });
    expect((await h.run('/unit remove name:Beta', { user: 'alice' })).error).toBeUndefined();
  });

  test("GIVEN Alice's unit THEN Bob's /damage on it is refused and nothing changes, while a GM and Alice herself may apply it", async () => {
    await h.run('/unit add template:battletech/locust name:Target', { user: 'alice' });
    const before = (await h.store.load(h.channel)).version;
    expect((await h.run('/damage battletech target:Target location:CT damage:5', { user: 'bob' })).error).toBe(
      'Only its controller @alice or a GM can apply that to `Target` directly. A GM can hand it over with `/unit control`.',
    );
    expect((await h.store.load(h.channel)).version).toBe(before);
    expect((await h.run('/damage battletech target:Target location:CT damage:5', { user: 'gm', gm: true })).error).toBeUndefined();
    expect((await h.run('/damage battletech target:Target location:CT damage:1', { user: 'alice' })).error).toBeUndefined();
  });

  test('GIVEN a player THEN /config changes are refused but /config show works', async () => {
    expect((await h.run('/config system value:battletech', { user: 'bob' })).error).toBe('Only a GM can change the settings.');
    expect((await h.run('/config show', { user: 'bob' })).error).toBeUndefined();
    expect((await h.run('/config system value:battletech', { user: 'gm', gm: true })).error).toBeUndefined();
  });

  test("GIVEN Alice's action THEN Bob cannot undo it by id, Bob's own /undo finds nothing, and a GM can", async () => {
    const added = await h.run('/unit add template:battletech/locust name:Gamma', { user: 'alice' });
    expect(added.actionId).toBeDefined();
    expect((await h.run(`/undo action:${added.actionId}`, { user: 'bob' })).error).toBe(
      "That was alice's action; only they or a GM can undo it.",
    );
    expect((await h.press('Undo', { user: 'bob', reply: added })).error).toBe("That was alice's action; only they or a GM can undo it.");
    expect((await h.run('/undo', { user: 'bob' })).error).toBe('You have no recent action here to undo.');
    expect((await h.run(`/undo action:${added.actionId}`, { user: 'gm', gm: true })).error).toBeUndefined();
    expect((await h.run('/unit show name:Gamma')).error).toMatch(/No unit called `Gamma` here/);
  });

  test('GIVEN a unit in one channel THEN another channel cannot see, show, undo or autocomplete it', async () => {
    const added = await h.run('/unit add template:battletech/locust name:Delta', { user: 'alice' });
    expect((await other.run('/unit show name:Delta', { user: 'alice' })).error).toMatch(
      /No unit called `Delta` here; this channel has no units yet/,
    );
    expect((await other.run(`/undo action:${added.actionId}`, { user: 'alice' })).error).toBe(
      `No action \`${added.actionId}\` in this channel's history. See \`/history\`.`,
    );
    expect((await other.run('/unit list', { user: 'alice' })).content).toMatch(/No units here yet/);
    expect((await h.run('/unit show name:Delta')).error).toBeUndefined();
  });
});
