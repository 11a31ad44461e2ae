// The shared path of every rules command: load the channel, run a pure system action with a fresh seed, save, render, reply.

import { randomBytes } from 'node:crypto';
import { allowanceFrame, spend, storeFrame } from './battle/allowances.js';
import { BATTLE_KEY, readBattle, viewOf } from './battle/battle.js';
import type { Field } from './battlefield/field.js';
import type { Placement } from './battlefield/placement.js';
import type { CommandContext } from './command.js';
import { isGM } from './command.js';
import { BATTLEFIELD_KEY, BoardNotLoaded, fieldOf, loadBoard, readBattlefield, storedPlacements } from './commands-kit/battlefield.js';
import { imageMode, resultImages, type ShownUnit } from './commands-kit/unit-image.js';
import { tableRules } from './control/table-rules.js';
import { recordingRng, seededRng } from './dice/rng.js';
import { UserError } from './errors.js';
import { OptionBag } from './options.js';
import type { Reply, ReplyButton, ReplyFile } from './reply.js';
import type { ChannelDoc } from './store/channel-doc.js';
import type { ChannelDraft } from './store/channel-store.js';
import { peekUnits } from './store/unit-draft.js';
import { systemById } from './systems/registry.js';
import {
  type ActionOutcome,
  type GameSystem,
  type SystemAction,
  type SystemId,
  type SystemState,
  type UnitRecord,
  unitKey,
} from './systems/types.js';

/** Finds a unit by name or says which names exist. */
export function findUnit(units: Readonly<Record<string, UnitRecord>>, name: string): UnitRecord {
  // Own keys only: a unit called `constructor` or `__proto__` must not find Object.prototype's members.
  const unit = Object.hasOwn(units, unitKey(name)) ? units[unitKey(name)] : undefined;
  if (unit) return unit;
  const known = Object.values(units).map((u) => `\`${u.name}\``);
  throw new UserError(
    'unknown-unit',
    known.length > 0
      ? `No unit called \`${name}\` here. Units in this channel: ${known.slice(0, 15).join(', ')}.`
      : `No unit called \`${name}\` here; this channel has no units yet. Add one with \`/unit add\` or \`/unit import\`.`,
  );
}

/** The system an action belongs to: the named unit's, else the channel default, else the one given. */
export function systemFor(doc: ChannelDoc, unitName: string | undefined, explicit?: SystemId): GameSystem {
  if (unitName !== undefined) return systemById(findUnit(doc.units, unitName).system);
  const id = explicit ?? doc.settings.system;
  if (!id) throw new UserError('option', 'Which game system? Pass `system:` or set a channel default with `/config system`.');
  return systemById(id);
}

/** Brings a stored unit up to its system's current schema. */
export function currentUnit(unit: UnitRecord): UnitRecord {
  const system = systemById(unit.system);
  if (unit.schemaVersion === system.unitSchemaVersion) return unit;
  if (unit.schemaVersion > system.unitSchemaVersion) {
    throw new UserError(
      'storage-unavailable',
      `Unit \`${unit.name}\` was saved by a newer Salvo (schema ${unit.schemaVersion}); it is left untouched.`,
    );
  }
  return { ...unit, schemaVersion: system.unitSchemaVersion, data: system.migrateUnit(unit.data, unit.schemaVersion) };
}

/** The state a rules step sees; `field` is the channel's map, when it has one (fieldOf / loadField read it). */
export function systemState(
  system: GameSystem,
  draft: Pick<ChannelDraft, 'units' | 'settings' | 'pending'>,
  field: Field | undefined = fieldOf(draft.pending),
): SystemState {
  const units: Record<string, UnitRecord> = {};
  // Units are read without copying (rules functions are pure): only those the outcome changes are copied into the draft.
  for (const [key, unit] of Object.entries(peekUnits(draft.units))) units[key] = unit.system === system.id ? currentUnit(unit) : unit;
  const battle = readBattle(draft.pending);
  return {
    units,
    config: system.parseConfig(draft.settings.systems[system.id] ?? {}),
    pending: (draft.pending[system.id] as Record<string, unknown> | undefined) ?? {},
    ...(battle?.system === system.id && system.clock ? { battle: viewOf(battle, system.clock) } : {}),
    ...(field ? { field } : {}),
  };
}

