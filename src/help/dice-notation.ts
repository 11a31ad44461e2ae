// The dice notation reference shown by `/help topic:dice` and the README: every operator, each with an example.
import { MAX_DICE, MAX_INPUT_LENGTH, MAX_REPEATS, MAX_SIDES } from '../dice/limits.js';

export interface NotationEntry {
  /** The operator as written, e.g. `kh N`. */
  readonly syntax: string;
  /** A complete roll using it; the tests roll every example and check it echoes back as typed. */
  readonly example: string;
  readonly meaning: string;
}

export interface NotationSection {
  readonly title: string;
  readonly entries: readonly NotationEntry[];
}

export const NOTATION: readonly NotationSection[] = [
  {
    title: 'Dice and arithmetic',
    entries: [
      { syntax: 'NdS', example: '3d6', meaning: 'roll N dice with S sides (N defaults to 1: `d20`)' },
      { syntax: 'd%', example: 'd%', meaning: 'a d100' },
      { syntax: 'dF', example: '4dF', meaning: 'Fudge dice: −1, 0 or +1 each' },
      { syntax: 'd66', example: 'd66', meaning: 'tens die then units die, read as 11–66 (shown `[2][1]`)' },
      { syntax: '+ - * /', example: '2d6+3', meaning: 'arithmetic; `/` rounds down; `(2d6+1)*2` groups' },
    ],
  },
  {
    title: 'Rerolls and explosions',
    entries: [
      { syntax: 'r', example: '4d6r', meaning: 'reroll the lowest face (1, or − on `dF`) until it no longer shows (`rN` rerolls N)' },
      { syntax: 'r<N r<=N r>N r>=N', example: '10d6r<3', meaning: 'reroll results meeting the condition' },
      { syntax: 'ro', example: '4d6ro1', meaning: 'reroll once only, keeping the new die' },
      { syntax: '!', example: '3d6!', meaning: 'explode: a die showing its highest face adds another die' },
      { syntax: '!>=N !>N', example: '5d10!>=9', meaning: 'explode on a threshold' },
    ],
  },
  {
    title: 'Keep and drop',
    entries: [
      { syntax: 'kh N (or k N)', example: '4d6kh3', meaning: 'keep the highest N (N defaults to 1: `2d20k`)' },
      { syntax: 'kl N', example: '2d20kl1', meaning: 'keep the lowest N' },
      { syntax: 'dl N', example: '4d6dl1', meaning: 'drop the lowest N' },
      { syntax: 'dh N', example: '5d6dh2', meaning: 'drop the highest N' },
    ],
  },
  {
    title: 'Success pools',
    entries: [
      {
        syntax: '>=N >N =N <N <=N',
        example: '6d10>=7',
        meaning: 'count the dice meeting it: the result is a number of successes, with the misses and ones counted beside it',
      },
      { syntax: 'f…', example: '6d10>=7f1', meaning: 'each die meeting the failure condition takes a success away' },
    ],
  },
  {
    title: 'Showing the dice',
    entries: [
      { syntax: 's (or sa)', example: '8d6s', meaning: 'show the dice lowest first; the total is unchanged' },
      { syntax: 'sd', example: '10d10>=7sd', meaning: 'show the dice highest first' },
    ],
  },
  {
    title: 'Several rolls, labels and comments',
    entries: [
      { syntax: 'N#', example: '6#4d6kh3', meaning: 'roll the same expression N times, with a grand total' },
      { syntax: '[label]', example: '8d6 [fireball]', meaning: 'name a roll (before or after it)' },
      { syntax: ';', example: '1d20+5; 2d6+3', meaning: 'several rolls in one command' },
      { syntax: '# comment', example: '2d6 # morale check', meaning: 'anything after a spaced `#` is a comment' },
    ],
  },
];

export const NOTATION_LIMITS = `At most ${MAX_DICE.toLocaleString('en-US')} dice per command (explosions and rerolls count), ${MAX_SIDES.toLocaleString('en-US')} sides, ${MAX_REPEATS} repeats and ${MAX_INPUT_LENGTH} characters. Modifiers apply explode → reroll → keep/drop → count in any written order, as rpg-dice-roller (a rerolled die never explodes; a die still rerolling after 100 rerolls voids the roll); \`/odds dice\` gives the exact distribution of any of these.`;
