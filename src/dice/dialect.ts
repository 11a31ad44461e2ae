// Dice dialects as data: each names what its modifiers and comparisons mean, and the one parser reads any of them onto Salvo's AST.

export type CompareOp = '=' | '<' | '<=' | '>' | '>=';
export type KeepMode = 'kh' | 'kl' | 'dh' | 'dl';

export const DIALECTS = ['salvo', 'roll20', 'dice-maiden', 'avrae', 'foundry'] as const;
export type Dialect = (typeof DIALECTS)[number];
export const DEFAULT_DIALECT: Dialect = 'salvo';

/**
 * What one modifier key means. `bare` is the comparison a plain number after the key gets (`r2`: `=2` in most
 * dialects, `<=2` in Dice Maiden); with no number at all a reroll takes the lowest face and an explosion the highest.
 */
export type ModifierMeaning =
  | { kind: 'reroll'; once: boolean; bare: CompareOp }
  | { kind: 'explode'; once: boolean; bare?: CompareOp; ops?: readonly CompareOp[] }
  | { kind: 'keep'; mode: KeepMode }
  | { kind: 'success'; bare?: CompareOp }
  /** A second success key (Dice Maiden's `t7 t10`) asks for double successes, which Salvo does not count. */
  | { kind: 'failure'; bare: CompareOp }
  | { kind: 'sort'; order: 'asc' | 'desc' }
  /** Changes only how the dice are shown (Roll20's critical highlights, Dice Maiden's `s`): accepted, total unchanged. */
  | { kind: 'display'; compare: boolean }
  | { kind: 'refuse'; why: string };

export interface DialectRules {
  readonly id: Dialect;
  readonly name: string;
  /** Where the meanings come from, for the help table and the fixtures. */
  readonly source: string;
  /** Modifier keys, matched longest first, case-insensitively. */
  readonly modifiers: Readonly<Record<string, ModifierMeaning>>;
  /** A comparison written straight after the dice (`3d6>3`) counts successes. */
  readonly bareSuccess: boolean;
  /** Roll20: `>3` and `<3` include the 3 in success, reroll and explode conditions. */
  readonly inclusive: boolean;
  /** Dice Maiden: `6 4d6` rolls 4d6 six times (Salvo's `6#4d6`). */
  readonly spaceRepeat: boolean;
  /** `#` repeats (`3#2d6`) and opens a comment; Dice Maiden's comment opens with ` ! ` instead. */
  readonly comment: '#' | '!';
  /** Dice Maiden's `+d20` / `-d20`: two dice, the higher / lower kept. */
  readonly signedAdvantage: boolean;
  /** Avrae's `d%` is a tens die (0–90), not Salvo's d100: refused there. */
  readonly percentTens: boolean;
  /** Avrae: a reroll or explosion every face meets is an error, not a chain cut at the cap. */
  readonly refuseEndless: boolean;
  /** Dice Maiden: spaced modifiers with numbers at the end of a roll apply to every dice term in it. */
  readonly universalTrailing: boolean;
}

/** What a dialect's record may leave out: Salvo's reading of it. */
type DialectSpec = Omit<DialectRules, 'percentTens' | 'refuseEndless' | 'universalTrailing'> &
  Partial<Pick<DialectRules, 'percentTens' | 'refuseEndless' | 'universalTrailing'>>;

/**
 * Every dialect's record gets the same fields in the same order: the parser reads them on every roll, and records of
 * one shape keep those reads monomorphic (five shapes made them megamorphic, a measurable part of a roll).
 */
function dialect(spec: DialectSpec): DialectRules {
  return {
    id: spec.id,
    name: spec.name,
    source: spec.source,
    modifiers: spec.modifiers,
    bareSuccess: spec.bareSuccess,
    inclusive: spec.inclusive,
    spaceRepeat: spec.spaceRepeat,
    comment: spec.comment,
    signedAdvantage: spec.signedAdvantage,
    percentTens: spec.percentTens ?? false,
    refuseEndless: spec.refuseEndless ?? false,
    universalTrailing: spec.universalTrailing ?? false,
  };
}

