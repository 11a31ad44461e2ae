// The README's quick-starts and dice notation reference, written from the same data as /help so the two agree.
import { NOTATION, NOTATION_LIMITS } from '../help/dice-notation.js';
import { QUICK_STARTS } from '../help/quick-starts.js';

const marker = (name: string) => ({
  begin: `<!-- ${name}:begin (generated from src/help/ by \`npm run readme:commands\`; a test fails when it drifts) -->`,
  end: `<!-- ${name}:end -->`,
});

export function quickStartMarkdown(): string {
  return QUICK_STARTS.map((q) =>
    [
      `### ${q.title}`,
      '',
      q.intro,
      '',
      '```',
      ...q.steps.map((s) => s.line),
      '```',
      '',
      ...q.steps.map((s, i) => `${i + 1}. ${s.does}.`),
      '',
      q.next,
    ].join('\n'),
  ).join('\n\n');
}

export function diceNotationMarkdown(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = NOTATION.flatMap((section) => [
    `| **${section.title}** | | |`,
    ...section.entries.map((e) => `| \`${cell(e.syntax)}\` | \`${cell(e.example)}\` | ${cell(e.meaning)} |`),
  ]);
  return ['| Notation | Example | Meaning |', '|---|---|---|', ...rows, '', NOTATION_LIMITS].join('\n');
}

const BLOCKS: ReadonlyArray<readonly [string, () => string]> = [
  ['quick-start', quickStartMarkdown],
  ['dice-notation', diceNotationMarkdown],
];

/** Replaces every generated help block in a README's text. */
export function withHelpBlocks(readme: string): string {
  let out = readme;
  for (const [name, render] of BLOCKS) {
    const { begin, end } = marker(name);
    const start = out.indexOf(begin);
    const stop = out.indexOf(end);
    if (start < 0 || stop < start) throw new Error(`README has no ${name}:begin/${name}:end block`);
    out = `${out.slice(0, start)}${begin}\n${render()}\n${out.slice(stop)}`;
  }
  return out;
}
