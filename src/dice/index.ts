// The dice engine's public API; other modules import dice only from here.
export {
  type Distribution,
  type DistributionOptions,
  distributionOf,
  type Fraction,
  mean,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityOf,
  ratioToNumber,
  stdDev,
  toFraction,
  variance,
} from './distribution.js';
export type { DieResult, EvaluateOptions, ProgramResult, StatementResult, TermResult } from './evaluate.js';
export { evaluateProgram, rollNotation } from './evaluate.js';
export { formatProgramResult } from './format.js';
export { MAX_DICE, MAX_INPUT_LENGTH, MAX_REPEATS, MAX_SIDES } from './limits.js';
export type { Compare, DiceTerm, Die, Expr, RollProgram, RollStatement } from './notation.js';
export { formatExpr, parseNotation } from './notation.js';
