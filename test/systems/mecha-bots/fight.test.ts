// A seeded two-Bot fight through the real command pipeline: shots, a column button, boiler loss, tinkering, repair, the kill.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Reply } from '../../../src/reply.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import { formatLayout } from '../../../src/systems/mecha-bots/layout.js';
import { botFromTemplate } from '../../../src/systems/mecha-bots/templates.js';
import { createHarness, type Harness } from '../../helpers/harness.js';

/** Seeds whose first two d6 are known: 4 → [1,3], 2 → [5,1], 6 → [3,3], 11 → [2,6]. */
const seed = (n: number) => `5a1f0000000000000000000000${n.toString(16).padStart(6, '0')}`;

const pngNames = (reply: Reply) => (reply.files ?? []).filter((f) => f.data.subarray(1, 4).toString() === 'PNG').map((f) => f.name);

describe('a Mecha Bots fight through the console', () => {
  let h: Harness;
  const replies: Record<string, Reply> = {};
  beforeAll(async () => {
    h = await createHarness({ images: 'full' }); // these steps read the whole chassis
    const run = async (key: string, line: string, user: string, seeds?: string[]) => {
      replies[key] = await h.run(line, { user, ...(seeds ? { seeds } : {}) });
    };
    await run('addAlpha', '/unit add template:mecha-bots/sample name:Alpha', 'alice');
    await run('addBeta', '/unit add template:mecha-bots/scrapper name:Beta', 'bob');
    await run(
      'shot1',
      '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:backward-right range:1 bearing:forward-right',
      'alice',
      [seed(4)],
    );
    replies.press1 = await h.press('No shift → column 3 (B B Ms)', { user: 'alice' });
    await run('tinker1', '/tinker unit:Beta remove:BR0 place:C6', 'bob');
    await run('shot2', '/shoot mecha-bots attacker:Beta target:Alpha weapon:Rivet Gun arc:back range:2 shift:0', 'bob', [seed(2)]);
    await run(
      'shot3',
      '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:forward range:1 bearing:forward-right shift:4',
      'alice',
      [seed(6)],
    );
    await run('repairRefused', '/repair unit:Beta cells:BR4', 'alice');
    await run('repair', '/repair unit:Beta cells:BR4 B1', 'bob');
    await run('tinker2', '/tinker unit:Beta remove:FR0 B0 FL0 F0', 'bob');
    await run(
      'shot4',
      '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:forward range:1 bearing:forward-right shift:2',
      'alice',
      [seed(11)],
    );
    await run('deadShot', '/shoot mecha-bots attacker:Beta target:Alpha weapon:Rivet Gun arc:back range:2', 'bob');
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  test('GIVEN no shift option THEN the first shot offers one button per reachable column, for the shooter only', () => {
    expect(replies.shot1?.content).toContain('🎲 Column roll 2d6: [1, 3] = 4');
    expect(replies.shot1?.buttons?.map((b) => [b.label, b.payload, b.onlyUser])).toEqual([
      ['No shift → column 3 (B B Ms)', expect.stringMatching(/^mecha-bots~[0-9a-f]{8}~mb:shot:1:0$/), undefined],
      ['+1 → column 2 (AR Mt)', expect.stringMatching(/^mecha-bots~[0-9a-f]{8}~mb:shot:1:1$/), undefined],
      ['+2 → column 4 (Ms B Wr Wr)', expect.stringMatching(/^mecha-bots~[0-9a-f]{8}~mb:shot:1:2$/), undefined],
      ['+3 → column 6 (Wd Sa Mt)', expect.stringMatching(/^mecha-bots~[0-9a-f]{8}~mb:shot:1:3$/), undefined],
      ['+4 → column 9 (AP AP)', expect.stringMatching(/^mecha-bots~[0-9a-f]{8}~mb:shot:1:4$/), undefined],
      ['Undo (GM)', expect.any(String), undefined],
    ]);
  });

  test('GIVEN the column-3 button pressed THEN two boiler counters and a mobility counter go, and Unpowered counters follow', () => {
    expect(replies.press1?.content).toBe(
      [
        "**Alpha**'s Steam Cannon at **Beta**'s Backward Right face (shot #1, column roll 4):",
        '4 → column 3 (B B Ms).',
        '3 damage enters from the Backward Right side:',
        '• BR4 B1 (Boiler) destroyed (3 → 2)',
        '• B1 B1 (Boiler) destroyed (2 → 1)',
        '• BL0 M4s (Mobility 4) destroyed (1 → 0)',
        'Boiler loss: Unpowered counters on FR0, BR0, B0, FL0, F0. The owner may move them with `/tinker`.',
      ].join('\n'),
    );
    expect(pngNames(replies.press1 as Reply)).toEqual(['Beta.png']);
  });

  test('GIVEN the owner tinkers, repairs and tinkers again THEN each step is accepted; another player is refused', () => {
    expect(replies.tinker1?.content).toBe('🔧 bob tinkers with **Beta**: powered again: BR0; Unpowered: C6. Power 8/8.');
    expect(replies.repairRefused?.content).toBe(
      '⚠️ Only its controller @bob or a GM can act with `Beta`. A GM can hand it over with `/unit control`.',
    );
    expect(replies.repair?.content).toBe('🛠️ bob repairs **Beta** at the home laboratory: BR4, B1 restored.\nPower 6/16.');
    expect(replies.tinker2?.content).toBe('🔧 bob tinkers with **Beta**: powered again: FR0, B0, FL0, F0. Power 10/16.');
  });

  test('GIVEN Beta fires back THEN the armour of the Sample Bot holds', () => {
    expect(replies.shot2?.content).toContain('• B3 A4R (Back Plate): all 2 absorbed by 2 Protect: the armour holds and the damage stops');
  });

  test('GIVEN two shifted shots down column 5 THEN the sensor goes, then the brain, and the dead Bot cannot shoot', () => {
    expect(replies.shot3?.content).toContain('Shift +4: 6 + 4 = 10 → column 5 (Sr Sa Sa * Wr AR).');
    expect(replies.shot4?.content).toContain('💥 **The brain is destroyed: `Beta` is out of the game.**');
    expect(replies.deadShot?.content).toBe('⚠️ `Beta` has lost its brain and cannot act.');
  });

  test('GIVEN the fight is over THEN the stored chassis are exactly as fought', async () => {
    const doc = await h.store.load(h.channel);
    const beta = doc.units.beta?.data as BotData;
    const cells = formatLayout('Beta', beta)
      .split('\n')
      .filter((line) => /^(F|FR|BR|B|BL|FL|C):/.test(line));
    expect(cells).toEqual([
      'F:  S1r   A1P   A1R   .     S1a!  S1r!  A1P',
      'FR: M1s   .     .     .     .     .     .',
      'BR: M2s   .     .     .     B1    B1    B1',
      'B:  M3t   B1    A2R   A2P   .     .     .',
      'BL: M4s!  .     .     .     .     .     .',
      'FL: M5t   .     .     .     .     .     .',
      'C:  *!    W1d   W1d   W1r   W1r   W1r   S1a!',
    ]);
    expect(beta.destroyed).toBe(true);
    expect(beta.repairs).toEqual([{ cells: ['BR4', 'B1'], by: 'bob' }]);
    expect(beta.lastShot).toMatchObject({ attacker: 'Alpha', arc: 'F', column: 5, stoppedAt: 'C0', brainDestroyed: true });
    const alpha = doc.units.alpha?.data as BotData;
    expect(alpha.cells).toEqual(botFromTemplate('sample').cells);
    expect(doc.pending['mecha-bots']).toEqual({ nextShot: 2, shots: {} });
  });
});
