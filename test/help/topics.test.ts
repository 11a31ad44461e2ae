// /help: every command reachable from some page, every page within Discord's limits and never clipped.
import { describe, expect, test } from 'vitest';
import help from '../../commands/help.js';
import { commandSummaries } from '../../src/docs/command-reference.js';
import { HELP_TOPICS, helpPage, PAGE_BUDGET, paginate } from '../../src/help/topics.js';
import { OptionBag } from '../../src/options.js';
import { loadCommands } from '../../src/registry.js';
import type { Reply } from '../../src/reply.js';
import { replyLimitProblems } from '../helpers/discord-limits.js';

const ctx = (options: Record<string, string | number>) => ({ options: new OptionBag(options) }) as Parameters<typeof help.execute>[0];

/** Every reply /help can give: the overview and each page of each topic, following the page buttons. */
async function everyHelpReply(): Promise<Reply[]> {
  const replies = [await help.execute(ctx({}))];
  for (const topic of HELP_TOPICS) {
    let reply = await help.execute(ctx({ topic: topic.value }));
    replies.push(reply);
    for (
      let next = reply.buttons?.find((b) => b.label.startsWith('Page'));
      next;
      next = reply.buttons?.find((b) => b.label.startsWith('Page'))
    ) {
      reply = await help.button!(ctx({}), next.payload);
      replies.push(reply);
    }
  }
  return replies;
}

const text = (reply: Reply) =>
  [
    reply.content,
    ...(reply.embeds ?? []).flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value])]),
  ].join('\n');

describe('GIVEN every /help reply', () => {
  test('THEN every registered command and subcommand appears somewhere', async () => {
    const all = (await everyHelpReply()).map(text).join('\n');
    const paths = commandSummaries([...(await loadCommands()).values()]).map((c) =>
      c.usage
        .split(' ')
        .filter((w) => !w.includes(':'))
        .join(' '),
    );
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(all, `/${path}`).toContain(`\`/${path}\``);
  });

  test('THEN each fits Discord whole: no limit exceeded, so nothing is clipped, and each is ephemeral', async () => {
    const replies = await everyHelpReply();
    // One reply per topic, plus one per further page of a long topic.
    expect(replies.length).toBeGreaterThanOrEqual(HELP_TOPICS.length + 1);
    for (const reply of replies) {
      expect(replyLimitProblems(reply)).toEqual([]);
      expect(reply.ephemeral).toBe(true);
      for (const embed of reply.embeds ?? []) expect(embed.description?.length ?? 0).toBeLessThanOrEqual(PAGE_BUDGET + 200);
    }
  });

  test('THEN the overview names every topic by the value /help topic: takes', async () => {
    const overview = text(await help.execute(ctx({})));
    for (const topic of HELP_TOPICS) expect(overview).toContain(`${topic.name} (\`${topic.value}\`)`);
  });
});

describe('paginate', () => {
  test('GIVEN lines longer in total than the budget THEN pages keep whole lines, in order, each within the budget', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `line ${i} ${'x'.repeat((i % 7) * 10)}`);
    const pages = paginate(lines, 300);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(300);
    expect(pages.join('\n').split('\n')).toEqual(lines);
  });

  test('GIVEN a page beyond the last THEN the last page is shown, with a button back and none forward', async () => {
    const { pages } = helpPage('commands', 1, [...(await loadCommands()).values()]);
    const reply = await help.button!(ctx({}), 'commands:99');
    expect(reply.embeds![0]!.title).toBe(`Every command (page ${pages} of ${pages})`);
    expect(reply.buttons!.map((b) => b.label)).toEqual(pages > 1 ? [`◀ Page ${pages - 1}`] : []);
  });
});
