// Reads MegaMek .mtf unit files (biped 'Mechs) into a MechSpec; a malformed file is refused naming its line.
import { UserError } from '../../errors.js';
import type { MechSpec } from './build.js';
import { readArmorType, readCockpitType, readStructureType } from './construction.js';
import { LOCATION_NAMES, LOCATIONS, type LocationId, locationName, QUAD_LOCATION_NAMES } from './locations.js';
import type { EngineType } from './types.js';

const SECTION_HEADERS: ReadonlyMap<string, LocationId> = new Map([
  ...LOCATIONS.map((loc) => [LOCATION_NAMES[loc].toLowerCase(), loc] as const),
  // Quads: MegaMek writes the front legs where a biped's arms are.
  ...LOCATIONS.map((loc) => [QUAD_LOCATION_NAMES[loc].toLowerCase(), loc] as const),
]);

const ARMOR_KEYS: Readonly<Record<string, LocationId | 'RTC' | 'RTL' | 'RTR'>> = {
  'la armor': 'LA',
  'ra armor': 'RA',
  'lt armor': 'LT',
  'rt armor': 'RT',
  'ct armor': 'CT',
  'hd armor': 'HD',
  'll armor': 'LL',
  'rl armor': 'RL',
  'fll armor': 'LA',
  'frl armor': 'RA',
  'rll armor': 'LL',
  'rrl armor': 'RL',
  'rtl armor': 'RTL',
  'rtr armor': 'RTR',
  'rtc armor': 'RTC',
};

/** Engine type from the text after the rating: `Fusion Engine`, `XL Engine`, `Light Fusion Engine(IS)`, `XL (Clan) Engine`. */
const ENGINE_TYPES: readonly (readonly [RegExp, EngineType])[] = [
  [/\bxxl\b/i, 'xxl'],
  [/\bxl\b/i, 'xl'],
  [/\blight\b/i, 'light'],
  [/\bcompact\b/i, 'compact'],
  [/\b(ice|i\.c\.e\.?)\b/i, 'ice'],
  [/\bfuel[ -]?cell\b/i, 'fuel-cell'],
  [/\bfission\b/i, 'fission'],
  [/\bfusion\b|^\s*engine/i, 'standard'],
];

const REFUSED_CONFIGS: readonly (readonly [RegExp, string])[] = [
  [/quadvee/i, 'a QuadVee'],
  [/tripod/i, "a three-legged (tripod) 'Mech"],
  [/lam/i, "a Land-Air 'Mech"],
];

const QUAD_ARMOR_KEYS: ReadonlySet<string> = new Set(['fll armor', 'frl armor', 'rll armor', 'rrl armor']);
const BIPED_LIMB_KEYS: ReadonlySet<string> = new Set(['la armor', 'ra armor', 'll armor', 'rl armor']);

export interface MtfResult {
  readonly spec: MechSpec;
  readonly warnings: readonly string[];
  /** Line number of each key, for later errors about its value. */
  readonly lines: Readonly<Record<string, number>>;
}

export function looksLikeMtf(text: string): boolean {
  return /^\s*(config|mass|chassis)\s*:/im.test(text) && /^\s*center torso\s*:\s*$/im.test(text);
}

