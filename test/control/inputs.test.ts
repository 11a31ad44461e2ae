// The last loose inputs: names printed as typed, names that only disguise refused, no control characters echoed, no
// prototype keys, no empty labels, and a lost live log noticed rather than passed off as a short history.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { escapeNamesIn } from '../../src/control/name-escape.js';
import { channelKey } from '../../src/store/channel-doc.js';
import { createHarness, type Harness } from '../helpers/harness.js';

describe('escapeNamesIn', () => {
  test('GIVEN a name with markdown THEN it is escaped outside code spans and left alone inside them', () => {
    expect(escapeNamesIn('**||x||** hits `||x||` and ||x||', ['||x||'])).toBe('**\\|\\|x\\|\\|** hits `||x||` and \\|\\|x\\|\\|');
    expect(escapeNamesIn('****b****', ['**b**'])).toBe('**\\*\\*b\\*\\***');
  });

  test('GIVEN one name inside another THEN each occurrence is escaped once', () => {
    expect(escapeNamesIn('*a* and x*a*', ['*a*', 'x*a*'])).toBe('\\*a\\* and x\\*a\\*');
  });

  test('GIVEN names without markdown characters THEN the text is unchanged', () => {
    expect(escapeNamesIn('**Atlas AS7-D** fires', ['Atlas AS7-D'])).toBe('**Atlas AS7-D** fires');
  });
});

for (const backend of ['redis', 'sqlite'] as const) {
  describe(`GIVEN a channel on ${backend}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness({ backend, channel: { guildId: `inputs-${backend}`, channelId: 'table' } });
    });
    afterAll(async () => {
      await h.close();
    });

    test('WHEN units are named **bold** and ||x|| THEN every reply naming them shows the name as typed', async () => {
      const added = await h.run('/unit add template:battletech/locust name:"**bold**"');
      expect(added.error).toBeUndefined();
      expect(added.content).toContain('\\*\\*bold\\*\\*');
      expect(added.content.replace(/`[^`]*`/g, '')).not.toMatch(/(^|[^\\])\*\*bold/);
      expect((await h.run('/unit add template:battletech/locust name:"||x||"')).error).toBeUndefined();
      const shot = await h.run('/shoot battletech attacker:"||x||" target:"**bold**" weapon:"Medium Laser" range:3 direction:front', {
        seeds: ['00000000000000000000000000000001', '00000000000000000000000000000002', '00000000000000000000000000000003'],
      });
      expect(shot.error).toBeUndefined();
      expect(shot.content.replace(/`[^`]*`/g, '')).not.toMatch(/(^|[^\\])\|\|x/);
      expect(shot.content).toContain('\\|\\|x\\|\\|');
      const list = await h.run('/unit list');
      expect(list.content + JSON.stringify(list.embeds ?? [])).toContain('\\|\\|x\\|\\|');
    });

    test('WHEN a name starts with a combining mark or carries a bidi control THEN it is refused and nothing changes', async () => {
      const before = (await h.store.load(h.channel)).version;
      expect((await h.run('/unit add template:battletech/locust name:"\u0301Kes"')).error).toBe(
        'A unit name may not start with a combining mark; type the letter itself.',
      );
      expect((await h.run('/unit add template:battletech/locust name:"Kes\u202Esey"')).error).toBe(
        'A unit name may not contain text-direction (bidi) characters.',
      );
      expect((await h.store.load(h.channel)).version).toBe(before);
    });

    test('WHEN an error would quote ESC, NUL, BEL or RLO THEN none of them is echoed', async () => {
      for (const bad of ['\u001b[31m', '\u0000', '\u0007', '\u202E']) {
        const reply = await h.run(`/roll expression:"2d6${bad}"`);
        expect(reply.error).toBeDefined();
        expect(reply.content + reply.error).not.toMatch(/(?!\n)\p{Cc}|\u202E/u);
      }
    });

    test('WHEN /config set json: names __proto__ or constructor THEN it is refused with a message', async () => {
      for (const key of ['__proto__', 'constructor'])
        expect((await h.run(`/config set system:battletech json:'{"${key}":{"tac":true}}'`)).error).toBe(
          `The JSON may not use the key \`${key}\`: it names no setting.`,
        );
    });

    test('WHEN a label has no visible character THEN it is refused', async () => {
      expect((await h.run('/roll expression:2d6 label:"\u0007\u200B"')).error).toBe(
        'A label needs at least one visible character; leave `label:` out for none.',
      );
      expect((await h.run('/roll expression:"2d6 [\u0007]"')).error).toBeDefined();
    });

    test('WHEN the live log key is deleted THEN /history says which entries were lost, logged once, and play goes on', async () => {
      await h.run('/roll expression:1d6');
      const { nextSeq } = await h.store.load(h.channel);
      await h.store.backend.dropLiveLog(channelKey(h.channel));
      const history = await h.run('/history');
      const text = history.content + JSON.stringify(history.embeds ?? []);
      expect(text).toContain(`(log entries #1–#${nextSeq - 1} were missing from storage)`);
      await h.run('/history');
      const log = await h.store.log(h.channel);
      expect(log.filter((e) => e.lost)).toEqual([expect.objectContaining({ seq: nextSeq, lost: [1, nextSeq - 1] })]);
      expect((await h.run('/roll expression:1d6')).error).toBeUndefined();
    });
  });
}
