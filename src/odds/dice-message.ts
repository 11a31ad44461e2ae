// How /odds dice reads: percentages first, short exact fractions beside them, a table that fits one message and says
// what it folded, and the chart's title, legend and caption.
import type { Chance, DiceOddsSummary, OddsRow } from '../dice/odds.js';
import { UserError } from '../errors.js';
import type { DistributionChart } from '../render/chart.js';
import type { DiceAnswer } from './ask.js';
import { formatEstimate } from './estimate.js';

/** Discord's limit is 2,000 characters; the rest is margin. */
export const MAX_MESSAGE = 1990;

/** `58.33%`, `0.0012%`, `6.0e-6%`: small chances keep two significant digits instead of rounding to nothing. */
export function formatPercent(chance: Pick<Chance, 'value' | 'zero' | 'one'>): string {
  if (chance.zero) return '0%';
  if (chance.one) return '100%';
  const percent = chance.value * 100;
  if (percent === 0) return '<1e-298%';
  if (percent < 1e-4) return `${percent.toExponential(1)}%`;
  if (percent < 0.01) return `${percent.toPrecision(2)}%`;
  const fixed = percent.toFixed(2);
  return fixed === '100.00' ? '>99.99%' : `${fixed}%`;
}

/** `58.33% (7/12)`, or the percentage alone when the exact fraction is long. */
export function formatChance(chance: Chance): string {
  const percent = formatPercent(chance);
  return chance.fraction !== undefined && !chance.zero && !chance.one ? `${percent} (${chance.fraction})` : percent;
}

function tailLine(label: string, chance: Chance, summary: DiceOddsSummary): string {
  if (!summary.omitted || summary.omitted.zero) return `P(${label}) = ${formatChance(chance)}`;
  // The left-out chains could all land on either side, so the truth lies between the two ends.
  const high = { value: Math.min(1, chance.value + summary.omitted.value), zero: false, one: false };
  const [low, top] = [formatPercent(chance), formatPercent(high)];
  // Where what was left out can't move the digits shown, one figure says it.
  return low === top ? `P(${label}) ≈ ${low}` : `P(${label}) between ${low} and ${top}`;
}

function exactness(summary: DiceOddsSummary): string {
  if (summary.truncatedAfter === undefined || !summary.omitted) return 'exact';
  return `**not exact**: dice exploding more than ${summary.truncatedAfter} time${summary.truncatedAfter === 1 ? '' : 's'} in a row are left out (${formatPercent(summary.omitted)} of all rolls)`;
}

function tableLines(rows: readonly OddsRow[]): string[] {
  const fractions = rows.some((row) => row.chance.fraction !== undefined);
  const width = Math.max(6, ...rows.map((row) => String(row.value).length));
  return [
    `${'result'.padStart(width)}  ${'chance'.padStart(9)}${fractions ? '  exactly' : ''}`,
    ...rows.map(
      (row) =>
        `${String(row.value).padStart(width)}  ${formatPercent(row.chance).padStart(9)}${fractions && row.chance.fraction !== undefined ? `  ${row.chance.fraction}` : ''}`,
    ),
  ];
}

const folded = (count: number, side: string, p: number): string =>
  `${'…'.padStart(6)} ${count.toLocaleString('en-US')} ${side} outcome${count === 1 ? '' : 's'} (${formatPercent({ value: p, zero: p === 0, one: false })})`;

/** An integer mean bare, a fraction beside its decimal; a truncated law's mean is only of the rolls it counts. */
function meanLine(summary: DiceOddsSummary): string {
  const { mean, stdDev } = summary;
  const sd = `SD ≈ ${stdDev.toFixed(3)}`;
  if (summary.omitted && !summary.omitted.zero) return `Mean ≈ ${mean.value.toFixed(3)} · ${sd} (of the rolls counted)`;
  if (mean.fraction !== undefined && !mean.fraction.includes('/')) return `Mean ${mean.fraction} · ${sd}`;
  return `Mean ≈ ${mean.value.toFixed(3)}${mean.fraction !== undefined ? ` (${mean.fraction})` : ''} · ${sd}`;
}

