// Slaved Armour unit data as plain JSON: an SA (six rows of modules) or a person (damage profile, STR/DEX).

/** Rows of the module grid: one per face of the d6 that picks where a Hit lands. */
export const ROW_COUNT = 6;

/** Hex facings 0–5, clockwise from the unit's front; turns are named relative to the facing. */
export const TURNS = ['F', 'FR', 'BR', 'B', 'BL', 'FL'] as const;
export type Turn = (typeof TURNS)[number];

export type FireStarter = 'none' | 'external' | 'internal';
export type FireKind = 'external' | 'internal' | 'explosive';

export interface SaModule {
  readonly name: string;
  readonly destroyed: boolean;
  /** Its loss destroys the SA. */
  readonly critical: boolean;
  /** Rolls at once when hit: explodes or burns. */
  readonly explosive: boolean;
  /** The fire it starts when hit. */
  readonly fire: FireStarter;
}

/** A fire burning at a module (the module is already destroyed; the fire lives on). */
export interface Fire {
  readonly kind: FireKind;
  readonly row: number;
  readonly col: number;
  readonly module: string;
}

/** A weapon code's numbers (src/systems/slaved-armour/weapon-code.ts parses them). */
export interface WeaponSpec {
  readonly name: string;
  /** The code as written, e.g. `S16-32`. */
  readonly code: string;
  /** Effective range band letter. */
  readonly band: string;
  /** Anti-armour Hits. */
  readonly hits: number;
  /** Anti-personnel damage dice. */
  readonly dice: number;
  readonly magCapacity: number;
  /** Cargo slots per magazine. */
  readonly magSlots: number;
  readonly tags: readonly string[];
}

/** A weapon as carried: its code's numbers plus the magazine state. */
export interface Weapon extends WeaponSpec {
  readonly shotsLeft: number;
  readonly spareMags: number;
  /** SA modules it is mounted on; the weapon is unusable once any of them is destroyed. */
  readonly mounts?: readonly string[];
}

export interface MeleeWeapon {
  readonly name: string;
  /** A class from the channel's melee table (default: unarmed, short, medium, long). */
  readonly reach: string;
  readonly hits: number;
  readonly dice: number;
  /** SA modules it is mounted on, as for a Weapon. */
  readonly mounts?: readonly string[];
}

export interface SaData {
  readonly kind: 'sa';
  readonly design: string;
  /** A key of the channel's locomotion table: `legs`, `roller-pitons`. */
  readonly locomotion: string;
  readonly speed: number;
  readonly facing: number;
  readonly submerged: boolean;
  readonly skill: number;
  /** Six rows, leftmost (outermost) module first. */
  readonly rows: readonly (readonly SaModule[])[];
  readonly fires: readonly Fire[];
  readonly weapons: readonly Weapon[];
  readonly melee: readonly MeleeWeapon[];
  /** Modules that carry the locomotion (legs, pitons, suspension); losing them lowers the top speed. */
  readonly drive?: readonly string[];
  readonly destroyed: boolean;
  /** What destroyed it, for the sheet and the replies. */
  readonly destroyedBy: string | null;
}

export interface DamageProfile {
  /** As written, e.g. `Human2345`. */
  readonly code: string;
  readonly species: string;
  readonly stun: number;
  readonly light: number;
  readonly severe: number;
  readonly death: number;
}

/** Ordered: a higher index is a worse state. */
export const CONDITIONS = ['ok', 'stunned', 'light-wound', 'severe-wound', 'dead'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface PersonData {
  readonly kind: 'person';
  readonly profile: DamageProfile;
  readonly armour: number;
  /** Cumulative damage taken, compared against the profile. */
  readonly damage: number;
  readonly condition: Condition;
  /** Prone: cannot move or fire until the next phase ends. */
  readonly winded: boolean;
  readonly str: number;
  readonly dex: number;
  readonly maxStr: number;
  readonly maxDex: number;
  readonly bedridden: boolean;
  readonly scars: number;
  readonly skill: number;
  /** 0 standing or walking, 1 sprinting. */
  readonly speed: number;
  readonly locomotion: string;
  readonly facing: number;
  readonly weapons: readonly Weapon[];
  readonly melee: readonly MeleeWeapon[];
}

export type SaUnitData = SaData | PersonData;

/** Anyone stunned, wounded or dead is out of the fight for the rest of the combat. */
export function incapacitated(person: PersonData): boolean {
  return person.condition !== 'ok';
}

export function conditionLabel(condition: Condition): string {
  return { ok: 'OK', stunned: 'Stunned', 'light-wound': 'Light wound', 'severe-wound': 'Severe wound', dead: 'Dead' }[condition];
}

/** Unarmed is always there, so every unit can fight in melee. */
export const UNARMED: MeleeWeapon = { name: 'Unarmed', reach: 'unarmed', hits: 0, dice: 1 };
export const SA_FISTS: MeleeWeapon = { name: 'Fists', reach: 'unarmed', hits: 1, dice: 3 };

export function meleeWeapons(data: SaUnitData): readonly MeleeWeapon[] {
  return data.melee.length > 0 ? data.melee : [data.kind === 'sa' ? SA_FISTS : UNARMED];
}

export function intactModules(data: SaData): number {
  return data.rows.reduce((sum, row) => sum + row.filter((m) => !m.destroyed).length, 0);
}
