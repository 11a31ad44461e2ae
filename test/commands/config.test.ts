// /config through the console pipeline: images full|compact|none obeyed by every unit image, typed system settings,
// deep-merging JSON, and a /config show that marks defaults and lists every table without cutting any.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SaConfig } from '../../src/systems/slaved-armour/tables.js';
import { DEFAULT_CONFIG } from '../../src/systems/slaved-armour/tables.js';
import { THIRD_EDITION } from '../../src/systems/wh40k/tables.js';
import { looksClipped, replyLimitProblems } from '../helpers/discord-limits.js';
import { createHarness, type Harness } from '../helpers/harness.js';

const SEED = 'c303e0000000000000000000000000aa';
const SHOT = '/shoot battletech attacker:Hunch target:Bug weapon:AC/20 tn:2';
/** A weapon fires once a turn: later steps hurt the Locust directly. */
const DAMAGE = '/damage battletech target:Bug location:RL damage:1';

describe('/config', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ channel: { guildId: 'guild-c', channelId: 'config' } });
    await h.run('/unit add template:battletech/hunchback name:Hunch');
    await h.run('/unit add template:battletech/locust name:Bug', { user: 'alice' });
  });
  afterAll(() => h.close());
  const saOptions = async () => (await h.store.load(h.channel)).settings.systems['slaved-armour'];

  test('GIVEN the default image mode THEN a shot carries the compact card and a Full sheet button that shows the sheet to its presser', async () => {
    const shot = await h.run(SHOT, { seeds: [SEED] });
    expect(shot.files?.map((f) => f.name)).toEqual(['Bug-result.png']);
    expect(shot.files?.[0]?.description).toMatch(/^BattleTech result for Bug: /);
    const sheet = await h.press('Full sheet: Bug', { user: 'bob', reply: shot });
    expect(sheet.ephemeral).toBe(true);
    expect(sheet.files?.map((f) => f.name)).toEqual(['Bug-1.png', 'Bug-2.png']);
    expect(sheet.files?.map((f) => f.description)).toEqual([
      expect.stringMatching(/^Page 1 of 2: BattleTech sheet of Bug: /),
      expect.stringMatching(/^Page 2 of 2: BattleTech sheet of Bug: /),
    ]);
  });

  test('GIVEN images full THEN a shot carries the whole sheet and no sheet button', async () => {
    expect((await h.run('/config images mode:full')).content).toBe(
      'Settings updated (images).\nImages: Full sheet with every result (default: compact)',
    );
    const shot = await h.run(DAMAGE);
    expect(shot.files?.map((f) => f.name)).toEqual(['Bug-1.png', 'Bug-2.png']);
    expect(shot.buttons?.map((b) => b.label)).toEqual(['Undo']);
  });

  test('GIVEN images none THEN shots, /unit show and /unit add carry no image; a player may not change it', async () => {
    expect((await h.run('/config images mode:none', { user: 'alice' })).error).toBe('Only a GM can change the settings.');
    await h.run('/config images mode:none');
    expect((await h.run(DAMAGE)).files).toEqual([]);
    expect((await h.run('/unit show name:Bug')).files).toEqual([]);
    expect((await h.run('/unit add template:battletech/atlas name:Atlas')).files).toEqual([]);
    await h.run('/config images mode:compact');
    expect((await h.store.load(h.channel)).settings.images).toBeUndefined();
  });

  test('GIVEN typed settings THEN they are stored at their paths, validated, and shown against their defaults', async () => {
    const reply = await h.run('/config slaved-armour explosion-hits:3 resolve:immediate');
    expect(reply.content).toContain('• explosion-hits: `3` · default `4`');
    expect(reply.content).toContain(
      '• resolve: At once, shot by shot (`immediate`) · default At the end of the phase (seed) (`phase-end`)',
    );
    const stored = await saOptions();
    expect(stored?.resolve).toBe('immediate');
    expect(stored?.fires).toEqual({ ...DEFAULT_CONFIG.fires, explosionHits: 3 });
    expect((await h.run('/config battletech ammo-explosion:tw tac:false')).content).toContain('• tac: off · default on');
    expect((await h.run('/config mecha-bots')).error).toBe('Give at least one setting: `column-map:`, `armour-break:`, `armour-held:`.');
    expect((await h.run('/config wh40k skimmer-fast-move:12')).content).toContain('• skimmer-fast-move: `12` · default `6`');
  });

  test('GIVEN /config set with one key of a table THEN the rest of the table in force stays', async () => {
    await h.run('/config reset system:slaved-armour');
    expect((await h.run('/config set system:slaved-armour json:{"fires":{"explosionHits":2}}')).error).toBeUndefined();
    expect((await h.run('/config set system:slaved-armour json:{"walls":{"steel":[2,2,3,3,4,4]}}')).error).toBeUndefined();
    const stored = (await saOptions()) as Partial<SaConfig> | undefined;
    expect(stored?.fires).toEqual({ ...DEFAULT_CONFIG.fires, explosionHits: 2 });
    expect(stored?.walls).toEqual({ ...DEFAULT_CONFIG.walls, steel: [2, 2, 3, 3, 4, 4] });
    const bad = await h.run('/config set system:slaved-armour json:{"fires":{"explosionHits":99}}');
    expect(bad.error).toContain('fires.explosionHits');
    expect(((await saOptions()) as Partial<SaConfig> | undefined)?.fires?.explosionHits).toBe(2);
  });

  test('GIVEN /config show THEN every system, defaults marked, every Slaved Armour table whole, within Discord limits', async () => {
    const show = await h.run('/config show');
    expect(show.ephemeral).toBe(true);
    expect(replyLimitProblems(show)).toEqual([]);
    const text = [
      show.content,
      ...(show.embeds ?? []).map((e) => e.description ?? ''),
      ...(show.files ?? []).map((f) => f.data.toString()),
    ].join('\n');
    expect(looksClipped(show.content)).toBe(false);
    for (const name of ['**BattleTech**', '**Slaved Armour**', '**Warhammer 40,000 vehicles**', '**Mecha Bots**'])
      expect(text).toContain(name);
    for (const key of ['tn', 'range', 'modules', 'melee', 'locomotion', 'turns', 'infantry']) {
      expect(text).toContain(`• \`${key}\` (default): \`${JSON.stringify(DEFAULT_CONFIG[key as keyof SaConfig])}\``);
    }
    expect(text).toContain(`• \`walls\` (set): \`${JSON.stringify({ ...DEFAULT_CONFIG.walls, steel: [2, 2, 3, 3, 4, 4] })}\``);
    expect(text).toContain('• column-map: Reconstructed card (matches the rules note) (`reconstructed`) · default');
    // 40k's tables are the built-in edition's, shown whole, not the stored `null`.
    const wh40kShow = await h.run('/config show system:wh40k');
    const wh40kText = [wh40kShow.content, ...(wh40kShow.files ?? []).map((f) => f.data.toString())].join('\n');
    expect(wh40kText).toContain(`• \`tables\` (default): \`${JSON.stringify(THIRD_EDITION)}\``);
    expect(wh40kText).not.toContain('null');
    const only = await h.run('/config show system:mecha-bots');
    expect(only.content).not.toContain('Slaved Armour');
    expect(only.content).toContain('• armour-break: Nothing more (seed) (`free`) · default');
  });
});
