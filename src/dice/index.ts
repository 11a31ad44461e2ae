// The dice engine's public API; other modules import dice only from here.
export {
  type Distribution,
  type DistributionOptions,
  distributionOf,
  type Fraction,
  mean,
  omittedMass,
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
export {
  expandMacro,
  MAX_MACRO_ARG_LENGTH,
  MAX_MACRO_ARGS,
  MAX_MACRO_LENGTH,
  MAX_MACRO_NAME_LENGTH,
  type MacroShape,
  macroArgs,
  macroName,
  macroShape,
  sampleExpansion,
} from './macro.js';
export type { Compare, DiceTerm, Die, Expr, RollProgram, RollStatement } from './notation.js';
export { formatExpr, parseNotation } from './notation.js';
