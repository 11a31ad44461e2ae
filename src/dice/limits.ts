// The hard limits on a roll, named once so the parser, evaluator, docs and tests quote the same numbers.

/** Dice rolled by one command, counting every repeat, explosion and reroll. */
export const MAX_DICE = 1000;
export const MAX_SIDES = 10_000;
/** The N of `N#expr`. */
export const MAX_REPEATS = 100;
/** Characters (code points) of input; bounds parser work before anything else runs. */
export const MAX_INPUT_LENGTH = 300;

/** A single die may explode this often before the chain stops (the last die then simply stands). */
export const MAX_EXPLOSIONS_PER_DIE = 100;
/** A single die may be rerolled this often by `r` before the last value is kept. */
export const MAX_REROLLS_PER_DIE = 100;
/** Integer literals other than dice counts, sides and repeats; keeps arithmetic far from unsafe integers. */
export const MAX_CONSTANT = 1_000_000;

/** Keep/drop enumeration states held at once by the exact distribution. */
export const MAX_DISTRIBUTION_STATES = 200_000;
/** Predicted work units (src/dice/cost.ts, about 25 ns each) one exact distribution may spend: half a second to a second. */
export const MAX_DISTRIBUTION_WORK = 20_000_000;
/** Outcomes one exact distribution may hold, whatever the work: each is a Map entry with a bigint. */
export const MAX_DISTRIBUTION_OUTCOMES = 1_000_000;