export interface ActionStep {
  readonly system: GameSystem;
  readonly action: SystemAction;
  /** Options for this step when they differ from the command's (a button press carries its payload). */
  readonly options?: OptionBag;
  /** The pending roll's choice this step settles, logged so that it is settled once (see runSystemButton). */
  readonly choice?: string;
}

/** Runs one rules step as a logged, undoable, replayable action, and turns its outcome into a reply. */
export function runSystemAction(ctx: CommandContext, step: ActionStep): Promise<Reply> {
  return runSystemActions(ctx, [step]);
}

/** Work done in the same mutation after the steps (the battle clock moving on), with text for the reply. */
export type AfterSteps = (draft: ChannelDraft) => { readonly text: string; readonly mention?: string | undefined };

/**
 * Runs several systems' steps (the end of a phase touches every system in the channel) as ONE logged action,
 * all from one seed, so undo reverts them together and /verify replays them together.
 */
export async function runSystemActions(ctx: CommandContext, steps: readonly ActionStep[], after?: AfterSteps): Promise<Reply> {
  const seed = ctx.newSeed();
  const rollId = randomBytes(4).toString('hex');
  const actor = { id: ctx.user.id, name: ctx.user.name };
  // The map's board is read inside the mutation from memory; the first step on a board this process hasn't parsed
  // stops, loads it, and runs again, so a step without a map (or with a known one) reads nothing more.
  const run = () =>
    ctx.store.mutate(ctx.channel, actor, ctx.commandLine, (draft) => {
      // A rules step is an action even when it changes nothing (a crit check that finds no crit): undo stops at it.
      draft.step = true;
      const rng = recordingRng(seededRng(seed));
      const results = steps.map(({ system, action, options, choice }) => {
        if (choice !== undefined) draft.choice = choice;
        const before = systemState(system, draft);
        const out = action(before, { options: options ?? ctx.options, actor: { ...actor, isGM: isGM(ctx, draft.settings) } }, rng);
        applyOutcome(system, draft, out, isGM(ctx, draft.settings), before.config);
        return { system, out, before: before.units };
      });
      const extra = after?.(draft);
      const text = [...results.map((r) => r.out.text), ...(extra ? [extra.text] : [])].filter((t) => t !== '').join('\n\n');
      if (rng.drawn.length > 0) draft.rolls.push({ id: rollId, seed, what: ctx.commandLine, result: text, draws: rng.drawn });
      return { results, text, mention: extra?.mention, images: imageMode(draft.settings) };
    });
  let mutation: Awaited<ReturnType<typeof run>>;
  try {
    mutation = await run();
  } catch (error) {
    if (!(error instanceof BoardNotLoaded)) throw error;
    await loadBoard(ctx.store, ctx.channel, error.boardId);
    mutation = await run();
  }
  const { result: done, entry, undoable } = mutation;
  const { results: outcomes, text, mention, images } = done;
  const files: ReplyFile[] = [];
  const buttons: ReplyButton[] = [];
  const shownUnits: ShownUnit[] = [];
  for (const { system, out, before } of outcomes) {
    files.push(...(out.files ?? []));
    for (const shown of out.show ?? []) {
      const unit = out.state.units[shown.unit];
      const headline = out.text.split('\n')[0] ?? '';
      if (unit)
        shownUnits.push({
          system,
          before: before[shown.unit],
          after: unit,
          highlight: shown.highlight,
          pending: out.state.pending,
          events: out.events,
          headline,
        });
    }
    // The roll id names the choice these buttons offer, so pressing any of them settles it once.
    for (const button of out.buttons ?? []) buttons.push({ ...button, payload: `${system.id}~${rollId}~${button.payload}` });
  }
  const shownImages = await resultImages(images, shownUnits);
  files.push(...shownImages.files);
  buttons.push(...shownImages.buttons);
  const footer = entry?.rolls.length ? `\n-# roll \`${rollId}\` · \`/verify roll:${rollId}\`` : '';
  return {
    content: `${text}${footer}`,
    ...(mention !== undefined ? { mention } : {}),
    files,
    ...(buttons.length > 0 ? { buttons } : {}),
    ...(entry && undoable ? { actionId: entry.id, rolled: entry.rolls.length > 0 || entry.choice !== undefined } : {}),
  };
}

