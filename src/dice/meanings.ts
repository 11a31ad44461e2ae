// The forms that mean different things in different dialects, with each dialect's reading: the reply's notes and /help's table.
import { DIALECTS, type Dialect, dialectName } from './dialect.js';

export const MEANING_FORMS = ['k3', '>3', 'r2', 't7', 'e6', 'd1', '!'] as const;
export type MeaningForm = (typeof MEANING_FORMS)[number];

/** What each form means in each dialect; `undefined` is "refused there". Facts from each system's own documentation. */
const READINGS: Readonly<Record<MeaningForm, Readonly<Partial<Record<Dialect, string>>>>> = {
  k3: {
    salvo: 'keep the highest 3',
    roll20: 'keep the highest 3',
    'dice-maiden': 'keep the highest 3',
    avrae: 'keep dice showing 3 (refused: use `kh3`)',
    foundry: 'keep the highest 3',
  },
  '>3': {
    salvo: 'count dice above 3 (`>=3` includes 3)',
    roll20: 'count dice of 3 or more (`>` includes the 3)',
    avrae: 'a selector of dice above 3, after `k`, `p`, `rr`, `ro` or `e`',
    foundry: 'a condition after `cs`, `r`, `x`…, strictly above 3',
  },
  r2: {
    salvo: 'reroll 2s until none is left',
    roll20: 'reroll 2s until none is left',
    'dice-maiden': 'reroll dice of 2 or less, once',
    foundry: 'reroll 2s once (`rr2` until none is left)',
  },
  t7: {
    'dice-maiden': 'count dice of 7 or more as successes',
  },
  e6: {
    'dice-maiden': 'dice of 6 or more roll one extra die each, once (`ie6` explodes on)',
    avrae: 'explode on 6, again and again',
  },
  d1: {
    roll20: 'drop the lowest 1',
    'dice-maiden': 'drop the lowest 1',
    foundry: 'drop the lowest 1',
  },
  '!': {
    salvo: 'explode on the highest face',
    roll20: 'explode on the highest face',
    'dice-maiden': 'start a comment (` ! `)',
  },
};

export function reading(form: MeaningForm, dialect: Dialect): string {
  return READINGS[form][dialect] ?? 'refused';
}

/** The modifier key a form is recognised by when the parser reads it (the key typed, before its number). */
export function meaningForm(key: string, hasNumber: boolean): MeaningForm | undefined {
  switch (key.toLowerCase()) {
    case 'k':
      return hasNumber ? 'k3' : undefined;
    case 'r':
      return 'r2';
    case 't':
      return 't7';
    case 'e':
      return 'e6';
    case 'd':
      return 'd1';
    case '!':
      return '!';
    default:
      return undefined;
  }
}

/** The short note a reply carries the first time a channel sees a form read in this dialect. */
export function formNote(form: MeaningForm, dialect: Dialect): string {
  const others = DIALECTS.filter((other) => other !== dialect && READINGS[form][other] !== READINGS[form][dialect])
    .map((other) => `${dialectName(other)}: ${reading(form, other)}`)
    .slice(0, 2);
  return `\`${form}\` read as ${dialectName(dialect)}'s: ${reading(form, dialect)}${others.length > 0 ? ` (${others.join('; ')})` : ''}. \`/help topic:dice\` has the table.`;
}