export function parseMtf(fileName: string, text: string): MtfResult {
  const where = (line: number, raw: string) => `\`${fileName}\` line ${line} (\`${raw.trim().slice(0, 60)}\`)`;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const values = new Map<string, { value: string; line: number; raw: string }>();
  const slots = {} as Record<LocationId, string[]>;
  const slotLines = {} as Record<LocationId, number>;
  const bare: { value: string; line: number }[] = [];
  const warnings: string[] = [];
  const quirks: string[] = [];
  let weaponLinesToSkip = 0;

  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string;
    const lineNo = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const header = /^([A-Za-z ]+):\s*$/.exec(trimmed);
    const section = header ? SECTION_HEADERS.get((header[1] as string).trim().toLowerCase()) : undefined;
    if (section) {
      if (slots[section]) throw new UserError('import', `${where(lineNo, raw)}: the ${LOCATION_NAMES[section]} is listed twice.`);
      const entries: string[] = [];
      slotLines[section] = lineNo;
      while (index + 1 < lines.length && (lines[index + 1] as string).trim() !== '') {
        index++;
        const entry = (lines[index] as string).trim();
        if (SECTION_HEADERS.has(entry.replace(/:\s*$/, '').toLowerCase()) && entry.endsWith(':')) {
          index--;
          break;
        }
        if (entries.length >= 12) {
          throw new UserError(
            'import',
            `${where(index + 1, entry)}: the ${LOCATION_NAMES[section]} lists more than 12 critical slots. Each location has at most 12 lines.`,
          );
        }
        entries.push(entry);
      }
      if (entries.length === 0) {
        throw new UserError('import', `${where(lineNo, raw)}: the ${LOCATION_NAMES[section]} section has no critical slot lines under it.`);
      }
      slots[section] = entries;
      continue;
    }
    if (weaponLinesToSkip > 0) {
      weaponLinesToSkip--;
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) {
      bare.push({ value: trimmed, line: lineNo });
      continue;
    }
    const key = trimmed.slice(0, colon).trim().toLowerCase();
    const value = trimmed.slice(colon + 1).trim();
    if (key === 'weapons') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new UserError('import', `${where(lineNo, raw)}: \`Weapons:\` must be followed by a count.`);
      weaponLinesToSkip = n;
      continue;
    }
    // Many `quirk:` lines (and `weaponquirk:` ones naming a slot): each one kept whole.
    if (key === 'quirk' || key === 'weaponquirk') quirks.push(key === 'quirk' ? value : `weaponquirk:${value}`);
    else if (!values.has(key)) values.set(key, { value, line: lineNo, raw });
  }

  const get = (key: string) => values.get(key);
  const required = (key: string, label: string) => {
    const found = get(key);
    if (!found) throw new UserError('import', `\`${fileName}\`: the \`${label}:\` line is missing. Is this a MegaMek .mtf 'Mech file?`);
    return found;
  };
  const integer = (key: string, label: string, what: string, optional = false): { n: number; line: number } => {
    const found = optional ? get(key) : required(key, label);
    if (!found) return { n: 0, line: 0 };
    const match = /^(\d+)\b/.exec(found.value);
    if (!match) throw new UserError('import', `${where(found.line, found.raw)}: ${what} must be a whole number.`);
    return { n: Number(match[1]), line: found.line };
  };

  const config = get('config');
  if (config) {
    for (const [pattern, what] of REFUSED_CONFIGS) {
      if (pattern.test(config.value)) {
        throw new UserError('import', `${where(config.line, config.raw)}: this is ${what}. Salvo reads biped BattleMechs only.`);
      }
    }
    if (!/biped|quad/i.test(config.value)) {
      throw new UserError('import', `${where(config.line, config.raw)}: unknown configuration; Salvo reads biped and quad BattleMechs.`);
    }
  }

  const afterVersion = bare.filter((b) => !/^version/i.test(b.value));
  const baseChassis = get('chassis')?.value || afterVersion[0]?.value || fileName.replace(/\.mtf$/i, '');
  // Clan 'Mechs carry two names (Timber Wolf / Mad Cat): keep both, the Clan name first as MegaMek's file names do.
  const clanName = get('clanname')?.value;
  const chassis = clanName && !baseChassis.includes(clanName) ? `${clanName} (${baseChassis})` : baseChassis;
  const model = get('model')?.value ?? (get('chassis') ? '' : (afterVersion[1]?.value ?? ''));
  const mass = integer('mass', 'Mass', 'the mass');

  const engineLine = required('engine', 'Engine');
  const engineMatch = /^(\d+)\s*(.*)$/.exec(engineLine.value);
  if (!engineMatch)
    throw new UserError(
      'import',
      `${where(engineLine.line, engineLine.raw)}: expected an engine rating and type, like \`200 Fusion Engine\`.`,
    );
  const engineText = engineMatch[2] ?? '';
  const engineType = ENGINE_TYPES.find(([pattern]) => pattern.test(engineText))?.[1];
  if (!engineType) throw new UserError('import', `${where(engineLine.line, engineLine.raw)}: unknown engine type \`${engineText}\`.`);

  const sinksLine = required('heat sinks', 'Heat Sinks');
  const sinksMatch = /^(\d+)\s*(.*)$/.exec(sinksLine.value);
  if (!sinksMatch) throw new UserError('import', `${where(sinksLine.line, sinksLine.raw)}: expected a count and type, like \`10 Single\`.`);
  const sinkType = /double|laser/i.test(sinksMatch[2] ?? '') ? 'double' : 'single';

  const walk = integer('walk mp', 'Walk MP', 'walking MP');
  const jump = integer('jump mp', 'Jump MP', 'jumping MP', true);

  const armorValue = (key: string): number => {
    const found = get(key);
    if (!found)
      throw new UserError('import', `\`${fileName}\`: the \`${key.toUpperCase().replace(' ARMOR', ' Armor')}:\` line is missing.`);
    const match = /(-?\d+)\s*$/.exec(found.value);
    if (!match || Number(match[1]) < 0)
      throw new UserError('import', `${where(found.line, found.raw)}: armour must be a whole number, 0 or more.`);
    return Number(match[1]);
  };
  const armor = {} as Record<LocationId, number>;
  const quad = /quad/i.test(config?.value ?? '');
  const wanted = (key: string) => (QUAD_ARMOR_KEYS.has(key) ? quad : !(quad && BIPED_LIMB_KEYS.has(key)));
  for (const [key, loc] of Object.entries(ARMOR_KEYS)) if (loc.length === 2 && wanted(key)) armor[loc as LocationId] = armorValue(key);
  const rearArmor = { CT: armorValue('rtc armor'), LT: armorValue('rtl armor'), RT: armorValue('rtr armor') };

  for (const loc of LOCATIONS) {
    if (!slots[loc])
      throw new UserError('import', `\`${fileName}\`: the \`${locationName({ quad }, loc)}:\` critical slot section is missing.`);
  }

  // Types MegaMek rates Advanced or Experimental (hardened, reactive, reflective, ferro-lamellor, primitive...) are
  // read as standard, and the import says so.
  const structureLine = get('structure')?.value;
  const structure = readStructureType(structureLine);
  if (!structure.known) warnings.push(`Structure \`${structureLine}\` is not a Total Warfare or TechManual type: treated as standard.`);
  const armorLine = get('armor')?.value;
  const armorType = readArmorType(armorLine);
  if (!armorType.known) warnings.push(`Armour \`${armorLine}\` is not a Total Warfare or TechManual type: treated as standard.`);
  const cockpitLine = get('cockpit')?.value;
  const cockpit = readCockpitType(cockpitLine);
  if (!cockpit.known) warnings.push(`Cockpit \`${cockpitLine}\` is not a Total Warfare or TechManual type: treated as a standard cockpit.`);

  const keyLines: Record<string, number> = {
    tonnage: mass.line,
    walk: walk.line,
    jump: jump.line,
    engine: engineLine.line,
    heatSinks: sinksLine.line,
  };
  for (const [key, loc] of Object.entries(ARMOR_KEYS)) {
    if (!wanted(key)) continue;
    const line = get(key)?.line ?? 0;
    if (loc.length === 2) keyLines[`armor.${loc}`] = line;
    else keyLines[`rearArmor.${{ RTC: 'CT', RTL: 'LT', RTR: 'RT' }[loc as 'RTC' | 'RTL' | 'RTR']}`] = line;
  }
  for (const loc of LOCATIONS) {
    (slots[loc] ?? []).forEach((_, i) => {
      keyLines[`slots.${loc}.${i}`] = (slotLines[loc] ?? 0) + 1 + i;
    });
  }

  const techBase = get('techbase')?.value ?? 'Inner Sphere';
  const spec: MechSpec = {
    chassis,
    model,
    tonnage: mass.n,
    techBase: /clan/i.test(engineText) && !/clan/i.test(techBase) ? `${techBase} (Clan engine)` : techBase,
    engine: { type: engineType, rating: Number(engineMatch[1]) },
    gyro: get('gyro')?.value || 'Standard Gyro',
    heatSinks: { type: sinkType, count: Number(sinksMatch[1]) },
    walk: walk.n,
    jump: jump.n,
    armor,
    rearArmor,
    slots,
    ...(armorType.type !== 'standard' ? { armorType: armorType.type } : {}),
    ...(structure.type !== 'standard' ? { structureType: structure.type } : {}),
    ...(cockpit.type !== 'standard' ? { cockpit: cockpit.type } : {}),
    ...(quad ? { quad: true } : {}),
    ...(quirks.length ? { quirks } : {}),
  };
  return { spec, warnings, lines: keyLines };
}

/** Origin function for buildMech over a parsed .mtf: names the line a field came from. */
export function mtfOrigin(fileName: string, lines: Readonly<Record<string, number>>): (field: string) => string {
  return (field) => {
    const line = lines[field];
    return line ? `\`${fileName}\` line ${line}` : `\`${fileName}\``;
  };
}
