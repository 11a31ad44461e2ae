// Unit names in replies shown as typed: a name is printed in hundreds of places, so the pipeline escapes every name the
// command read wherever it appears in the reply's text, outside code spans (where escapes would show).
import type { Reply } from '../reply.js';
import type { ChannelDoc } from '../store/channel-doc.js';
import type { ChannelStore } from '../store/channel-store.js';
import type { UnitRecord } from '../systems/types.js';

/** Characters that make Discord markdown mid-line: emphasis, strike, spoiler, code, links and mentions. */
const ACTIVE = /[\\*_~|`<>[\]]/g;
const CODE = /```[\s\S]*?```|`[^`\n]*`/g;

export const escapeName = (name: string): string => name.replace(ACTIVE, '\\$&');

/** Names with a markdown character, longest first so a name inside another is not escaped twice. */
function risky(names: Iterable<string>): string[] {
  return [...new Set(names)].filter((name) => name.search(ACTIVE) !== -1).sort((a, b) => b.length - a.length);
}

/** `text` with each of `names` escaped wherever it stands outside a code span. */
export function escapeNamesIn(text: string, names: Iterable<string>): string {
  const list = risky(names);
  if (list.length === 0) return text;
  const plain = (part: string) => {
    // One pass over all names, so an escaped name is never matched again by a shorter one.
    const pattern = new RegExp(list.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    return part.replace(pattern, escapeName);
  };
  let out = '';
  let at = 0;
  for (const match of text.matchAll(CODE)) {
    out += plain(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + plain(text.slice(at));
}

/** Every text of a reply a member reads as markdown, names escaped. */
export function escapeReplyNames(reply: Reply, names: ReadonlySet<string>): Reply {
  if (names.size === 0) return reply;
  const esc = (text: string) => escapeNamesIn(text, names);
  return {
    ...reply,
    content: esc(reply.content),
    ...(reply.error === undefined ? {} : { error: esc(reply.error) }),
    ...(reply.publicNote === undefined ? {} : { publicNote: esc(reply.publicNote) }),
    ...(reply.embeds
      ? {
          embeds: reply.embeds.map((embed) => ({
            ...embed,
            ...(embed.title === undefined ? {} : { title: esc(embed.title) }),
            ...(embed.description === undefined ? {} : { description: esc(embed.description) }),
            ...(embed.fields ? { fields: embed.fields.map((f) => ({ ...f, name: esc(f.name), value: esc(f.value) })) } : {}),
          })),
        }
      : {}),
  };
}

const riskyByUnits = new WeakMap<object, readonly string[]>();

/**
 * The names of `units` that need escaping. A stored (frozen) units record is shared by every read until a unit
 * changes, so its names are looked at once, not on every command.
 */
function riskyNamesOf(units: Readonly<Record<string, UnitRecord>>): readonly string[] {
  const known = riskyByUnits.get(units);
  if (known) return known;
  const names = risky(Object.values(units).map((unit) => unit.name));
  if (Object.isFrozen(units)) riskyByUnits.set(units, names);
  return names;
}

/** A store that notes the name of every unit a command reads or writes through it that needs escaping, into `names`. */
export function noteNames(store: ChannelStore, names: Set<string>): ChannelStore {
  const note = (doc: ChannelDoc) => {
    for (const name of riskyNamesOf(doc.units)) names.add(name);
  };
  const noting = Object.create(store) as ChannelStore;
  noting.load = async (ref) => {
    const doc = await store.load(ref);
    note(doc);
    return doc;
  };
  noting.mutate = async (ref, actor, command, fn) => {
    const result = await store.mutate(ref, actor, command, (draft, doc) => {
      note(doc);
      return fn(draft, doc);
    });
    note(result.doc);
    return result;
  };
  for (const kind of ['undo', 'redo'] as const)
    noting[kind] = async (...args: Parameters<ChannelStore['undo']>) => {
      const result = await store[kind](...args);
      note(result.doc);
      return result;
    };
  return noting;
}
