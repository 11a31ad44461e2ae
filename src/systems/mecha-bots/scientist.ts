// Mad Scientists as units: 7 hit points, and each point of a Bot weapon's damage costs a human D6 of them (RULES §1.1).
import type { Rng } from '../../dice/rng.js';
import { UserError } from '../../errors.js';
import type { RollEvent, SystemEvent } from '../types.js';
import type { BotData } from './components.js';
import { describePosition, type MapHex, type MapPosition } from './map.js';

/** A human's hit points (Speed/Carry on the status sheet); at 0 the Mad Scientist is dead and its player's game is over. */
export const SCIENTIST_HIT_POINTS = 7;
/** Each point of Bot-weapon damage is this many dice of wounds to a human. */
export const WOUND_DIE_SIDES = 6;
export const SCIENTIST_TEMPLATE_ID = 'scientist';

export interface WoundTrace {
  readonly by: string;
  readonly weapon: string;
  readonly damage: number;
  readonly dice: readonly number[];
  readonly wounds: number;
}

export interface ScientistData {
  readonly kind: 'scientist';
  readonly hitPoints: number;
  readonly lastWound: WoundTrace | null;
  readonly position?: MapPosition;
  /** The home laboratory, where their Bots are repaired (a GM marks it with `/move lab:`). */
  readonly lab?: MapHex;
}

/** What a Mecha Bots unit holds: a Bot's chassis, or a Mad Scientist. */
export type MbData = BotData | ScientistData;

export function isScientist(data: MbData): data is ScientistData {
  return (data as Partial<ScientistData>).kind === 'scientist';
}

export function newScientist(): ScientistData {
  return { kind: 'scientist', hitPoints: SCIENTIST_HIT_POINTS, lastWound: null };
}

export function looksLikeScientist(data: unknown): data is ScientistData {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<ScientistData>;
  return candidate.kind === 'scientist' && typeof candidate.hitPoints === 'number';
}

export interface WoundEvent extends SystemEvent {
  readonly type: 'mecha-bots/wound';
  readonly scientist: string;
  readonly wounds: number;
  readonly hitPoints: number;
  readonly dead: boolean;
}

/** Rolls D6 wounds per point of `damage` (or takes `wounds` as given) and takes them off the Mad Scientist's hit points. */
export function woundScientist(
  name: string,
  data: ScientistData,
  hit: { by: string; weapon: string; damage: number } | { by: string; weapon: string; wounds: number },
  rng: Rng,
): { data: ScientistData; events: (RollEvent | WoundEvent)[]; lines: string[] } {
  const events: (RollEvent | WoundEvent)[] = [];
  const lines: string[] = [];
  let dice: number[] = [];
  let wounds: number;
  let damage = 0;
  if ('damage' in hit) {
    damage = hit.damage;
    dice = Array.from({ length: hit.damage }, () => rng.int(1, WOUND_DIE_SIDES));
    wounds = dice.reduce((sum, die) => sum + die, 0);
    events.push({ type: 'roll', label: 'wounds (D6 per damage)', sides: WOUND_DIE_SIDES, dice, total: wounds });
    lines.push(`🎲 Wounds, D6 per point of damage: ${hit.damage}d6 [${dice.join(', ')}] = ${wounds}`);
  } else {
    wounds = hit.wounds;
  }
  const hitPoints = Math.max(0, data.hitPoints - wounds);
  const dead = hitPoints === 0;
  lines.push(
    dead
      ? `💀 **${name}** takes ${wounds} wound${wounds === 1 ? '' : 's'} (${data.hitPoints} → 0 hit points) and is dead: game over for their player.`
      : `**${name}** takes ${wounds} wound${wounds === 1 ? '' : 's'}: ${data.hitPoints} → ${hitPoints} of ${SCIENTIST_HIT_POINTS} hit points.`,
  );
  events.push({ type: 'mecha-bots/wound', scientist: name, wounds, hitPoints, dead });
  const lastWound: WoundTrace = { by: hit.by, weapon: hit.weapon, damage, dice, wounds };
  return { data: { ...data, hitPoints, lastWound }, events, lines };
}

export function describeScientist(data: ScientistData): string {
  if (data.hitPoints === 0) return '💀 Mad Scientist, dead: their player has lost.';
  const wound = data.lastWound;
  const last = wound ? `\n• Last wounded by ${wound.by}'s ${wound.weapon}: ${wound.wounds} wound${wound.wounds === 1 ? '' : 's'}` : '';
  const where = describePosition(data.position);
  return `Mad Scientist · ${data.hitPoints}/${SCIENTIST_HIT_POINTS} hit points · a Bot's weapon does D6 wounds per point of damage${where ? ` · ${where}` : ''}${last}`;
}

/** A Mad Scientist as a file: Salvo JSON that `/unit import` reads back to the same unit. */
export function scientistFile(name: string, data: ScientistData): string {
  return `${JSON.stringify({ system: 'mecha-bots', kind: 'scientist', name, hitPoints: data.hitPoints }, null, 2)}\n`;
}

/** Reads `scientistFile`'s JSON; undefined when the JSON is not a Mad Scientist (a Bot, say). */
export function readScientistJson(raw: unknown): { name: string | undefined; data: ScientistData } | undefined {
  if (typeof raw !== 'object' || raw === null || (raw as { kind?: unknown }).kind !== 'scientist') return undefined;
  const { hitPoints, name } = raw as { hitPoints?: unknown; name?: unknown };
  const hp = hitPoints === undefined ? SCIENTIST_HIT_POINTS : hitPoints;
  if (typeof hp !== 'number' || !Number.isInteger(hp) || hp < 0 || hp > SCIENTIST_HIT_POINTS) {
    throw new UserError('import', `A Mad Scientist's \`hitPoints\` must be a whole number 0–${SCIENTIST_HIT_POINTS}.`);
  }
  if (hp === 0) throw new UserError('import', 'This Mad Scientist is dead (`hitPoints: 0`): their player is out of the game.');
  return { name: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined, data: { ...newScientist(), hitPoints: hp } };
}