/** The reply text; rows are folded from the less likely end until it fits one message with `footer` under it. */
export function oddsMessage(summary: DiceOddsSummary, footer: readonly string[] = []): string {
  const head = [
    `**Odds for \`${summary.expression}\`** · ${exactness(summary)} · ${summary.outcomes.toLocaleString('en-US')} outcome${summary.outcomes === 1 ? '' : 's'}`,
    meanLine(summary),
    ...(summary.atLeast ? [tailLine(`≥ ${summary.atLeast.n}`, summary.atLeast.chance, summary)] : []),
    ...(summary.atMost ? [tailLine(`≤ ${summary.atMost.n}`, summary.atMost.chance, summary)] : []),
  ];
  let rows = [...summary.rows];
  let below = { ...summary.foldedBelow };
  let above = { ...summary.foldedAbove };
  for (;;) {
    const body = [
      ...(below.rows > 0 ? [folded(below.rows, 'lower', below.probability)] : []),
      ...tableLines(rows),
      ...(above.rows > 0 ? [folded(above.rows, 'higher', above.probability)] : []),
    ];
    const text = [...head, `\`\`\`\n${body.join('\n')}\n\`\`\``, ...footer].join('\n');
    if (text.length <= MAX_MESSAGE || rows.length <= 1) return text.slice(0, MAX_MESSAGE);
    const first = rows[0] as OddsRow;
    const last = rows[rows.length - 1] as OddsRow;
    if (first.chance.value <= last.chance.value) {
      rows = rows.slice(1);
      below = { rows: below.rows + 1, probability: below.probability + first.chance.value };
    } else {
      rows = rows.slice(0, -1);
      above = { rows: above.rows + 1, probability: above.probability + last.chance.value };
    }
  }
}

export function oddsChart(summary: DiceOddsSummary): DistributionChart {
  const asked = [
    ...(summary.atLeast
      ? [{ label: `≥ ${summary.atLeast.n}`, line: tailLine(`≥ ${summary.atLeast.n}`, summary.atLeast.chance, summary) }]
      : []),
    ...(summary.atMost
      ? [{ label: `≤ ${summary.atMost.n}`, line: tailLine(`≤ ${summary.atMost.n}`, summary.atMost.chance, summary) }]
      : []),
  ];
  const { chart } = summary;
  return {
    title: `P(${summary.expression})`,
    bins: chart.bins,
    binWidth: chart.binWidth,
    ...(asked.length ? { highlighted: asked.map((a) => a.label).join(' or '), caption: asked.map((a) => a.line).join(' · ') } : {}),
    ...(chart.trimmed > 0
      ? { note: `${chart.trimmed.toLocaleString('en-US')} outcomes in the far tails (under 0.05% each side) not drawn` }
      : {}),
  };
}

/** Exact fractions up to this many characters go in the message; longer ones are attached whole, never clipped. */
export const INLINE_EXACT = 600;
export const EXACT_FILE = 'odds-exact.txt';

/** Outcomes listed per page of the fractions; past it, `page:` turns the page (every outcome on some page). */
export const EXACT_PAGE_ROWS = 1000;

/** A truncated law's fractions are fractions of what was counted, never called exact. */
function fractionsTitle(summary: DiceOddsSummary): string {
  return summary.omitted && !summary.omitted.zero ? 'Fractions (not exact)' : 'Exact fractions';
}

/**
 * Every probability the answer shows as its reduced fraction in full, one a line (the query asked for `exact`); the
 * outcomes a page at a time, EXACT_PAGE_ROWS each, with the page to ask for next.
 */
