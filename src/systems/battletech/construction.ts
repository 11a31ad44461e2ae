// Armour, internal structure, cockpit and gyro types: how MegaMek writes them in a .mtf header, and which of them
// Salvo knows. Only what MegaMek rates Introductory or Standard (Total Warfare, TechManual) is known; the rest reads
// as standard with a warning that names it.

export const ARMOR_TYPES = [
  'standard',
  'ferro-fibrous',
  'light-ferro-fibrous',
  'heavy-ferro-fibrous',
  'stealth',
  'commercial',
  'industrial',
  'heavy-industrial',
] as const;
export type ArmorType = (typeof ARMOR_TYPES)[number];

export const STRUCTURE_TYPES = ['standard', 'endo-steel', 'endo-composite', 'composite', 'reinforced', 'industrial'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

export const COCKPIT_TYPES = ['standard', 'small', 'command-console', 'torso-mounted', 'industrial', 'industrial-afc'] as const;
export type CockpitType = (typeof COCKPIT_TYPES)[number];

export type GyroType = 'standard' | 'xl' | 'compact' | 'heavy-duty';

/** The names the record sheet and the replies use. */
export const ARMOR_NAMES: Readonly<Record<ArmorType, string>> = {
  standard: 'Standard',
  'ferro-fibrous': 'Ferro-Fibrous',
  'light-ferro-fibrous': 'Light Ferro-Fibrous',
  'heavy-ferro-fibrous': 'Heavy Ferro-Fibrous',
  stealth: 'Stealth',
  commercial: 'Commercial',
  industrial: 'Industrial',
  'heavy-industrial': 'Heavy Industrial',
};

export const STRUCTURE_NAMES: Readonly<Record<StructureType, string>> = {
  standard: 'Standard',
  'endo-steel': 'Endo Steel',
  'endo-composite': 'Endo-Composite',
  composite: 'Composite',
  reinforced: 'Reinforced',
  industrial: 'Industrial',
};

export const COCKPIT_NAMES: Readonly<Record<CockpitType, string>> = {
  standard: 'Standard Cockpit',
  small: 'Small Cockpit',
  'command-console': 'Command Console',
  'torso-mounted': 'Torso-Mounted Cockpit',
  industrial: 'Industrial Cockpit',
  'industrial-afc': 'Industrial Cockpit (AFC)',
};

/**
 * Barrier Armor Rating (MegaMek ArmorType.bar): BattleMech armour is 10 except commercial, 5. A hit whose damage is
 * more than a location's BAR rolls a critical check there while the location has armour (MegaMek
 * TWDamageManager.applyEntityArmorDamage).
 */
export const armorBar = (type: ArmorType | undefined): number => (type === 'commercial' ? 5 : 10);

type Match<T> = readonly (readonly [RegExp, T])[];

/** `Standard(Inner Sphere)`, `Ferro-Fibrous(Clan)`, `Industrial (Inner Sphere)`, `Stealth Armor`, `IS Standard`. */
const ARMOR_MATCH: Match<ArmorType> = [
  [/^heavy\s*industrial/, 'heavy-industrial'],
  [/^industrial/, 'industrial'],
  [/^commercial/, 'commercial'],
  [/^light\s*ferro/, 'light-ferro-fibrous'],
  [/^heavy\s*ferro/, 'heavy-ferro-fibrous'],
  [/^ferro[\s-]*fib(er|re|rous)(\s*armou?r)?$/, 'ferro-fibrous'],
  [/^stealth(\s*armou?r)?$/, 'stealth'],
  [/^(standard|regular)(\s*armou?r)?$/, 'standard'],
];

/** `Standard`, `IS Endo Steel`, `Clan Endo-Composite`, `IS Reinforced`, `Composite`, `IS Industrial`. */
const STRUCTURE_MATCH: Match<StructureType> = [
  [/^endo[\s-]*composite$/, 'endo-composite'],
  [/^endo[\s-]*steel$/, 'endo-steel'],
  [/^composite$/, 'composite'],
  [/^reinforced$/, 'reinforced'],
  [/^industrial$/, 'industrial'],
  [/^(standard|regular)$/, 'standard'],
];

const COCKPIT_MATCH: Match<CockpitType> = [
  [/^small(\s*cockpit)?$/, 'small'],
  [/^command\s*console$/, 'command-console'],
  [/^torso[\s-]*mounted(\s*cockpit)?$/, 'torso-mounted'],
  [/^industrial(\s*cockpit)?\s*\((afc|adv(anced)?\.?\s*fcs)\)$/, 'industrial-afc'],
  [/^industrial(\s*cockpit)?$/, 'industrial'],
  [/^(standard)?(\s*cockpit)?$/, 'standard'],
];

/** The header value without its tech base: `(Inner Sphere)`, `(Clan)`, `IS `, `Clan `, ` Structure`. */
function core(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\((inner sphere|clan|is\/clan|mixed|\(?unknown technology base\)?)\)\s*$/, '')
    .replace(/^(is|clan|cl)\s+/, '')
    .replace(/\s+structure$/, '')
    .trim();
}

function read<T extends string>(value: string | undefined, match: Match<T>, fallback: T): { type: T; known: boolean } {
  if (value === undefined || value.trim() === '') return { type: fallback, known: true };
  const c = core(value);
  const found = match.find(([pattern]) => pattern.test(c));
  return found ? { type: found[1], known: true } : { type: fallback, known: false };
}

export const readArmorType = (value: string | undefined) => read(value, ARMOR_MATCH, 'standard' as ArmorType);
export const readStructureType = (value: string | undefined) => read(value, STRUCTURE_MATCH, 'standard' as StructureType);
export const readCockpitType = (value: string | undefined) => read(value, COCKPIT_MATCH, 'standard' as CockpitType);

/** The gyro from the `Gyro:` text: `Standard Gyro`, `XL Gyro`, `Compact Gyro`, `Heavy Duty Gyro`. */
export function gyroType(text: string | undefined): GyroType {
  const t = (text ?? '').toLowerCase();
  if (/heavy[\s-]*duty/.test(t)) return 'heavy-duty';
  if (/\bxl\b/.test(t)) return 'xl';
  if (/compact/.test(t)) return 'compact';
  return 'standard';
}

/** Gyro critical hits that destroy it: 3 for a heavy-duty gyro, 2 otherwise (TW; MegaMek hitsToDestroyGyro). */
export const gyroHitsToDestroy = (gyro: string | undefined): number => (gyroType(gyro) === 'heavy-duty' ? 3 : 2);

/**
 * PSR modifier from gyro hits (MegaMek Mek.addEntityBonuses): a standard gyro +3 damaged, +6 destroyed; a heavy-duty
 * gyro +1 after one hit, +3 after two, +6 destroyed by the third.
 */
export function gyroPsrModifier(gyro: string | undefined, hits: number): number {
  if (hits <= 0) return 0;
  if (gyroType(gyro) === 'heavy-duty') return hits === 1 ? 1 : hits === 2 ? 3 : 6;
  return hits === 1 ? 3 : 6;
}
