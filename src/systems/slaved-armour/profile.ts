// Damage profiles such as `Human2345` or `Bear579A`: a species and four base-36 thresholds (Stun, Light, Severe, Death).
import { UserError } from '../../errors.js';
import type { DamageProfile } from './unit.js';

const PROFILE = /^([A-Za-z][A-Za-z' -]*?)?([0-9A-Z]{4})$/;
const EXAMPLE =
  'write the species then four thresholds Stun, Light, Severe, Death, one character each, 0–9 then A = 10, B = 11…, e.g. `Human2345` or `Bear579A`';

function bad(text: string, why: string): never {
  throw new UserError('import', `Damage profile \`${text}\` is malformed: ${why}; ${EXAMPLE}.`);
}

/** One threshold digit: 0–9, then A = 10 … Z = 35. */
export function thresholdDigit(value: number): string {
  return value.toString(36).toUpperCase();
}

export function parseProfile(text: string): DamageProfile {
  const code = text.trim();
  const match = PROFILE.exec(code);
  if (!match) {
    const trailing = /[0-9]*$/.exec(code)?.[0].length ?? 0;
    if (code === '') bad(text, 'it is empty');
    const lower = /[0-9][A-Z0-9]*([a-z])/.exec(code)?.[1];
    if (lower !== undefined) bad(code, `thresholds over 9 are capital letters, but \`${lower}\` is lower-case`);
    if (trailing > 0 && trailing < 4) bad(code, `found ${trailing} threshold${trailing === 1 ? '' : 's'} instead of 4`);
    bad(code, 'it does not end in four thresholds');
  }
  const [, species = '', digits = ''] = match;
  const [stun = 0, light = 0, severe = 0, death = 0] = [...digits].map((d) => Number.parseInt(d, 36));
  if (stun < 1) bad(code, 'the Stun threshold must be at least 1');
  const names = ['Stun', 'Light', 'Severe', 'Death'];
  const values = [stun, light, severe, death];
  for (let i = 1; i < values.length; i++) {
    if ((values[i] ?? 0) < (values[i - 1] ?? 0)) {
      bad(code, `the thresholds must not fall, but ${names[i]} (${values[i]}) is below ${names[i - 1]} (${values[i - 1]})`);
    }
  }
  return { code, species: species.trim(), stun, light, severe, death };
}

export function formatProfile(p: Omit<DamageProfile, 'code'>): string {
  return `${p.species}${[p.stun, p.light, p.severe, p.death].map(thresholdDigit).join('')}`;
}