/** `k` is `kh`; the count defaults to 1 (rpg-dice-roller, Roll20, Foundry alike). */
const KEEP_BY_RANK: Readonly<Record<string, ModifierMeaning>> = {
  k: { kind: 'keep', mode: 'kh' },
  kh: { kind: 'keep', mode: 'kh' },
  kl: { kind: 'keep', mode: 'kl' },
  dh: { kind: 'keep', mode: 'dh' },
  dl: { kind: 'keep', mode: 'dl' },
};

const SORTS: Readonly<Record<string, ModifierMeaning>> = {
  s: { kind: 'sort', order: 'asc' },
  sa: { kind: 'sort', order: 'asc' },
  sd: { kind: 'sort', order: 'desc' },
};

const SALVO_MODIFIERS: Readonly<Record<string, ModifierMeaning>> = {
  '!': { kind: 'explode', once: false, ops: ['>=', '>', '<=', '<', '='] },
  // Not rpg-dice-roller's: how Salvo writes Dice Maiden's `e` and Foundry's `xo` back.
  '!o': { kind: 'explode', once: true, ops: ['>=', '>', '<=', '<', '='] },
  r: { kind: 'reroll', once: false, bare: '=' },
  ro: { kind: 'reroll', once: true, bare: '=' },
  ...KEEP_BY_RANK,
  ...SORTS,
  f: { kind: 'failure', bare: '=' },
};

const NO_COMPOUND = "compounding explosions (`!!`) add into one die, which Salvo's dice don't model; write `!` for a plain explosion";
const NO_PENETRATE = 'penetrating explosions (`!p`) subtract 1 from each extra die, which Salvo does not model';

/** Salvo's own reading of what a dialect leaves alone. */
const PLAIN = { bareSuccess: false, inclusive: false, spaceRepeat: false, comment: '#', signedAdvantage: false } as const;

