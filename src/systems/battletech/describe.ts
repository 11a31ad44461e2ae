// Short text about a 'Mech for `/unit show` and `/unit list`, and its channel options.
import { UserError } from '../../errors.js';
import type { UnitRecord } from '../types.js';
import { weaponLabels } from './attack.js';
import { BLADE_ITEM } from './blade.js';
import { isCaseII } from './damage.js';
import { deriveMech, equipmentUseless } from './derived.js';
import { LOCATIONS, type LocationId, locationCode, locationName } from './locations.js';
import { type BtConfig, DEFAULT_CONFIG, type Equipment, type MechData } from './types.js';

export function describeMech(unit: UnitRecord<MechData>): string {
  const m = unit.data;
  const d = deriveMech(m);
  const armor = LOCATIONS.reduce((n, loc) => n + m.locations[loc].armor + (m.locations[loc].rear ?? 0), 0);
  const maxArmor = LOCATIONS.reduce((n, loc) => n + m.locations[loc].maxArmor + (m.locations[loc].maxRear ?? 0), 0);
  const status = [
    m.destroyed ? `DESTROYED (${m.destroyedReason})` : '',
    m.prone ? 'prone' : '',
    m.shutdown ? 'shut down' : '',
    !m.pilot.dead && !m.pilot.conscious ? 'pilot unconscious' : '',
  ].filter(Boolean);
  const weapons = weaponLabels(m)
    .filter((w) => !equipmentUseless(m, w.item))
    .map((w) => w.label);
  return [
    `**${unit.name}**: ${m.chassis} ${m.model}, ${m.tonnage} t${status.length ? ` — ${status.join(', ')}` : ''}`,
    // The MP the 'Mech can use now, as the sheet shows it: damage and heat both counted.
    `MP ${d.walkWithHeat}/${d.runWithHeat}/${d.jump}${d.walkWithHeat !== d.walk ? ` (heat −${d.walk - d.walkWithHeat} walk)` : ''} · heat ${m.heat} (sinks ${d.heatSinks.dissipation}) · armour ${armor}/${maxArmor} · pilot ${m.pilot.gunnery}/${m.pilot.piloting}, ${m.pilot.hits} hits`,
    `Weapons: ${weapons.join(', ') || 'none working'}`,
    ...bladeLines(m),
    ...caseLine(m),
    ...(m.pendingPsrs.length ? [`Pending PSRs: ${m.pendingPsrs.map((p) => p.reason).join('; ')}`] : []),
  ].join('\n');
}

/** Where each retractable blade stands: `Retractable blade (right arm): extended`. */
function bladeLines(m: MechData): string[] {
  return m.equipment
    .filter((e) => e.key === BLADE_ITEM)
    .map(
      (e) =>
        `Retractable blade (${locationName(m, e.locations[0] as LocationId).toLowerCase()}): ${equipmentUseless(m, e) ? 'destroyed' : e.extended ? 'extended' : 'retracted'}`,
    );
}

/** Where CASE sits: `CASE: LT · Clan CASE (built in): LA, RA · CASE II: CT`; a Clan 'Mech's own CASE takes no slot to show. */
function caseLine(m: MechData): string[] {
  const where = (keep: (e: Equipment) => boolean) =>
    m.equipment.filter((e) => e.kind === 'case' && keep(e)).map((e) => locationCode(m, e.locations[0] as LocationId));
  const kinds: [string, string[]][] = [
    ['CASE', where((e) => !isCaseII(e) && e.slots > 0)],
    ['Clan CASE (built in)', where((e) => !isCaseII(e) && e.slots === 0)],
    ['CASE II', where(isCaseII)],
  ];
  const parts = kinds.filter(([, locs]) => locs.length > 0).map(([kind, locs]) => `${kind}: ${locs.join(', ')}`);
  return parts.length ? [parts.join(' · ')] : [];
}

export function mechWeaponNames(unit: UnitRecord<MechData>): string[] {
  return weaponLabels(unit.data).map((w) => w.label);
}

const CONFIG_KEYS = ['ammoExplosion', 'tac'] as const;

/** Channel options: `ammoExplosion` = `seed` (default, one turn's worth) or `tw` (per shot x shots left); `tac` on/off. */
export function parseBtConfig(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const config: { ammoExplosion: BtConfig['ammoExplosion']; tac: boolean } = { ...DEFAULT_CONFIG };
  for (const [key, value] of Object.entries(raw)) {
    const name = key.replace(/[_-](\w)/g, (_, c: string) => c.toUpperCase());
    if (name === 'ammoExplosion') {
      const v = String(value).trim().toLowerCase();
      if (v === 'seed' || v === 'tw') config.ammoExplosion = v;
      else if (v === 'total-warfare' || v === 'megamek') config.ammoExplosion = 'tw';
      else
        throw new UserError(
          'option',
          `\`ammoExplosion\` must be \`seed\` (one turn's worth of shots) or \`tw\` (damage per shot x shots left).`,
        );
    } else if (name === 'tac') {
      const v =
        typeof value === 'boolean'
          ? value
          : ['true', 'on', 'yes', '1'].includes(String(value).trim().toLowerCase())
            ? true
            : ['false', 'off', 'no', '0'].includes(String(value).trim().toLowerCase())
              ? false
              : undefined;
      if (v === undefined) throw new UserError('option', '`tac` must be on or off.');
      config.tac = v;
    } else {
      throw new UserError('option', `Unknown BattleTech option \`${key}\`. Options: ${CONFIG_KEYS.map((k) => `\`${k}\``).join(', ')}.`);
    }
  }
  return config;
}
