// Saved-roll books in the channel document: one undo slot per book, read from documents that predate them, checked on load.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UserError } from '../../src/errors.js';
import { emptyChannelDoc } from '../../src/store/channel-doc.js';
import type { ChannelStore } from '../../src/store/channel-store.js';
import { migrateChannelDoc } from '../../src/store/migrations.js';
import { openTestStore } from '../helpers/store.js';

const alice = { id: 'alice', name: 'Alice' };
const bob = { id: 'bob', name: 'Bob' };
const ref = { guildId: 'g', channelId: 'macro-slots' };

describe('GIVEN the channel store', () => {
  let store: ChannelStore;
  beforeAll(async () => {
    store = await openTestStore('sqlite');
  });
  afterAll(async () => {
    await store.close();
  });

  test('GIVEN a document from before saved rolls THEN it loads without the slot, and the first save adds it', async () => {
    const { doc } = migrateChannelDoc(JSON.parse(JSON.stringify(emptyChannelDoc())));
    expect(doc.macros).toBeUndefined();
    await store.mutate(ref, alice, '/unit add', (draft) => {
      draft.settings.gmRoleId = 'r1';
    });
    expect((await store.load(ref)).macros).toBeUndefined();
    await store.mutate(ref, alice, '/macro save', (draft) => {
      draft.macros.channel = { atk: { expression: '1d20+{1}', by: 'Alice' } };
    });
    expect((await store.load(ref)).macros).toEqual({ channel: { atk: { expression: '1d20+{1}', by: 'Alice' } } });
  });

  test('GIVEN two saves to one book THEN undoing the earlier is refused, naming the saved rolls and the later action', async () => {
    const first = await store.mutate(ref, alice, '/macro save name:a', (draft) => {
      draft.macros.channel = { ...draft.macros.channel, a: { expression: 'd4', by: 'Alice' } };
    });
    const later = await store.mutate(ref, bob, '/macro save name:b', (draft) => {
      draft.macros.channel = { ...draft.macros.channel, b: { expression: 'd6', by: 'Bob' } };
    });
    const refused = await store.undo(ref, alice, true, first.entry!.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserError);
    expect((refused as UserError).message).toBe(
      `Can't undo \`${first.entry!.id}\`: the channel's saved rolls changed since (\`${later.entry!.id}\` /macro save name:b). Undo those first.`,
    );
    await store.undo(ref, bob, false);
    await store.undo(ref, alice, false, first.entry!.id);
    expect((await store.load(ref)).macros?.channel).toEqual({ atk: { expression: '1d20+{1}', by: 'Alice' } });
  });

  test('GIVEN a stored document whose saved rolls are malformed THEN it is refused as unreadable', () => {
    for (const macros of [[], { channel: 5 }, 'x']) {
      expect(() => migrateChannelDoc({ ...emptyChannelDoc(), macros })).toThrow('bad saved rolls');
    }
  });
});
