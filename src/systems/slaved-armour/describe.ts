// Short text for /unit show and /unit list.
import type { UnitRecord } from '../types.js';
import { destroyedOf } from './mounts.js';
import { pendingHits, placedLine } from './resolve.js';
import { conditionLabel, intactModules, type MeleeWeapon, type SaUnitData, type Weapon } from './unit.js';
import { countOf, spellCode } from './weapon-code.js';

/** `Autocannon \`M24-62\` (effective at Medium range · 2 AA hits · …): 6/6 shots, 2 spare (cannon)`: the code spelled out. */
export function describeWeapon(w: Weapon): string {
  return `${w.name} \`${w.code}\` (${spellCode(w)}): ${w.shotsLeft}/${w.magCapacity} shots, ${w.spareMags} spare${w.tags.length ? ` (${w.tags.join(', ')})` : ''}`;
}

/** `Claw (medium reach, 2 AA hits, 4 AP damage dice)`. */
export function describeMelee(m: MeleeWeapon): string {
  return `${m.name} (${m.reach} reach, ${countOf(m.hits, 'AA hit', 'AA hits', 'no AA hits')}, ${countOf(m.dice, 'AP damage die', 'AP damage dice', 'no AP dice')})`;
}

/** ` (on Rocket rail)`, or ` — **unusable**: Rocket rail destroyed`. */
function mounted(d: SaUnitData, item: { mounts?: readonly string[] }): string {
  if (d.kind !== 'sa' || !item.mounts || item.mounts.length === 0) return '';
  const lost = destroyedOf(d, item.mounts);
  return lost.length > 0 ? ` — **unusable**: ${lost.join(', ')} destroyed` : ` (on ${item.mounts.join(', ')})`;
}

export function describeUnit(unit: UnitRecord<SaUnitData>, pending: Readonly<Record<string, unknown>> = {}): string {
  const placed = placedLine(unit, pendingHits({ pending }));
  return `${describeState(unit)}${placed ? `\n${placed}` : ''}`;
}

function describeState(unit: UnitRecord<SaUnitData>): string {
  const d = unit.data;
  const weapons = d.weapons.length > 0 ? `\nWeapons:${d.weapons.map((w) => `\n• ${describeWeapon(w)}${mounted(d, w)}`).join('')}` : '';
  const melee = d.melee.length > 0 ? `\nMelee: ${d.melee.map((m) => `${describeMelee(m)}${mounted(d, m)}`).join(', ')}` : '';
  if (d.kind === 'sa') {
    const total = d.rows.reduce((n, row) => n + row.length, 0);
    const status = [
      `${d.design}, ${d.locomotion}`,
      `speed ${d.speed}, facing ${d.facing}${d.submerged ? ', submerged' : ''}`,
      `${intactModules(d)}/${total} modules`,
      `skill ${d.skill}`,
      ...(d.fires.length > 0 ? [`🔥 ${d.fires.length} fire${d.fires.length === 1 ? '' : 's'}`] : []),
      ...(d.destroyed ? [`**DESTROYED** (${d.destroyedBy ?? '?'})`] : []),
    ];
    return `**${unit.name}** · ${status.join(' · ')}${weapons}${melee}`;
  }
  const status = [
    `${d.profile.code}, armour ${d.armour}`,
    `damage ${d.damage}/${d.profile.death}`,
    conditionLabel(d.condition) + (d.winded && d.condition === 'ok' ? ', Winded' : ''),
    `STR ${d.str}/${d.maxStr} DEX ${d.dex}/${d.maxDex}`,
    `skill ${d.skill}`,
    ...(d.scars > 0 ? [`${d.scars} scar${d.scars === 1 ? '' : 's'}`] : []),
    ...(d.bedridden ? ['bedridden'] : []),
  ];
  return `**${unit.name}** · ${status.join(' · ')}${weapons}${melee}`;
}