export function exactFractions(summary: DiceOddsSummary, page = 1): string | undefined {
  if (summary.mean.exact === undefined) return undefined;
  const line = (label: string, chance: Chance) => `${label} = ${chance.exact ?? formatPercent(chance)}`;
  const all = summary.allRows ?? summary.rows;
  const pages = Math.max(1, Math.ceil(all.length / EXACT_PAGE_ROWS));
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) {
    throw new UserError(
      'option',
      `\`page:${page}\` is past the fractions: ${summary.expression} has ${pages} page${pages === 1 ? '' : 's'} of ${EXACT_PAGE_ROWS.toLocaleString('en-US')} outcomes.`,
    );
  }
  const from = (page - 1) * EXACT_PAGE_ROWS;
  const rows = all.slice(from, from + EXACT_PAGE_ROWS);
  const unlisted = summary.outcomes - all.length;
  const paging =
    pages > 1
      ? [
          `Outcomes ${(from + 1).toLocaleString('en-US')}–${(from + rows.length).toLocaleString('en-US')} of ${all.length.toLocaleString('en-US')} (page ${page} of ${pages})${page < pages ? `: \`page:${page + 1}\` lists the next` : ''}.`,
        ]
      : [];
  return [
    `${fractionsTitle(summary)} for ${summary.expression}`,
    ...(summary.omitted && !summary.omitted.zero
      ? [
          `Not exact: dice exploding more than ${summary.truncatedAfter} times in a row are left out; ${line('their mass', summary.omitted)}.`,
          'The mean is of the rolls counted; each P below leaves that mass out.',
        ]
      : []),
    line('mean', summary.mean),
    ...(summary.atLeast ? [line(`P(≥ ${summary.atLeast.n})`, summary.atLeast.chance)] : []),
    ...(summary.atMost ? [line(`P(≤ ${summary.atMost.n})`, summary.atMost.chance)] : []),
    ...paging,
    ...rows.map((row) => line(`P(= ${row.value})`, row.chance)),
    ...(unlisted > 0 ? [`(${unlisted.toLocaleString('en-US')} less likely outcomes not listed)`] : []),
  ].join('\n');
}

/** The reply to /odds dice: its text, and the exact fractions as a file when they are too long to show. */
export function diceOddsReply(answer: DiceAnswer, askedExact: boolean, page = 1): { content: string; exactFile?: string } {
  if (answer.kind === 'estimate') return { content: estimateMessage(answer, askedExact) };
  const full = exactFractions(answer.summary, page);
  if (full === undefined) return { content: oddsMessage(answer.summary) };
  if (full.length <= INLINE_EXACT) return { content: oddsMessage(answer.summary, [`\`\`\`\n${full}\n\`\`\``]) };
  return {
    content: oddsMessage(answer.summary, [
      `${fractionsTitle(answer.summary)} in full (${full.length.toLocaleString('en-US')} characters): attached as \`${EXACT_FILE}\`.`,
    ]),
    exactFile: full,
  };
}

const number = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A stopped query's estimate: what it is, how it was sampled, each figure with its 95% interval. */
export function estimateMessage(answer: Extract<DiceAnswer, { kind: 'estimate' }>, askedExact: boolean): string {
  const e = answer.estimate;
  const seconds = (answer.budgetMs / 1000).toLocaleString('en-US');
  return [
    `**Odds for \`${e.expression}\`** · **an estimate, not exact**: the exact law needed more than ${seconds} s and was stopped, so these come from ${e.trials.toLocaleString('en-US')} seeded random rolls (seed \`${e.seed}\`).`,
    `Mean ≈ ${number(e.mean.value)} (95% interval ${number(e.mean.low)}–${number(e.mean.high)})`,
    ...(e.atLeast ? [`P(≥ ${e.atLeast.n}) ${formatEstimate(e.atLeast.estimate)}`] : []),
    ...(e.atMost ? [`P(≤ ${e.atMost.n}) ${formatEstimate(e.atMost.estimate)}`] : []),
    askedExact ? 'No exact fractions: they need the exact law. Fewer or smaller dice get it.' : 'Fewer or smaller dice get the exact law.',
  ].join('\n');
}
