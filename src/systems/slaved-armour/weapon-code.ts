// Weapon codes: `S16-32 Autopistol` (band, AA hits, AP dice, magazine capacity, slots, name) and the dashed `S-1-6-3-2 auto,pistol`.
import { UserError } from '../../errors.js';
import { DEFAULT_RANGE } from './tables.js';
import type { Weapon, WeaponSpec } from './unit.js';

// The parsed shape lives in unit.ts beside the Weapon it extends; re-exported for the parser's callers.
export type { WeaponSpec } from './unit.js';

/** Words a weapon's name is scanned for; the longest match at each position wins (`Shotgun` is shotgun, not gun). */
export const TAG_WORDS: readonly string[] = [
  'auto',
  'semi',
  'burst',
  'pistol',
  'rifle',
  'carbine',
  'shotgun',
  'sniper',
  'machine',
  'gun',
  'cannon',
  'launcher',
  'rocket',
  'missile',
  'grenade',
  'mortar',
  'flame',
  'laser',
  'heavy',
  'light',
  'bow',
];

/** The largest number any code field may hold, so a typo cannot ask for a million dice. */
export const MAX_CODE_VALUE = 99;

const SHORT = /^([A-Za-z])(\d)(\d)-(\d)(\d)(?:\s+(.+))?$/;
const LONG = /^([A-Za-z])-(\d+)-(\d+)-(\d+)-(\d+)(?:\s+(.+))?$/;
const TAG = /^[a-z][a-z0-9-]*$/;
const EXAMPLE = 'e.g. `S16-32 Autopistol`, or the dashed form `S-1-6-3-2 auto,pistol` for values over 9';

/** Tags found in a weapon's name, in the order they appear. */
export function tagsFromName(name: string): string[] {
  const lower = name.toLowerCase();
  const tags: string[] = [];
  let i = 0;
  while (i < lower.length) {
    const word = TAG_WORDS.filter((w) => lower.startsWith(w, i)).sort((a, b) => b.length - a.length)[0];
    if (word) {
      if (!tags.includes(word)) tags.push(word);
      i += word.length;
    } else i += 1;
  }
  return tags;
}

/** Pasted text echoed in a message is cut short, so the message still fits and still says what is wrong. */
function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function bad(code: string, why: string): never {
  throw new UserError('import', `Weapon code \`${clip(code)}\` is malformed: ${why} (${EXAMPLE}).`);
}

function numberField(code: string, raw: string, field: string, min: number): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > MAX_CODE_VALUE) {
    bad(code, `the ${field} must be a whole number from ${min} to ${MAX_CODE_VALUE}, not ${clip(raw, 12)}`);
  }
  return value;
}

/** Parses a weapon code; throws UserError('import') saying which part is wrong. */
export function parseWeaponCode(text: string): WeaponSpec {
  const code = text.trim();
  if (code === '') bad(text, 'it is empty');
  const long = LONG.exec(code);
  const short = long ? null : SHORT.exec(code);
  const match = long ?? short;
  if (!match) {
    if (!/^[A-Za-z]/.test(code)) bad(code, 'it must start with the range band letter (P, S, M, L or X)');
    if (/^[A-Za-z]-/.test(code)) {
      const parts = (code.split(/\s+/)[0] ?? '').split('-').slice(1);
      const wrong = parts.find((p) => !/^\d+$/.test(p));
      if (wrong !== undefined) bad(code, `\`${clip(wrong, 20)}\` is not a whole number`);
      bad(code, `the dashed form needs 4 numbers after the band (hits, dice, magazine capacity, slots); found ${parts.length}`);
    }
    bad(code, 'after the band letter write two digits, a dash and two digits (hits, dice - magazine capacity, slots)');
  }
  const [, band = '', hits = '', dice = '', cap = '', slots = '', rest] = match;
  const head = code.split(/\s+/)[0] ?? code;
  const spec = {
    band: band.toUpperCase(),
    hits: numberField(code, hits, 'anti-armour hits', 0),
    dice: numberField(code, dice, 'damage dice', 0),
    magCapacity: numberField(code, cap, 'magazine capacity', 1),
    magSlots: numberField(code, slots, 'magazine slots', 0),
  };
  if (long) {
    const tags = (rest ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t !== '');
    const badTag = tags.find((t) => !TAG.test(t));
    if (badTag !== undefined)
      bad(code, `tag \`${clip(badTag, 20)}\` must be one word of letters, digits or dashes, tags separated by commas`);
    return { ...spec, name: code, code: head, tags };
  }
  const name = rest?.trim() ?? '';
  return { ...spec, name: name === '' ? code : name, code: head, tags: tagsFromName(name) };
}

/** A loaded weapon: a full magazine and the given spares. */
export function weaponFromSpec(spec: WeaponSpec, spareMags: number, shotsLeft: number = spec.magCapacity): Weapon {
  return { ...spec, tags: [...spec.tags], shotsLeft, spareMags };
}

export function weaponFromCode(text: string, spareMags = 2): Weapon {
  return weaponFromSpec(parseWeaponCode(text), spareMags);
}

/** The code written back in the short form where every field fits one digit. */
export function formatCode(w: Pick<Weapon, 'band' | 'hits' | 'dice' | 'magCapacity' | 'magSlots'>): string {
  const fields = [w.hits, w.dice, w.magCapacity, w.magSlots];
  if (fields.every((v) => v <= 9)) return `${w.band}${w.hits}${w.dice}-${w.magCapacity}${w.magSlots}`;
  return [w.band, ...fields].join('-');
}

/** `1 AA hit`, `2 AA hits`, or the `none` wording for 0. */
export function countOf(n: number, one: string, many: string, none: string): string {
  return n === 0 ? none : `${n} ${n === 1 ? one : many}`;
}

/**
 * A code spelled out as the seed reads `S16-32`: "effective at Short range · 1 AA hit · 6 AP damage dice · magazine of
 * 3 shots · 2 cargo slots per magazine". Band letters are named from `bands` (the default table unless given).
 */
export function spellCode(
  w: Pick<WeaponSpec, 'band' | 'hits' | 'dice' | 'magCapacity' | 'magSlots'>,
  bands: readonly { readonly id: string; readonly name: string }[] = DEFAULT_RANGE.bands,
): string {
  const band = bands.find((b) => b.id === w.band);
  return [
    band ? `effective at ${band.name} range` : `effective band ${w.band}`,
    countOf(w.hits, 'AA hit', 'AA hits', 'no AA hits'),
    countOf(w.dice, 'AP damage die', 'AP damage dice', 'no AP dice'),
    `magazine of ${countOf(w.magCapacity, 'shot', 'shots', 'no shots')}`,
    w.magSlots === 0 ? 'magazines take no cargo slots' : `${countOf(w.magSlots, 'cargo slot', 'cargo slots', '')} per magazine`,
  ].join(' · ');
}
