// What every BattleTech action reads first: a 'Mech found by name, the channel's options, and a reply cut to fit
// Discord (shared by actions.ts and clock.ts, so neither imports the other for them).
import { UserError } from '../../errors.js';
import { type SystemState, type UnitRecord, unitKey } from '../types.js';
import { type BtConfig, DEFAULT_CONFIG, type MechData } from './types.js';

export const SYSTEM_ID = 'battletech' as const;

export interface Found {
  readonly key: string;
  readonly record: UnitRecord<MechData>;
}

/** Looks a BattleTech unit up by name, with the names that do exist when it is not there. */
export function findMech(state: SystemState, name: string): Found {
  const key = unitKey(name);
  // Own keys only: a unit called `constructor` or `__proto__` must not find Object.prototype's members.
  const record = Object.hasOwn(state.units, key) ? state.units[key] : undefined;
  if (!record) {
    const known = Object.values(state.units)
      .filter((u) => u.system === SYSTEM_ID)
      .map((u) => `\`${u.name}\``);
    throw new UserError(
      'unknown-unit',
      known.length > 0
        ? `No BattleTech unit called \`${name}\` here. BattleTech units in this channel: ${known.slice(0, 15).join(', ')}.`
        : `No unit called \`${name}\` here. Add a 'Mech with \`/unit add\` or \`/unit import\`.`,
    );
  }
  if (record.system !== SYSTEM_ID)
    throw new UserError('wrong-system', `\`${record.name}\` is a ${record.system} unit, not a BattleTech 'Mech.`);
  return { key, record: record as UnitRecord<MechData> };
}

export function configOf(state: SystemState): BtConfig {
  return { ...DEFAULT_CONFIG, ...(state.config as Partial<BtConfig>) };
}

/** Discord shows 2000 characters; longer narrations (missile salvos with crit chains) go in a text file in full. */
export const MAX_REPLY_TEXT = 1800;

export function fitText(lines: readonly string[]): { text: string; files?: { name: string; data: Buffer }[] } {
  const full = lines.join('\n');
  if (full.length <= MAX_REPLY_TEXT) return { text: full };
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > MAX_REPLY_TEXT - 120) break;
    kept.push(line);
    length += line.length + 1;
  }
  const tail = lines.filter((l) => l.startsWith('☠️')).slice(-1);
  return {
    text: [...kept, `… ${lines.length - kept.length} more lines in \`narration.txt\`.`, ...tail].join('\n'),
    files: [{ name: 'narration.txt', data: Buffer.from(`${full}\n`, 'utf8') }],
  };
}
