// Shared setup for the BattleTech tests: 'Mechs from templates and fixtures, contexts with fixed dice, options.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spend } from '../../../src/battle/allowances.js';
import type { Battle } from '../../../src/battle/battle.js';
import { fixedRng, type Rng } from '../../../src/dice/rng.js';
import { OptionBag, type OptionValue } from '../../../src/options.js';
import { shotUse } from '../../../src/systems/battletech/actions.js';
import { type Ctx, newJournal, openCtx } from '../../../src/systems/battletech/context.js';
import { hitSlot } from '../../../src/systems/battletech/damage.js';
import { importMech, mechFromTemplate, templateSpec } from '../../../src/systems/battletech/import.js';
import { battletech } from '../../../src/systems/battletech/index.js';
import { SALVO_FORMAT, SALVO_FORMAT_VERSION, type SalvoMechFile } from '../../../src/systems/battletech/json-format.js';
import type { LocationId } from '../../../src/systems/battletech/locations.js';
import { type BtConfig, DEFAULT_CONFIG, type MechData } from '../../../src/systems/battletech/types.js';
import type { ActionInput, ActionOutcome, RollEvent, SystemState, UnitRecord, Use } from '../../../src/systems/types.js';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/battletech/', import.meta.url));
export const OWN_FIXTURES = fileURLToPath(new URL('../../fixtures/battletech/', import.meta.url));

export function fixtureText(name: string): string {
  return readFileSync(`${FIXTURES}${name}.mtf`, 'utf8');
}

export function fixtureMech(name: 'Locust LCT-1V' | 'Marauder MAD-3L' | 'Wolverine WVR-6R'): MechData {
  return importMech(`${name}.mtf`, fixtureText(name)).data;
}

export const template = (id: string): MechData => mechFromTemplate(id);

/** An import's warnings less the one naming the file's design quirks (most MegaMek files have some). */
export const withoutQuirks = (warnings: readonly string[]): string[] => warnings.filter((w) => !w.startsWith('Design quirks '));

/** A template as a Salvo 'Mech JSON file, a private copy a test may change (slots are full, 12 or 6 per location). */
export function templateFile(id: string): SalvoMechFile {
  return { format: SALVO_FORMAT, version: SALVO_FORMAT_VERSION, system: 'battletech', ...structuredClone(templateSpec(id)) };
}

/** A context on a copy of `mech` whose dice are exactly `dice` (a test fails if it asks for more). */
export function ctxWith(
  mech: MechData,
  dice: readonly number[],
  config: Partial<BtConfig> = {},
): Ctx & { rng: Rng & { remaining: number } } {
  const rng = fixedRng(dice);
  const ctx = openCtx(newJournal(rng, { ...DEFAULT_CONFIG, ...config }), 'Target', mech);
  return ctx as Ctx & { rng: typeof rng };
}

export function record(name: string, data: MechData): UnitRecord<MechData> {
  return { name, system: 'battletech', owner: 'tester', schemaVersion: 1, data };
}

export function stateOf(units: Record<string, MechData>, config: Partial<BtConfig> = {}): SystemState {
  const records: Record<string, UnitRecord> = {};
  for (const [name, data] of Object.entries(units)) records[name.toLowerCase()] = record(name, data);
  return { units: records, config: { ...DEFAULT_CONFIG, ...config }, pending: {} };
}

export function inputOf(options: Record<string, OptionValue>): ActionInput {
  return { options: new OptionBag(options), actor: { id: 'tester', name: 'Tester', isGM: true } };
}

/** Index of the first slot in `loc` whose name matches. */
export function slotIndex(mech: MechData, loc: LocationId, name: string): number {
  const index = mech.locations[loc].slots.findIndex((s) => s.name === name);
  if (index < 0) throw new Error(`no ${name} in ${loc}`);
  return index;
}

/** The dice a TW slot roll needs to land on a 0-based slot index: [block, slot] for 12-slot locations, [slot] for 6. */
export function slotDice(mech: MechData, loc: LocationId, index: number): number[] {
  return mech.locations[loc].slots.length === 12 ? [index < 6 ? 1 : 4, (index % 6) + 1] : [index + 1];
}

/** Two d6 adding up to `total` (the first die as high as allowed). */
export function twoDice(total: number): [number, number] {
  const first = Math.min(6, total - 1);
  return [first, total - first];
}

/** `label:total` for every die roll in the events, in order. */
export function rollLabels(ctx: { readonly events: readonly { readonly type: string }[] }): string[] {
  return ctx.events.filter((e): e is RollEvent => e.type === 'roll').map((e) => `${e.label}:${e.total}`);
}

/** `label:die+die` for every roll an action made, in order. */
export const rollsOf = (out: ActionOutcome): string[] =>
  out.events.filter((e): e is RollEvent => e.type === 'roll').map((e) => `${e.label}:${e.dice.join('+')}`);

/** `LOC:amount` (`LOC(R):amount` on the rear) for every packet of damage an action dealt `unit`. */
export const damageTo = (out: ActionOutcome, unit: string): string[] =>
  out.events
    .filter((e) => e.type === 'bt-damage' && (e as unknown as { unit: string }).unit === unit)
    .map((e) => {
      const d = e as unknown as { location: string; amount: number; rear: boolean };
      return `${d.location}${d.rear ? '(R)' : ''}:${d.amount}`;
    });

/** A copy of `mech` with a critical hit on one slot (and the PSR it may queue dropped). */
export function withCrit(mech: MechData, loc: LocationId, index: number): MechData {
  const ctx = ctxWith(mech, []);
  hitSlot(ctx, loc, index);
  ctx.mech.pendingPsrs = [];
  return ctx.mech;
}

/**
 * Spends each step's uses in turn in a fresh BattleTech battle, as the pipeline does after each action (`#1`, `#2`…),
 * and returns each step's refusals: what the battle's allowances say of it.
 */
export function allowanceRefusals(steps: readonly (readonly Use[])[], names: Readonly<Record<string, string>> = {}): string[][] {
  let battle: Battle = { system: 'battletech', players: [], order: [], turn: 1, step: 0, units: {} };
  return steps.map((uses, i) => {
    const spent = spend(battle, battletech.clock!, undefined, uses, `#${i + 1}`, {}, names);
    battle = spent.battle;
    return spent.overspent;
  });
}

/** What firing the first weapon in `loc` spends, as /shoot reports it. */
export function firedIn(mech: MechData, unit: string, loc: LocationId): Use {
  return shotUse(unit, mech.equipment.find((e) => e.kind === 'weapon' && e.locations[0] === loc)!);
}
