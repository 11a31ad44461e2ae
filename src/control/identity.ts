// Names and user ids as Salvo compares them: unit names normalised so look-alikes collide, users always by id.
import { UserError } from '../errors.js';

/** Zero-width, bidi and other invisible format characters (Unicode category Cf), variation selectors and fillers. */
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|[\u115F\u1160\u3164\uFFA0]|\u034F/gu;
/**
 * Combining marks that NFKC could not fold into a letter of a Latin name, or a stack of them: they exist only to make
 * one name look like another. Scripts that write with marks (Devanagari, Thai) keep theirs.
 */
const COMBINING = /[\p{Script=Latin}\p{Script=Common}]\p{M}|\p{M}{3}/u;
const CONTROL = /\p{Cc}/u;
/** Marks, embeddings, overrides and isolates that change the direction text is drawn in. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The form a unit name is stored and compared in: NFKC (full-width `Ａ` becomes `A`, ligatures split), invisible
 * format and bidi characters removed, runs of spaces folded. Control characters and leftover combining marks are
 * refused, since they exist only to make one name look like another.
 */
export function normaliseName(raw: string): string {
  if (CONTROL.test(raw.replace(/[\t\n\r]/g, ' '))) throw new UserError('option', 'A unit name may not contain control characters.');
  if (BIDI.test(raw)) throw new UserError('option', 'A unit name may not contain text-direction (bidi) characters.');
  const name = raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  if (/^\p{M}/u.test(name)) throw new UserError('option', 'A unit name may not start with a combining mark; type the letter itself.');
  if (COMBINING.test(name)) throw new UserError('option', 'A unit name may not carry stray combining marks; type the letter itself.');
  return name;
}

/** The comparison key for a name: its normal form, case-folded. Never throws, so old stored names still resolve. */
export function nameKey(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/**
 * A user id from what a member typed or Discord resolved: `<@123>`, `<@!123>` or a bare id. Display names are never
 * accepted, so a nickname can't stand in for another member.
 */
export function userIdFrom(value: string): string {
  const trimmed = value.trim();
  const mention = /^<@!?([^<>@\s]+)>$/.exec(trimmed);
  const id = mention ? mention[1]! : trimmed;
  if (!/^[\w.-]{1,40}$/.test(id)) throw new UserError('option', `\`${value.slice(0, 40)}\` is not a member; mention them, e.g. \`@name\`.`);
  return id;
}

/** How replies name a user: a mention (Discord ids) or the console's user name. */
export function userLabel(id: string): string {
  return /^\d{15,20}$/.test(id) ? `<@${id}>` : `@${id}`;
}
