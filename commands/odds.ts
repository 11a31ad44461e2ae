// /odds: exact chances before the dice fall, for a dice expression or any game system's question.
import { SlashCommandBuilder } from '@discordjs/builders';
import { systemState } from '../src/actions.js';
import { type Command, isGM } from '../src/command.js';
import { loadField } from '../src/commands-kit/battlefield.js';
import { dialectMarker, dialectOption, rollDialect } from '../src/commands-kit/dice-dialect.js';
import { addSystemSubcommands, autocompleteFor, queryAccess } from '../src/commands-kit/system-options.js';
import { MAX_INPUT_LENGTH } from '../src/dice/index.js';
import { MAX_EXPLOSIONS_PER_DIE } from '../src/dice/limits.js';
import { planDiceOdds } from '../src/dice/odds.js';
import { UserError } from '../src/errors.js';
import { askDiceOdds } from '../src/odds/ask.js';
import { diceOddsReply, EXACT_FILE, oddsChart } from '../src/odds/dice-message.js';
import { oddsPool } from '../src/odds/pool.js';
import { renderDistributionChart } from '../src/render/chart.js';
import { systemById } from '../src/systems/registry.js';

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
          .addBooleanOption((o) =>
            o.setName('exact').setDescription('Also give every exact fraction in full (attached as a .txt when long)'),
          )
          .addStringOption((o) => dialectOption(o))
          .addIntegerOption((o) =>
            o.setName('page').setDescription('With exact: which page of 1,000 outcomes the fractions list (default 1)').setMinValue(1),
          )
          .addIntegerOption((o) =>
            o
              .setName('depth')
              .setDescription(`Explosions per die to work out (at most ${MAX_EXPLOSIONS_PER_DIE}, as /roll; fewer leaves the rest out)`)
              .setMinValue(0),
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
      const exact = ctx.options.boolean('exact') === true;
      const { settings } = await ctx.store.load(ctx.channel);
      const dialect = rollDialect(settings, ctx.user.id, ctx.options.string('dialect'));
      const query = {
        dialect,
        expression: ctx.options.string('expression', true),
        atLeast: ctx.options.integer('at_least'),
        atMost: ctx.options.integer('at_most'),
        explodeDepth: ctx.options.integer('depth'),
        exact,
      };
      // Refusals cost microseconds here; only what is predicted to fit is queued for a worker thread.
      planDiceOdds(query);
      // Past the budget the pool answers with a seeded estimate instead, sampled from this seed.
      const answer = await askDiceOdds(oddsPool(), query, ctx.newSeed());
      const { content, exactFile } = diceOddsReply(answer, exact, ctx.options.integer('page') ?? 1);
      const marker = dialectMarker(settings, dialect);
      return {
        content: marker ? `${content}\n-# Read as${marker.slice(2)}.` : content,
        files: [
          ...(answer.kind === 'exact'
            ? [
                {
                  name: 'odds.png',
                  data: renderDistributionChart(oddsChart(answer.summary)),
                  description: `Bar chart of the exact distribution of ${query.expression}`,
                },
              ]
            : []),
          ...(exactFile !== undefined
            ? [{ name: EXACT_FILE, data: Buffer.from(exactFile), description: `Exact fractions for ${query.expression}` }]
            : []),
        ],
      };
    }
    const doc = await ctx.store.load(ctx.channel);
    const system = systemById(ctx.options.subcommand ?? '');
    if (!system.odds) throw new UserError('rule', `${system.name} has no odds questions yet.`);
    const answer = system.odds(systemState(system, doc, await loadField(ctx.store, ctx.channel, doc.pending)), {
      options: ctx.options,
      actor: { id: ctx.user.id, name: ctx.user.name, isGM: isGM(ctx, doc.settings) },
    });
    return { content: answer.text, ...(answer.files ? { files: answer.files } : {}) };
  },
  autocomplete: autocompleteFor('odds', []),
} satisfies Command;