export const DIALECT_RULES: Readonly<Record<Dialect, DialectRules>> = {
  salvo: dialect({
    id: 'salvo',
    name: 'Salvo',
    source: 'https://dice-roller.github.io/documentation/guide/notation/',
    modifiers: SALVO_MODIFIERS,
    bareSuccess: true,
    inclusive: false,
    spaceRepeat: false,
    comment: '#',
    signedAdvantage: false,
  }),
  roll20: dialect({
    id: 'roll20',
    name: 'Roll20',
    source: 'https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference',
    modifiers: {
      '!': { kind: 'explode', once: false, bare: '=', ops: ['>=', '>', '<=', '<', '='] },
      '!!': { kind: 'refuse', why: NO_COMPOUND },
      '!p': { kind: 'refuse', why: NO_PENETRATE },
      r: { kind: 'reroll', once: false, bare: '=' },
      ro: { kind: 'reroll', once: true, bare: '=' },
      ...KEEP_BY_RANK,
      d: { kind: 'keep', mode: 'dl' },
      f: { kind: 'failure', bare: '=' },
      ...SORTS,
      cs: { kind: 'display', compare: true },
      cf: { kind: 'display', compare: true },
      mt: { kind: 'refuse', why: 'matching dice (`mt`) are not modelled by Salvo' },
    },
    bareSuccess: true,
    inclusive: true,
    spaceRepeat: false,
    comment: '#',
    signedAdvantage: false,
  }),
  'dice-maiden': dialect({
    id: 'dice-maiden',
    name: 'Dice Maiden',
    source: 'https://github.com/Humblemonk/DiceMaiden#readme',
    modifiers: {
      r: { kind: 'reroll', once: true, bare: '<=' },
      ir: { kind: 'reroll', once: false, bare: '<=' },
      e: { kind: 'explode', once: true, bare: '>=' },
      ie: { kind: 'explode', once: false, bare: '>=' },
      k: { kind: 'keep', mode: 'kh' },
      kl: { kind: 'keep', mode: 'kl' },
      d: { kind: 'keep', mode: 'dl' },
      t: { kind: 'success', bare: '>=' },
      f: { kind: 'failure', bare: '<=' },
      b: {
        kind: 'refuse',
        why: 'botch counts (`b`) are shown beside the total in Dice Maiden; Salvo shows the ones of a success pool already',
      },
      s: { kind: 'display', compare: false },
      ul: { kind: 'display', compare: false },
      nr: { kind: 'display', compare: false },
      p: { kind: 'refuse', why: 'a private roll is `secret:true` on /roll' },
    },
    bareSuccess: false,
    inclusive: false,
    spaceRepeat: true,
    comment: '!',
    signedAdvantage: true,
    universalTrailing: true,
  }),
  avrae: dialect({
    id: 'avrae',
    name: 'Avrae (d20)',
    source: 'https://github.com/avrae/d20#operators',
    modifiers: {
      k: {
        kind: 'refuse',
        why: "Avrae's `k` keeps dice by face (`k3` keeps dice showing 3), which Salvo cannot total; `kh3`/`kl3` keep by rank",
      },
      kh: { kind: 'keep', mode: 'kh' },
      kl: { kind: 'keep', mode: 'kl' },
      p: {
        kind: 'refuse',
        why: "Avrae's `p` drops dice by face (`p1` drops dice showing 1), which Salvo cannot total; `ph1`/`pl1` drop by rank",
      },
      ph: { kind: 'keep', mode: 'dh' },
      pl: { kind: 'keep', mode: 'dl' },
      rr: { kind: 'reroll', once: false, bare: '=' },
      ro: { kind: 'reroll', once: true, bare: '=' },
      ra: { kind: 'refuse', why: 'reroll-and-add (`ra`) is not modelled by Salvo' },
      e: { kind: 'explode', once: false, bare: '=', ops: ['>', '<', '='] },
      mi: { kind: 'refuse', why: 'minimum values (`mi`) are not modelled by Salvo' },
      ma: { kind: 'refuse', why: 'maximum values (`ma`) are not modelled by Salvo' },
    },
    ...PLAIN,
    percentTens: true,
    refuseEndless: true,
  }),
  foundry: dialect({
    id: 'foundry',
    name: 'Foundry VTT',
    source: 'https://foundryvtt.com/article/dice-modifiers/',
    modifiers: {
      r: { kind: 'reroll', once: true, bare: '=' },
      rr: { kind: 'reroll', once: false, bare: '=' },
      // `x5` caps the explosions in Foundry rather than naming a face: refused (a digit after `x` does not parse).
      x: { kind: 'explode', once: false, ops: ['>=', '>', '<=', '<', '='] },
      xo: { kind: 'explode', once: true, ops: ['>=', '>', '<=', '<', '='] },
      ...KEEP_BY_RANK,
      d: { kind: 'keep', mode: 'dl' },
      cs: { kind: 'success', bare: '=' },
      df: { kind: 'failure', bare: '=' },
      cf: { kind: 'refuse', why: 'counting failures alone (`cf`) totals the failures; write it as successes, e.g. `cs<=2`' },
      sf: { kind: 'refuse', why: 'subtracting failures from the sum (`sf`) is not modelled by Salvo' },
      ms: { kind: 'refuse', why: 'margin of success (`ms`) is not modelled by Salvo; subtract the target instead' },
      min: { kind: 'refuse', why: 'minimum values (`min`) are not modelled by Salvo' },
      max: { kind: 'refuse', why: 'maximum values (`max`) are not modelled by Salvo' },
      even: { kind: 'refuse', why: 'counting even dice (`even`) is not modelled by Salvo' },
      odd: { kind: 'refuse', why: 'counting odd dice (`odd`) is not modelled by Salvo' },
    },
    ...PLAIN,
  }),
};

export function dialectRules(dialect: Dialect = DEFAULT_DIALECT): DialectRules {
  return DIALECT_RULES[dialect];
}

export function isDialect(value: string): value is Dialect {
  return (DIALECTS as readonly string[]).includes(value);
}

export function dialectName(dialect: Dialect): string {
  return DIALECT_RULES[dialect].name;
}
