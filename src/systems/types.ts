// The one interface every game system plugs into; /shoot, /crit, /unit and /odds dispatch through it (drawing goes by
// system id through src/render/registry.ts, so the rules cores never load canvas).

import type { Field } from '../battlefield/field.js';
import type { Placement, Placements } from '../battlefield/placement.js';
import { nameKey } from '../control/identity.js';
import type { Rng } from '../dice/rng.js';
import type { OptionBag } from '../options.js';
import type { ReplyButton, ReplyFile } from '../reply.js';
import type { Json } from '../store/json-delta.js';

export const SYSTEM_IDS = ['battletech', 'slaved-armour', 'wh40k', 'mecha-bots'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

/** A unit as the channel stores it. `data` belongs to the system and is versioned by `schemaVersion`. */
export interface UnitRecord<D = unknown> {
  readonly name: string;
  readonly system: SystemId;
  /** The user id that added or imported it. */
  readonly owner: string;
  /** The user id a GM handed it to; absent while the owner controls it (see src/control/units.ts). */
  readonly controller?: string;
  readonly schemaVersion: number;
  readonly data: D;
}

/** One phase of a system's turn, as data (src/systems/<system>/phases.ts). */
export interface PhaseSpec {
  readonly id: string;
  readonly name: string;
  /**
   * `player`: each player in turn order takes a step of it; `battle`: one step for the table; `unit`: each unit the
   * clock ranks (`SystemClock.units`) takes a step of its own, in the order fixed as the phase begins, played by its
   * controller (Mecha Bots: lightest Bot first).
   */
  readonly per: 'player' | 'battle' | 'unit';
  /** What happens in it, for the card and the README. */
  readonly note?: string;
  /**
   * The commands a unit acts with that belong to this phase (`shoot`, `move`). A command named by some phase of the
   * battle's system is refused outside its phase, and in a player's step is open only to that player's units
   * (src/battle/clock.ts); a command no phase names may be used at any time. A unit that takes steps of its own
   * uses a command in the `unit` phases that name it, when any does; other units, in the other phases that name it.
   */
  readonly acts?: readonly string[];
  /** A `unit` phase whose order is kept from turn to turn (an initiative order), not fixed afresh from the units. */
  readonly kept?: boolean;
}

/** Which units take steps of their own in a `unit` phase, and in what order. */
export interface UnitSteps {
  /** Whether a unit of this kind takes its own steps (a Bot, not a Mad Scientist), whatever its state. */
  readonly takes: (unit: UnitRecord) => boolean;
  /** Whether it can still act (a wrecked Bot's step is skipped). */
  readonly able: (unit: UnitRecord) => boolean;
  /**
   * The keys of the units that take steps and can act, in the order they act; `players` is this turn's order
   * (BattleTech: the initiative loser first).
   */
  readonly order: (units: Readonly<Record<string, UnitRecord>>, players: readonly string[]) => string[];
}

/** A unit's step in a `unit` phase: the unit (its key and name) and the player who plays it. */
export interface Actor {
  readonly unit: string;
  readonly name: string;
  readonly player: string;
}

/** One thing a unit may do a limited number of times in a phase or a turn. */
export interface Allowance {
  /** The command it limits, as the phases' `acts` name it (`move`, `shoot`). */
  readonly act: string;
  /** `unit`: the unit does it once; `item`: each thing the action reports using (a weapon) once. */
  readonly each: 'unit' | 'item';
  readonly per: 'phase' | 'turn';
  /** Past tense for the refusal: "moved", "fired". */
  readonly done: string;
  /** How often in that span (default 1); may come from the system's channel options. */
  readonly times?: (config: Readonly<Record<string, unknown>>) => number;
  /** Options with which the act spends nothing (a 'Mech's blade set before it moves). */
  readonly free?: (options: OptionBag) => boolean;
  /** Uses of other items (or acts) that this act's uses cannot join in the span, whichever comes first. */
  readonly excludes?: readonly Exclusion[];
}

/**
 * Two uses of one unit that rule each other out within a span (a punch and a kick; a punch and a weapon fired from
 * the same arm). Declared once on either act's allowance, it holds both ways round.
 */
export interface Exclusion {
  /** The other act (this allowance's own act: two different items of it). */
  readonly act: string;
  /** Only when the two uses share a mark (the arm a weapon fired from and the arm that would punch); absent: any use. */
  readonly sharing?: boolean;
  /** A mark that, carried by both uses, lets them stand together (a punch with each arm). */
  readonly unless?: string;
  /** Why, for the refusal: "a limb whose weapon fired makes no physical attack". */
  readonly why: string;
}

/** What the channel holds that a hold reads: the units and the systems' pending state. */
export interface Situation {
  readonly units: Readonly<Record<string, UnitRecord>>;
  readonly pending: Readonly<Record<string, unknown>>;
  /** Where units stand on the channel's map, when it has one. */
  readonly at?: Placements;
}

/** A state that stops a unit doing something at all (a stunned vehicle moving, a Winded soldier firing). */
export interface Hold {
  readonly acts: readonly string[];
  /** Why `unit` may not, with these options, or undefined when it may. */
  readonly when: (unit: UnitRecord, situation: Situation, options: OptionBag) => string | undefined;
}

/** A system's allowances: its table of once-per-span acts, the states that stop acts, and what waits on a unit. */
export interface SystemAllowances {
  readonly once: readonly Allowance[];
  readonly holds?: readonly Hold[];
  /**
   * A two-step resolution of this unit's still waiting for its choice (a column roll): the unit's acts are refused while
   * it waits, with this text saying what waits and how to settle it.
   */
  readonly waiting?: (pending: Readonly<Record<string, unknown>>, unitKey: string) => string | undefined;
}

/** Something a rules step reports it used: the weapon that fired. Keys are the unit's and the system's own item id. */
export interface Use {
  readonly unit: string;
  readonly act: string;
  readonly item: string;
  /** How the refusal names it: "Hull lascannon". */
  readonly label: string;
  /** What else it takes up, that exclusions compare (the locations a weapon fires from, the arm that punches). */
  readonly marks?: readonly string[];
}

/** One spent allowance, kept in the battle until its turn ends; undoing the action that spent it gives it back. */
export interface Spent {
  readonly act: string;
  /** Absent for a unit-level allowance. */
  readonly item?: string;
  readonly label: string;
  /** The use's marks, for exclusions with later uses. */
  readonly marks?: readonly string[];
  /** The turn, and for a phase-long allowance the first step of the phase, it was spent in. */
  readonly turn: number;
  readonly phaseStep: number;
  /** The log id of the action that spent it. */
  readonly id: string;
}

/** How a system's turn is cut into steps. */
export interface SystemClock {
  /**
   * `phase-major`: each phase in order, and within a per-player phase each player (BattleTech, Slaved Armour);
   * `player-major`: each player in order takes every phase (a 40k player turn).
   */
  readonly order: 'phase-major' | 'player-major';
  /** What the system calls one turn ('round' in Slaved Armour); default 'turn'. */
  readonly turnWord?: string;
  readonly phases: readonly PhaseSpec[];
  /** Needed when a phase is played unit by unit. */
  readonly units?: UnitSteps;
  /** What each unit may do once per phase or turn, and what stops it acting (src/battle/allowances.ts enforces it). */
  readonly allowances?: SystemAllowances;
}

/** A system's own record of what one unit did this turn (moved how far, which speed it started from); plain JSON. */
export type TurnRecord = { readonly [key: string]: Json };

/** What a rules action sees of the battle its system is playing. */
export interface BattleView {
  readonly turn: number;
  /** The id of the phase under way (for a phase-ended hook: the phase that is ending). */
  readonly phase: string;
  /** Whose step it is; absent in a phase the table plays together. */
  readonly player?: string;
  /** The unit whose step it is, in a phase played unit by unit. */
  readonly unit?: string;
  readonly order: readonly string[];
  readonly units: { readonly [key: string]: TurnRecord };
}

/** What a rules action sees and returns: plain JSON, so the store can diff, log and undo it. */
export interface SystemState {
  /** Every unit in the channel, keyed by `unitKey(name)`; an action may only change its own system's units. */
  readonly units: Readonly<Record<string, UnitRecord>>;
  /** This system's channel options, as validated by `GameSystem.parseConfig`. */
  readonly config: Readonly<Record<string, unknown>>;
  /** This system's scratch space between commands (pending damage, a shot waiting for its column button). */
  readonly pending: Readonly<Record<string, unknown>>;
  /** The channel's battle, when one is playing this system (src/battle/). */
  readonly battle?: BattleView;
  /** The channel's map and where units stand, when it has one (src/battlefield/): the situation a shot reads. */
  readonly field?: Field;
}

/** Every die a rule rolls is reported this way, so a reply can show it and a seed can replay it. */
export interface RollEvent {
  readonly type: 'roll';
  /** What the roll was for, e.g. 'to-hit', 'hit location', 'crit check'. */
  readonly label: string;
  readonly sides: number;
  readonly dice: readonly number[];
  readonly total: number;
  /** The number the roll had to reach, where there is one. */
  readonly target?: number;
}

/** Systems add their own event kinds; each carries a `type` discriminant. */
export interface SystemEvent {
  readonly type: string;
}

export interface ActionActor {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

export interface ActionInput {
  readonly options: OptionBag;
  readonly actor: ActionActor;
}

export interface ActionOutcome {
  readonly state: SystemState;
  readonly events: readonly (RollEvent | SystemEvent)[];
  /** Narration for the reply, Discord markdown, die by die. */
  readonly text: string;
  /** Units whose diagram goes with the reply (keys into state.units), with what to highlight. */
  readonly show?: ReadonlyArray<{ unit: string; highlight?: unknown }>;
  readonly buttons?: readonly ReplyButton[];
  /** Extra files (an odds chart, say). */
  readonly files?: readonly ReplyFile[];
  /** This turn's records for units it changed (merged into the battle's; ignored without a battle). */
  readonly turnRecords?: Readonly<Record<string, TurnRecord>>;
  /** A new turn order for the rest of this turn (initiative), as user ids. */
  readonly order?: readonly string[];
  /** What the step used that the battle's allowances count (each weapon that fired); ignored without a battle. */
  readonly uses?: readonly Use[];
  /** Units this step moved on the map (a path found by `/move … to:`), written into the channel's map positions. */
  readonly placed?: Readonly<Record<string, Placement>>;
  /** What a GM's step overrode that the rules would have refused (a shot over a blocked line): logged as GM rulings. */
  readonly rulings?: readonly string[];
}

/**
 * A pure rules step: `(state, input, rng) -> { state, events }`. Bad input or an illegal move throws a
 * `UserError`; the caller then keeps the state it had.
 */
export type SystemAction = (state: SystemState, input: ActionInput, rng: Rng) => ActionOutcome;

/** Read-only questions (odds, previews): no state change, no dice. */
export type SystemQuery = (state: SystemState, input: ActionInput) => { text: string; files?: readonly ReplyFile[] };

export interface UnitTemplate {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
}

export interface ImportedUnit<D = unknown> {
  readonly data: D;
  readonly suggestedName: string;
  readonly warnings: readonly string[];
}

/**
 * What `/unit export` writes: the design as it was built (no damage, full ammunition, at rest), or the unit as it is
 * now, with its damage and state, where the system's file format can carry them.
 */
export type ExportKind = 'design' | 'state';

/** A unit written as a file that `importUnit` reads back to the same unit. */
export interface UnitFile {
  /** The file name's extension, without the dot (`json`, `txt`): `importUnit` tells the format by it and the text. */
  readonly extension: string;
  readonly text: string;
  /** What the file leaves out, for the reply (a format that carries no damage, say). */
  readonly note?: string;
}

export type ActionName = 'shoot' | 'crit' | 'damage' | 'phaseEnd' | 'button' | 'move' | 'physical';

/** The shared commands whose options systems add to. */
export type SharedCommand = 'shoot' | 'crit' | 'damage' | 'odds' | 'physical';

/**
 * An option a system reads from a shared command. The command's builder is the union over all systems (all optional
 * beyond the shared ones), so two systems using one name must agree on its type; a test checks this.
 */
export interface OptionSpec {
  readonly name: string;
  readonly description: string;
  readonly type: 'string' | 'integer' | 'boolean';
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** Offer unit names or the attacker's weapon names as the user types. */
  readonly autocomplete?: 'unit' | 'weapon';
  /** Who may give it when it overrides the rules (see src/control/access.ts); absent = anyone who may run the command. */
  readonly access?: 'declare' | 'modifier' | 'gm';
  /**
   * The map answers it (range, cover, movement, attack direction): once every unit the command names stands on the
   * channel's map, only a GM may give it, as a ruling (src/control/access.ts).
   */
  readonly map?: boolean;
  /** Discord asks for it before the command can be sent. */
  readonly required?: boolean;
  /** Values fixed by the channel's configuration (range bands, wall materials), offered as the user types. */
  readonly suggest?: (config: Record<string, unknown>) => ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

/** How bad one line of a result card is: the card colours it (src/render/shot-card.ts). */
export type ChangeSeverity = 'info' | 'damage' | 'destroyed';

/** What one rules step did to one unit, for the compact result card: what was lost where, and what it led to. */
export interface UnitChange {
  /** The unit's state now when it matters at a glance ("DESTROYED: centre torso"), else null. */
  readonly status: string | null;
  /** One line per location, row, facing or face struck, e.g. `{ label: 'CT', detail: 'armour −5 (7 left) · structure −2 (14 left)' }`. */
  readonly rows: ReadonlyArray<{ readonly label: string; readonly detail: string; readonly severity: ChangeSeverity }>;
  /** Crits, modules, damage results, pending dice: one short line each. */
  readonly notes: ReadonlyArray<{ readonly text: string; readonly severity: ChangeSeverity }>;
}

/**
 * A typed channel setting for `/config <system>`: one slash option, stored under `path` in the system's options. Its
 * default is whatever `parseConfig({})` holds there.
 */
export interface SettingSpec {
  /** Slash option name (lower case, dashes). */
  readonly option: string;
  /** Where the value sits in the options, e.g. `['fires', 'explosionHits']`. */
  readonly path: readonly string[];
  readonly description: string;
  readonly type: 'string' | 'integer' | 'boolean';
  /** Display names for fixed values. */
  readonly choices?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly min?: number;
  readonly max?: number;
}

export interface GameSystem<D = unknown> {
  readonly id: SystemId;
  readonly name: string;
  /** Bumped whenever the shape of `data` changes; `migrateUnit` brings older documents up to it. */
  readonly unitSchemaVersion: number;
  readonly templates: readonly UnitTemplate[];
  /** A fresh unit from a built-in template; throws UserError('unknown-template'). */
  createFromTemplate(templateId: string): D;
  /** Parses an imported file (MegaMek .mtf, Salvo JSON, a text layout); throws UserError('import') naming the line or cell. */
  importUnit(fileName: string, text: string): ImportedUnit<D>;
  /** Writes the unit in the format `importUnit` reads, so import → export → import gives the same unit. */
  exportUnit(unit: UnitRecord<D>, kind: ExportKind): UnitFile;
  /** Brings stored data of an older `schemaVersion` up to date; throws UserError when it cannot. */
  migrateUnit(data: unknown, fromVersion: number): D;
  /** Short text for `/unit show` and `/unit list`; `pending` is the system's scratch (damage placed, waiting). */
  describeUnit(unit: UnitRecord<D>, pending?: Readonly<Record<string, unknown>>): string;
  /** Names for autocomplete of the `weapon` option. */
  weaponNames(unit: UnitRecord<D>): readonly string[];
  /** Validates this system's channel options from `/config`; throws UserError on a bad value. */
  parseConfig(raw: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /**
   * The validated options as `/config show` lists them, where the stored form names something by reference (40k's
   * `tables: null` for the built-in edition's tables): absent, the options as stored.
   */
  shownConfig?(config: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The common options as typed `/config <system>` settings; tables stay raw JSON (`/config set`). */
  readonly settings: readonly SettingSpec[];
  /**
   * What a step did to a unit it shows, for the compact result card: `before` is the unit as the step found it
   * (undefined when the step created it), `events` every event of the step.
   */
  changeOf(before: UnitRecord<D> | undefined, after: UnitRecord<D>, events: readonly (RollEvent | SystemEvent)[]): UnitChange;
  readonly actions: Partial<Record<ActionName, SystemAction>>;
  /** Options this system reads from the shared commands, beyond the ones every system shares. */
  readonly commandOptions: Partial<Record<SharedCommand, readonly OptionSpec[]>>;
  /** `/odds` for this system, and `/shoot preview:true`: exact odds, no dice. */
  readonly odds?: SystemQuery;
  readonly preview?: SystemQuery;
  /** The phases of a turn, as data, for `/battle`. */
  readonly clock?: SystemClock;
  /** What the end of a battle phase does; `state.battle` names the phase that is ending and whose step it was. */
  readonly phaseEnded?: SystemAction;
  /**
   * One line for the battle card: what this unit did this turn and what it owes (PSRs, heat), and what waits on it in the
   * system's pending state (placed dice).
   */
  turnSummary?(unit: UnitRecord<D>, record: TurnRecord | undefined, pending: Readonly<Record<string, unknown>>): string;
}

/** Units are addressed by their normalised, case-folded name, so look-alike names are the same unit. */
export function unitKey(name: string): string {
  return nameKey(name);
}
