// /odds: exact chances before the dice fall, for a dice expression or any game system's question.
import { SlashCommandBuilder } from '@discordjs/builders';
import { systemState } from '../src/actions.js';
import { type Command, isGM } from '../src/command.js';
import { addSystemSubcommands, autocompleteFor, queryAccess } from '../src/commands-kit/system-options.js';
import { toFraction } from '../src/dice/distribution.js';
import { MAX_INPUT_LENGTH } from '../src/dice/index.js';
import { diceOdds, formatProbability } from '../src/dice/odds.js';
import { UserError } from '../src/errors.js';
import { renderBarChart } from '../src/render/chart.js';
import { systemById } from '../src/systems/registry.js';

const TABLE_ROWS = 40;

export default {
  data: addSystemSubcommands(
    new SlashCommandBuilder()
      .setName('odds')
      .setDescription('Exact odds before you roll')
      .addSubcommand((sub) =>
        sub
          .setName('dice')
          .setDescription('Exact odds of a dice expression: distribution, chart, mean, P(≥ N), P(≤ N)')
          .addStringOption((o) =>
            o.setName('expression').setDescription('Dice notation, e.g. 4d6kh3 or 2d6!').setRequired(true).setMaxLength(MAX_INPUT_LENGTH),
          )
          .addIntegerOption((o) =>
            o.setName('at_least').setDescription('Also give P(result ≥ this)').setMinValue(-100000).setMaxValue(100000),
          )
          .addIntegerOption((o) =>
            o.setName('at_most').setDescription('Also give P(result ≤ this)').setMinValue(-100000).setMaxValue(100000),
          )
          .addIntegerOption((o) =>
            o.setName('depth').setDescription('How many times a die may explode (default 3)').setMinValue(0).setMaxValue(10),
          ),
      ) as SlashCommandBuilder,
    'odds',
    (system) => system.odds !== undefined,
    (sub) => sub,
    [],
  ),
  defer: true,
  access: queryAccess('odds'),
  async execute(ctx) {
    if (ctx.options.subcommand === 'dice') {
      const expression = ctx.options.string('expression', true);
      const atLeast = ctx.options.integer('at_least');
      const atMost = ctx.options.integer('at_most');
      const odds = diceOdds({ expression, atLeast, atMost, explodeDepth: ctx.options.integer('depth') });
      const shown = odds.rows.length > TABLE_ROWS ? odds.rows.filter((r) => r.probability >= 0.001).slice(0, TABLE_ROWS) : odds.rows;
      const table = shown
        .map((r) => `${String(r.value).padStart(6)}  ${r.fraction.padStart(14)}  ${(r.probability * 100).toFixed(2).padStart(6)}%`)
        .join('\n');
      const lines = [
        `**Odds for \`${expression}\`** (exact)`,
        `Mean ${toFraction(odds.mean.num, odds.mean.den)} ≈ ${odds.mean.value.toFixed(3)} · SD ≈ ${odds.stdDev.toFixed(3)} · ${odds.rows.length} outcomes`,
        ...(odds.atLeast && atLeast !== undefined ? [`P(≥ ${atLeast}) = ${formatProbability(odds.atLeast)}`] : []),
        ...(odds.atMost && atMost !== undefined ? [`P(≤ ${atMost}) = ${formatProbability(odds.atMost)}`] : []),
        `\`\`\`\n result        P exactly       %\n${table}${shown.length < odds.rows.length ? `\n   … ${odds.rows.length - shown.length} rarer outcomes in the chart` : ''}\n\`\`\``,
      ];
      const chart = renderBarChart(
        `P(${expression})`,
        odds.rows.map((r) => ({
          label: String(r.value),
          value: r.probability,
          highlight: (atLeast !== undefined && r.value >= atLeast) || (atMost !== undefined && r.value <= atMost),
        })),
      );
      return { content: lines.join('\n').slice(0, 1990), files: [{ name: 'odds.png', data: chart }] };
    }
    const doc = await ctx.store.load(ctx.channel);
    const system = systemById(ctx.options.subcommand ?? '');
    if (!system.odds) throw new UserError('rule', `${system.name} has no odds questions yet.`);
    const answer = system.odds(systemState(system, doc), {
      options: ctx.options,
      actor: { id: ctx.user.id, name: ctx.user.name, isGM: isGM(ctx, doc.settings) },
    });
    return { content: answer.text, ...(answer.files ? { files: answer.files } : {}) };
  },
  autocomplete: autocompleteFor('odds', []),
} satisfies Command;
