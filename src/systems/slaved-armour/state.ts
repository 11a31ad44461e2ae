// Reading and replacing Slaved Armour units in a SystemState, and the narration every action builds its reply from.

import type { Rng } from '../../dice/rng.js';
import { UserError } from '../../errors.js';
import type { RollEvent, SystemState, UnitRecord } from '../types.js';
import { unitKey } from '../types.js';
import { parseConfig } from './config.js';
import type { SaConfig } from './tables.js';
import type { FireKind, PersonData, SaData, SaUnitData, Weapon } from './unit.js';

export type SaUnit = UnitRecord<SaUnitData>;

/** The events Slaved Armour adds to the dice: what happened to which unit. */
export type SaEvent =
  | {
      type: 'shot';
      attacker: string;
      target: string;
      weapon: string;
      tn: number | null;
      total: number;
      hit: boolean;
      margin: number | null;
    }
  | { type: 'shots-used'; unit: string; weapon: string; removed: number; left: number }
  | { type: 'wall'; material: string; absorbed: number; stopped: boolean }
  | { type: 'damage-pending'; target: string; source: string; hits: number; dice: number }
  | { type: 'damage-removed'; target: string; source: string; hits: number; dice: number }
  | { type: 'module-destroyed'; unit: string; row: number; col: number; module: string }
  | { type: 'hit-lost'; unit: string; reason: string }
  | { type: 'sa-destroyed'; unit: string; cause: string }
  | { type: 'explosion'; unit: string; module: string; hits: number }
  | { type: 'fire-started'; unit: string; kind: FireKind; module: string }
  | { type: 'fire-out'; unit: string; module: string; reason: string }
  | { type: 'person-damage'; unit: string; sum: number; armour: number; applied: boolean; winded: boolean }
  | { type: 'wound'; unit: string; condition: string; stat: 'str' | 'dex' | null; amount: number; bedridden: boolean; dead: boolean }
  | { type: 'reload'; unit: string; weapon: string; shotsLeft: number; spareMags: number }
  | { type: 'moved'; unit: string; speed: number; facing: number; submerged: boolean }
  | { type: 'collision'; a: string; b: string; velocity: number; hits: number }
  | { type: 'melee'; attacker: string; defender: string; weapon: string; tn: number; total: number; hit: boolean };

/** Collects dice, events and reply lines in order while a rule runs. */
export class Narration {
  readonly events: (RollEvent | SaEvent)[] = [];
  readonly lines: string[] = [];

  constructor(readonly rng: Rng) {}

  /** Rolls `count` d6, reports them, and returns the faces. */
  d6s(count: number, label: string, target?: number): number[] {
    const dice = Array.from({ length: count }, () => this.rng.int(1, 6));
    const total = dice.reduce((a, b) => a + b, 0);
    this.events.push({ type: 'roll', label, sides: 6, dice, total, ...(target === undefined ? {} : { target }) });
    return dice;
  }

  d6(label: string, target?: number): number {
    return this.d6s(1, label, target)[0] as number;
  }

  /** d66: the first die is the tens. */
  d66(label: string, target: number | null): { tens: number; units: number; value: number } {
    const tens = this.rng.int(1, 6);
    const units = this.rng.int(1, 6);
    const value = tens * 10 + units;
    this.events.push({ type: 'roll', label, sides: 6, dice: [tens, units], total: value, ...(target === null ? {} : { target }) });
    return { tens, units, value };
  }

  event(event: SaEvent): void {
    this.events.push(event);
  }

  line(text: string): void {
    this.lines.push(text);
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/** Dice as the replies show them: `[4][5]`. */
export function showDice(dice: readonly number[]): string {
  return dice.map((d) => `[${d}]`).join('');
}

export function signed(value: number): string {
  return value >= 0 ? `+ ${value}` : `− ${-value}`;
}

export function configOf(state: SystemState): SaConfig {
  return parseConfig(state.config);
}

/** A Slaved Armour unit by name, or a UserError that says which names exist. */
export function getUnit(state: SystemState, name: string, role = 'unit'): SaUnit {
  const unit = Object.hasOwn(state.units, unitKey(name)) ? state.units[unitKey(name)] : undefined;
  if (!unit) {
    const known = Object.values(state.units)
      .filter((u) => u.system === 'slaved-armour')
      .map((u) => `\`${u.name}\``);
    throw new UserError(
      'unknown-unit',
      known.length > 0
        ? `No unit called \`${name}\` here (${role}). Slaved Armour units in this channel: ${known.slice(0, 15).join(', ')}.`
        : `No unit called \`${name}\` here (${role}), and this channel has no Slaved Armour units yet. Add one with \`/unit add\`.`,
    );
  }
  if (unit.system !== 'slaved-armour') {
    throw new UserError('wrong-system', `\`${unit.name}\` is a ${unit.system} unit; this is a Slaved Armour command.`);
  }
  return unit as SaUnit;
}

export function withData(unit: SaUnit, data: SaUnitData): SaUnit {
  return { ...unit, data };
}

/** Replaces units in the state's unit table without touching the others. */
export function withUnits(state: SystemState, ...units: SaUnit[]): SystemState['units'] {
  const next: Record<string, UnitRecord> = { ...state.units };
  for (const unit of units) next[unitKey(unit.name)] = unit;
  return next;
}

/** A weapon by exact name, else by unique prefix, else a UserError listing the unit's weapons. */
export function findWeapon(unit: SaUnit, name: string): { weapon: Weapon; index: number } {
  const wanted = name.trim().toLowerCase();
  const list = unit.data.weapons;
  let index = list.findIndex((w) => w.name.toLowerCase() === wanted || w.code.toLowerCase() === wanted);
  if (index < 0) {
    const matches = list.map((w, i) => [w, i] as const).filter(([w]) => w.name.toLowerCase().startsWith(wanted));
    if (matches.length === 1) index = matches[0]?.[1] ?? -1;
  }
  const weapon = list[index];
  if (!weapon) {
    const names = list.map((w) => `\`${w.name}\``).join(', ');
    throw new UserError(
      'unknown-weapon',
      names ? `${unit.name} has no weapon \`${name}\`. Its weapons: ${names}.` : `${unit.name} carries no ranged weapons.`,
    );
  }
  return { weapon, index };
}

/** Why a unit cannot act (fire, move, fight), or null when it can. */
export function unableToAct(unit: SaUnit): string | null {
  const data = unit.data;
  if (data.kind === 'sa') return data.destroyed ? `${unit.name} is destroyed${data.destroyedBy ? ` (${data.destroyedBy})` : ''}.` : null;
  return personUnable(unit.name, data);
}

function personUnable(name: string, data: PersonData): string | null {
  if (data.condition === 'dead') return `${name} is dead.`;
  if (data.condition !== 'ok') return `${name} is incapacitated (${data.condition.replace('-', ' ')}) for the rest of the combat.`;
  if (data.winded) return `${name} is Winded: prone, and cannot move or fire through the round after it was winded.`;
  return null;
}

/** Whether a unit can still be harmed: wrecks and the dead are left alone. */
export function outOfAction(data: SaUnitData): boolean {
  return data.kind === 'sa' ? data.destroyed : data.condition === 'dead';
}

export function isSa(data: SaUnitData): data is SaData {
  return data.kind === 'sa';
}
