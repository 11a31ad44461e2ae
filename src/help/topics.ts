// What /help shows: an overview, a quick-start per system, dice notation, GM tools and every command, paged to fit Discord.

import type { Command } from '../command.js';
import { DIALECTS, dialectName } from '../dice/dialect.js';
import { MEANING_FORMS, reading } from '../dice/meanings.js';
import { commandSummaries } from '../docs/command-reference.js';
import type { ReplyButton, ReplyEmbed } from '../reply.js';
import { NOTATION, NOTATION_LIMITS } from './dice-notation.js';
import { QUICK_STARTS } from './quick-starts.js';

export const HELP_TOPICS: ReadonlyArray<{ name: string; value: string }> = [
  ...QUICK_STARTS.map((q) => ({ name: `${q.title} quick-start`, value: q.system })),
  { name: 'Dice notation', value: 'dice' },
  { name: 'GM tools', value: 'gm' },
  { name: 'Every command', value: 'commands' },
];

/** Well under Discord's 4,096 per embed description and 6,000 per message, so a page never needs clipping. */
export const PAGE_BUDGET = 3500;

export interface HelpPage {
  readonly embed: ReplyEmbed;
  readonly page: number;
  readonly pages: number;
}

export const GM_TOOLS: ReadonlyArray<readonly [string, string]> = [
  ['/config show', "this channel's settings with the defaults marked, and every table in force (`system:` for one game)"],
  ['/config system', 'the default game system here'],
  ['/config gm-role', 'members with this role count as GM (besides Manage Channel)'],
  [
    '/config images mode:',
    'what results post: `compact` (default) a small card of what changed with a Full sheet button, `full` the whole sheet, `none` text only',
  ],
  [
    '/config battletech',
    'typed options per game, with choices: `/config battletech`, `slaved-armour`, `wh40k`, `mecha-bots` (ammo explosions, resolve mode, edition, armour reading …)',
  ],
  [
    '/config set',
    'replacement tables as JSON, merged into the tables in force (`{"walls":{"steel":[2,2,3,3,4,4]}}` keeps the seed\'s walls; `null` puts one option back); `/config reset` restores every default',
  ],
  ['/damage', 'apply raw damage to a unit, no to-hit roll'],
  ['/crit', 'roll a critical hit on a chosen location or table'],
  ['/recover', 'Slaved Armour after a fight: `rest` (10 minutes), `bedrest days:` (STR and DEX), `repair modules:`'],
  ['/undo action:', "undo anyone's action by its id from `/history`; `/redo` puts it back"],
  ['/history count:25', 'the action log with every roll id'],
  ['/verify roll:', 'replay any roll from its seed and confirm the dice'],
  ['/roll secret:true', 'a sealed roll only you see; `/reveal` shows it to the channel later'],
  ['/unit remove', "remove anyone's unit"],
  ['/phase end player:', "end a named player's turn (systems that track whose turn it is)"],
];

function overview(): ReplyEmbed {
  const start = [
    '• `/help topic:` a quick-start for your game: two units, a shot, a crit, the end of the phase, undo',
    '• `/unit templates` lists the built-in units; `/unit add template:battletech/locust` adds one, `/unit import` loads a file',
    '• `/unit export unit:` gives you a unit as a file `/unit import` reads back: its design, or `state:true` as it is now (formats: README, Unit files)',
    '• `/shoot <system>` attacks: to-hit, location, damage and crits, every die shown',
    "• `/physical battletech` punches, kicks, clubs, pushes, charges or jumps on a 'Mech (death from above)",
    '• `/roll expression:4d6kh3` rolls any dice (`/help topic:dice`); `/d66` rolls d66; each has a Roll again button',
    '• `/macro save name:atk expression:1d20+{1}` saves a roll, `/r name:atk args:5` rolls it, `/panel` posts saved rolls as buttons; `/roll blind:true` shows the result to the GM only',
    '• `/odds` gives exact odds before you roll; `/shoot … preview:true` for one shot',
    '• `/undo` takes back your last action; `/history` shows the log; `/verify` replays a roll',
    '• `/battle start players:@Ann @Ben` (GM) plays turns: each command waits for its phase, `/phase next` passes play on',
    '• `/init join roll:1d20+3` tracks initiative for any game: `/init next` pings whoever is up, `/init effect` counts rounds down',
  ];
  return {
    title: 'Salvo: dice and damage for mecha and vehicle wargames',
    description: [
      'Units, shots and crits for BattleTech, Slaved Armour, Warhammer 40,000 vehicles and Mecha Bots. Every roll is seeded and replayable, every change can be undone.',
      '',
      '**Start here**',
      ...start,
      '',
      '**Topics**: pick one in `/help topic:`',
      HELP_TOPICS.map((t) => `${t.name} (\`${t.value}\`)`).join(' · '),
    ].join('\n'),
  };
}