/**
 * A system's button, pressed: `system~roll~payload` names the system and the roll whose choice it settles (see
 * runSystemActions). A choice is made once: after a GM undoes it, only a GM may choose again, so a player can't see
 * one result, have it undone and pick another.
 */
export async function runSystemButton(ctx: CommandContext, payload: string): Promise<Reply> {
  const [systemId = '', ...rest] = payload.split('~');
  const system = systemById(systemId);
  const action = system.actions.button;
  if (!action) throw new UserError('rule', 'That button no longer does anything.');
  // Buttons posted before choices were tracked carry no roll id; they still work, untracked.
  const choice = rest.length > 1 ? `${systemId}~${rest[0]}` : undefined;
  const inner = rest.length > 1 ? rest.slice(1).join('~') : rest.join('~');
  if (choice !== undefined) {
    const settled = await ctx.store.findChoice(ctx.channel, choice);
    if (settled && !isGM(ctx, (await ctx.store.load(ctx.channel)).settings))
      throw new UserError(
        'permission',
        `${settled.actor.name} already made this choice (action \`${settled.id}\`); only a GM can choose again.`,
      );
  }
  return runSystemAction(ctx, { system, action, options: new OptionBag({ payload: inner }), ...(choice ? { choice } : {}) });
}

/** Copies an outcome's state back into the draft; an action may only change its own system's units. */
function applyOutcome(
  system: GameSystem,
  draft: ChannelDraft,
  outcome: ActionOutcome,
  byGM: boolean,
  config: Readonly<Record<string, unknown>>,
): void {
  const systemId = system.id;
  const current = peekUnits(draft.units);
  for (const key of new Set([...Object.keys(current), ...Object.keys(outcome.state.units)])) {
    const after = outcome.state.units[key];
    const before = current[key];
    if (after === before) continue;
    if ((before && before.system !== systemId) || (after && after.system !== systemId)) {
      throw new Error(`system ${systemId} tried to change unit ${key} of another system`);
    }
    // A copy: the outcome may share parts with the stored (frozen) record, and later steps may change the draft in place.
    if (after) draft.units[key] = structuredClone(after);
    else delete draft.units[key];
  }
  if (Object.keys(outcome.state.pending).length > 0) draft.pending[systemId] = outcome.state.pending;
  else delete draft.pending[systemId];
  if (outcome.placed) movePlaced(draft, outcome.placed);
  // Only a GM's step may override the rules; a system says so in `rulings` and the log keeps it.
  if (outcome.rulings?.length) {
    if (!byGM) throw new Error(`system ${systemId} returned a GM ruling for a player's step`);
    draft.rulings.push(...outcome.rulings);
  }
  const frame = allowanceFrame(draft.pending, systemId, system.clock, tableRules(draft.settings.table).strict);
  if (frame && outcome.uses?.length) {
    // Each weapon that fired spends its allowance; past it a player is refused and a GM's shot is logged as a ruling.
    const names = Object.fromEntries(outcome.uses.map((u) => [u.unit, outcome.state.units[u.unit]?.name ?? u.unit]));
    const spent = spend(frame.battle, frame.clock, undefined, outcome.uses, `#${draft.actionSeq}`, config, names);
    for (const message of spent.overspent) {
      if (!byGM) throw new UserError('rule', `${message} A GM may allow it.`);
      draft.rulings.push(message);
    }
    storeFrame(draft.pending, frame, spent.battle);
  }
  const battle = readBattle(draft.pending);
  if (battle?.system !== systemId || !(outcome.turnRecords || outcome.order)) return;
  draft.pending[BATTLE_KEY] = {
    ...battle,
    ...(outcome.order ? { order: [...outcome.order] } : {}),
    units: { ...battle.units, ...outcome.turnRecords },
  };
}

/** Writes the map positions a step moved into the channel's map record (only the moved units' entries change). */
function movePlaced(draft: ChannelDraft, placed: Readonly<Record<string, Placement>>): void {
  const field = readBattlefield(draft.pending);
  if (!field) throw new Error('a rules step moved units on a map the channel does not have');
  draft.pending[BATTLEFIELD_KEY] = { ...field, at: { ...field.at, ...storedPlacements(placed) } };
}
