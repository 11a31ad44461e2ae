// A channel's table rules: how strict undo is and which rule-overriding options players may use.
import { UserError } from '../errors.js';

export const UNDO_POLICIES = ['gm', 'own-rolls'] as const;
export type UndoPolicy = (typeof UNDO_POLICIES)[number];

export interface TableRules {
  /** `gm`: only a GM undoes a rolled result; `own-rolls`: players may also undo their own rolls. */
  readonly undo: UndoPolicy;
  /** Whether players may declare what the rules compute (`tn:`, a target's movement). */
  readonly playersDeclare: boolean;
  /** Whether players may add a `modifier:` the table agreed on. */
  readonly playersModify: boolean;
  /** Whether a turn passing to a player mentions them. */
  readonly turnPings: boolean;
  /** Whether players may add their own units to a running battle at the start of a turn (else only a GM may). */
  readonly playersJoin: boolean;
  /**
   * Whether the battle's allowances (each weapon once, one move, …) also hold without a battle, every allowance a
   * turn's, with turns counted by `/phase end`.
   */
  readonly strict: boolean;
}

export const DEFAULT_TABLE_RULES: TableRules = {
  undo: 'gm',
  playersDeclare: false,
  playersModify: true,
  turnPings: true,
  playersJoin: false,
  strict: false,
};

/** The stored settings, defaults filled in; anything malformed falls back to the strict default. */
export function tableRules(stored: unknown): TableRules {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    undo: UNDO_POLICIES.includes(raw.undo as UndoPolicy) ? (raw.undo as UndoPolicy) : DEFAULT_TABLE_RULES.undo,
    playersDeclare: typeof raw.playersDeclare === 'boolean' ? raw.playersDeclare : DEFAULT_TABLE_RULES.playersDeclare,
    playersModify: typeof raw.playersModify === 'boolean' ? raw.playersModify : DEFAULT_TABLE_RULES.playersModify,
    turnPings: typeof raw.turnPings === 'boolean' ? raw.turnPings : DEFAULT_TABLE_RULES.turnPings,
    playersJoin: typeof raw.playersJoin === 'boolean' ? raw.playersJoin : DEFAULT_TABLE_RULES.playersJoin,
    strict: typeof raw.strict === 'boolean' ? raw.strict : DEFAULT_TABLE_RULES.strict,
  };
}

export function describeTableRules(rules: TableRules): string[] {
  const mark = (key: keyof TableRules) => (rules[key] === DEFAULT_TABLE_RULES[key] ? ' (default)' : '');
  return [
    `Undo of rolled results: ${rules.undo === 'gm' ? 'GM only' : 'players may undo their own rolls'}${mark('undo')}`,
    `Players may declare \`tn:\` and a target's movement: ${rules.playersDeclare ? 'yes' : 'no'}${mark('playersDeclare')}`,
    `Players may add \`modifier:\`: ${rules.playersModify ? 'yes' : 'no'}${mark('playersModify')}`,
    `Turn pings: ${rules.turnPings ? 'on' : 'off'}${mark('turnPings')}`,
    `Players may add units to a running battle at the start of a turn: ${rules.playersJoin ? 'yes' : 'no (a GM adds them)'}${mark('playersJoin')}`,
    `Allowances without a battle (\`strict\`): ${rules.strict ? 'yes, a turn ends at `/phase end`' : 'no, play is free'}${mark('strict')}`,
  ];
}

export function parseUndoPolicy(value: string): UndoPolicy {
  const found = UNDO_POLICIES.find((p) => p === value.trim().toLowerCase());
  if (!found) throw new UserError('option', '`undo` must be `gm` or `own-rolls`.');
  return found;
}