function quickStart(system: string): ReplyEmbed | undefined {
  const q = QUICK_STARTS.find((s) => s.system === system);
  if (!q) return undefined;
  return {
    title: `${q.title} quick-start`,
    description: [
      q.intro,
      '',
      ...q.steps.map((s, i) => `**${i + 1}.** ${s.does}\n\`${s.line}\``),
      '',
      q.next,
      'Names are yours to choose; options autocomplete in Discord. `/help topic:commands` lists everything.',
    ].join('\n'),
  };
}

/** The forms dialects read differently, one field each: `dialect:` on a roll, `/config my-dice`, `/config dice`. */
function dialectFields(): Array<{ name: string; value: string }> {
  return MEANING_FORMS.map((form) => ({
    name: `\`${form}\` by dialect (\`dialect:\`, \`/config dice\`, \`/config my-dice\`)`,
    value: DIALECTS.map((dialect) => `${dialectName(dialect)}: ${reading(form, dialect)}`).join('\n'),
  }));
}

function diceNotation(): ReplyEmbed {
  return {
    title: 'Dice notation (`/roll`, `/odds dice`)',
    fields: [
      ...NOTATION.map((section) => ({
        name: section.title,
        value: section.entries.map((e) => `\`${e.syntax}\` ${e.meaning}, e.g. \`${e.example}\``).join('\n'),
      })),
      ...dialectFields(),
    ],
    description: NOTATION_LIMITS,
  };
}

function gmTools(): ReplyEmbed {
  return {
    title: 'GM tools',
    description: [
      'GMs are members with the **Manage Channel** permission, or with the role set by `/config gm-role`. Anyone may roll dice. A unit acts (shoots, moves, is repaired) only for its controller — its owner, or whoever a GM handed it to — or a GM; only its owner or a GM removes it.',
      '',
      '**Outside a battle** play is free: shoot, move and roll in any order, as often as the table likes. **In a `/battle`** the clock and the allowances hold: each unit acts in its own step and phase, moves once, fires each weapon once (per phase or turn, by system), and a roll waiting for a choice stands until it is chosen. A unit declares its own state (moved, hull-down) in its own movement step; `modifier:`, `tn:` and declared movement are a GM’s. A GM may do anything at any time: `/history` marks it as a GM ruling. Units join a running battle through a GM (`/config table join:true` lets players add theirs at the start of a turn) and act from the next turn. `/config table strict:true` counts the allowances without a battle too, a turn ending at `/phase end`.',
      '',
      ...GM_TOOLS.map(([command, does]) => `• \`${command}\` ${does}`),
    ].join('\n'),
  };
}

/** Every command and subcommand, one line each, cut into pages at line boundaries. */
export function commandLines(commands: readonly Command[]): string[] {
  return commandSummaries(commands).map(
    (c) =>
      `\`/${c.usage
        .split(' ')
        .filter((w) => !w.includes(':'))
        .join(' ')}\` ${c.description}`,
  );
}

export function paginate(lines: readonly string[], budget = PAGE_BUDGET): string[] {
  const greedy = fill(lines, budget);
  if (greedy.length < 2) return greedy;
  // Even pages read better than a full one and a stray line: aim at an equal share, never past the budget.
  const total = lines.reduce((sum, line) => sum + line.length + 1, 0);
  const longest = Math.max(...lines.map((line) => line.length));
  const even = fill(lines, Math.min(budget, Math.ceil(total / greedy.length) + longest));
  return even.length === greedy.length ? even : greedy;
}

function fill(lines: readonly string[], budget: number): string[] {
  const pages: string[] = [];
  let current = '';
  for (const line of lines) {
    if (current !== '' && current.length + 1 + line.length > budget) {
      pages.push(current);
      current = '';
    }
    current = current === '' ? line : `${current}\n${line}`;
  }
  if (current !== '') pages.push(current);
  return pages;
}

/** One page of a topic; `page` counts from 1 and is clamped to the pages there are. */
export function helpPage(topic: string | undefined, page: number, commands: readonly Command[]): HelpPage {
  if (topic === 'commands') {
    const pages = paginate(commandLines(commands));
    const at = Math.min(Math.max(1, page), pages.length);
    return {
      embed: { title: `Every command (page ${at} of ${pages.length})`, description: pages[at - 1] ?? '' },
      page: at,
      pages: pages.length,
    };
  }
  const embed = topic === 'dice' ? diceNotation() : topic === 'gm' ? gmTools() : ((topic ? quickStart(topic) : undefined) ?? overview());
  return { embed, page: 1, pages: 1 };
}

/** Buttons to the neighbouring pages, their payload `topic:page`. */
export function pageButtons(topic: string, { page, pages }: HelpPage): ReplyButton[] {
  const buttons: ReplyButton[] = [];
  if (page > 1) buttons.push({ label: `◀ Page ${page - 1}`, payload: `${topic}:${page - 1}`, style: 'secondary' });
  if (page < pages) buttons.push({ label: `Page ${page + 1} ▶`, payload: `${topic}:${page + 1}`, style: 'secondary' });
  return buttons;
}
