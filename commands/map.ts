// /map: the channel's battlefield: a GM makes or imports the board, players place their units, anyone shows it.
import { SlashCommandBuilder, type SlashCommandStringOption } from '@discordjs/builders';
import { blankBoard, MAX_BOARD_SIDE } from '../src/battlefield/board.js';
import { parseBoardFile } from '../src/battlefield/board-file.js';
import { FACING_NAMES, FACINGS, type Facing, formatHex, parseHex } from '../src/battlefield/hex.js';
import { lineOfSight } from '../src/battlefield/los.js';
import { describePlacement, describeSight, placeUnit } from '../src/battlefield/placement.js';
import type { Command, CommandContext } from '../src/command.js';
import {
  BATTLEFIELD_KEY,
  loadBoard,
  placementsOf,
  readBattlefield,
  requireBattlefield,
  type StoredBattlefield,
  saveBoard,
  sightedOf,
  storedPlacements,
} from '../src/commands-kit/battlefield.js';
import { unitChoices } from '../src/commands-kit/system-options.js';
import type { Access } from '../src/control/access-spec.js';
import { UserError } from '../src/errors.js';
import { renderMap } from '../src/render/map.js';
import type { Reply } from '../src/reply.js';
import { MAX_NAME_LENGTH } from '../src/store/channel-doc.js';
import { type UnitRecord, unitKey } from '../src/systems/types.js';

const unitOption = (name: string, description: string, required: boolean) => (o: SlashCommandStringOption) =>
  o.setName(name).setDescription(description).setRequired(required).setAutocomplete(true).setMaxLength(MAX_NAME_LENGTH);

function unitNamed(units: Readonly<Record<string, UnitRecord>>, name: string): [string, UnitRecord] {
  const key = unitKey(name);
  const unit = Object.hasOwn(units, key) ? units[key] : undefined;
  if (!unit) throw new UserError('not-found', `There is no unit \`${name}\` in this channel. \`/unit list\` shows them.`);
  return [key, unit];
}

/** Replaces the channel's map with `field` (no units placed), logged so /undo takes it back. */
async function setMap(ctx: CommandContext, field: StoredBattlefield): Promise<{ actionId?: string }> {
  const { entry, undoable } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
    draft.pending[BATTLEFIELD_KEY] = field;
  });
  return entry && undoable ? { actionId: entry.id } : {};
}

async function show(ctx: CommandContext): Promise<Reply> {
  const doc = await ctx.store.load(ctx.channel);
  const field = requireBattlefield(doc.pending);
  const board = await loadBoard(ctx.store, ctx.channel, field.board);
  const placements = placementsOf(field);
  const figures = Object.entries(placements).map(([key, p]) => ({ name: doc.units[key]?.name ?? key, hex: p.hex, facing: p.facing }));
  const fromName = ctx.options.string('from');
  const toName = ctx.options.string('to');
  let sight: Parameters<typeof renderMap>[0]['sight'];
  let said = '';
  if ((fromName === undefined) !== (toName === undefined))
    throw new UserError('option', 'A line of sight needs both `from:` and `to:` (two units on the map).');
  if (fromName !== undefined && toName !== undefined) {
    const ends = [fromName, toName].map((name) => {
      const [key, unit] = unitNamed(doc.units, name);
      const at = placements[key];
      if (!at) throw new UserError('rule', `**${unit.name}** is not on the map; place it with \`/map place\`.`);
      return sightedOf(unit, at);
    });
    const [from, to] = ends as [ReturnType<typeof sightedOf>, ReturnType<typeof sightedOf>];
    const los = lineOfSight(board, from, to);
    sight = { from: from.hex, to: to.hex, steps: los.steps, ...(los.blocked ? { blockedAt: los.blocked.hex } : {}) };
    said = `\n${describeSight(board, from.hex, to.hex, los)}`;
  }
  const png = renderMap({ board, figures, ...(sight ? { sight } : {}) });
  const placed =
    figures.length === 0
      ? 'No units placed.'
      : figures.map((f, i) => `**${f.name}** ${describePlacement(Object.values(placements)[i]!)}`).join(', ');
  return {
    content: `🗺️ **${field.name}** (${field.width}×${field.height}). ${placed}${said}`,
    files: [{ name: 'map.png', data: png, description: `The map ${field.name}` }],
  };
}

export default {
  data: new SlashCommandBuilder()
    .setName('map')
    .setDescription("The channel's battlefield: make or import a board, place units, show it with lines of sight")
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('GM: a blank board of clear hexes (replaces the map here)')
        .addIntegerOption((o) =>
          o.setName('width').setDescription('Hexes across').setRequired(true).setMinValue(1).setMaxValue(MAX_BOARD_SIDE),
        )
        .addIntegerOption((o) =>
          o.setName('height').setDescription('Hexes down').setRequired(true).setMinValue(1).setMaxValue(MAX_BOARD_SIDE),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('import')
        .setDescription('GM: a MegaMek .board file becomes the map here (replaces it)')
        .addAttachmentOption((o) => o.setName('file').setDescription('A MegaMek .board file').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('show')
        .setDescription('The map as a picture; from: and to: draw a line of sight between two units')
        .addStringOption(unitOption('from', 'The unit looking (with to:)', false))
        .addStringOption(unitOption('to', 'The unit looked at (with from:)', false)),
    )
    .addSubcommand((s) => s.setName('clear').setDescription('GM: remove the map and every unit’s place on it'))
    .addSubcommand((s) =>
      s
        .setName('place')
        .setDescription('Put a unit on a hex, facing a side (its controller or a GM)')
        .addStringOption(unitOption('unit', 'The unit to place', true))
        .addStringOption((o) =>
          o.setName('hex').setDescription('Hex number, column then row, e.g. 0305').setRequired(true).setMaxLength(10),
        )
        .addIntegerOption((o) =>
          o
            .setName('facing')
            .setDescription('The hexside it faces')
            .setRequired(true)
            .addChoices(...FACINGS.map((f) => ({ name: `${FACING_NAMES[f]} (${f})`, value: f }))),
        ),
    ),
  defer: true,
  access: (sub): Access =>
    sub === 'place'
      ? { units: { unit: 'with' } }
      : sub === 'show'
        ? { units: { from: 'target', to: 'target' } }
        : { gmOnly: sub === 'clear' ? 'clear the map' : 'make the map' },
  async execute(ctx) {
    const sub = ctx.options.subcommand;
    if (sub === 'show') return show(ctx);
    if (sub === 'new') {
      const width = ctx.options.integer('width', true);
      const height = ctx.options.integer('height', true);
      if (width < 1 || height < 1 || width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE)
        throw new UserError('option', `A map is 1 to ${MAX_BOARD_SIDE} hexes each way, not ${width}×${height}.`);
      const board = await saveBoard(ctx.store, ctx.channel, blankBoard(width, height));
      const done = await setMap(ctx, { board, width, height, name: `Blank ${width}×${height}` });
      return { content: `🗺️ A blank ${width}×${height} map (0101 to ${formatHex({ col: width, row: height })}); no units placed.`, ...done };
    }
    if (sub === 'import') {
      const file = ctx.options.attachment('file', true);
      const { board, unused } = parseBoardFile(await file.read());
      const id = await saveBoard(ctx.store, ctx.channel, board);
      const name = file.name.replace(/\.board$/i, '').slice(0, 60) || 'Imported board';
      const done = await setMap(ctx, { board: id, width: board.width, height: board.height, name });
      const note = unused.length > 0 ? `\nKept but not used by Salvo's rules: ${unused.map((t) => `\`${t}\``).join(', ')}.` : '';
      return { content: `🗺️ Imported **${name}** (${board.width}×${board.height}); no units placed.${note}`, ...done };
    }
    if (sub === 'clear') {
      const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const field = requireBattlefield(draft.pending);
        delete draft.pending[BATTLEFIELD_KEY];
        return field;
      });
      return { content: `🗺️ The map **${result.name}** is cleared.`, ...(entry && undoable ? { actionId: entry.id } : {}) };
    }
    if (sub === 'place') {
      const doc = await ctx.store.load(ctx.channel);
      unitNamed(doc.units, ctx.options.string('unit', true));
      const raw = ctx.options.string('hex', true);
      const hex = parseHex(raw);
      if (!hex) throw new UserError('option', `\`${raw}\` is not a hex number: column then row, four digits, as \`0305\`.`);
      const facing = ctx.options.integer('facing', true);
      if (!FACINGS.includes(facing as Facing)) throw new UserError('option', 'The facing is 0 (N) to 5 (NW).');
      const field = readBattlefield(doc.pending);
      const board = field ? await loadBoard(ctx.store, ctx.channel, field.board) : undefined;
      const { entry, undoable, result } = await ctx.store.mutate(ctx.channel, ctx.user, ctx.commandLine, (draft) => {
        const current = requireBattlefield(draft.pending);
        if (!board || current.board !== field?.board)
          throw new UserError('conflict', 'The map changed meanwhile; nothing was placed. Try again.');
        const [key, unit] = unitNamed(draft.units, ctx.options.string('unit', true));
        const names = (k: string) => draft.units[k]?.name ?? k;
        const placements = placeUnit(board, placementsOf(current), key, unit.name, hex, facing as Facing, names);
        draft.pending[BATTLEFIELD_KEY] = { ...current, at: storedPlacements(placements) };
        return { unit, placement: placements[key]! };
      });
      return {
        content: `📍 **${result.unit.name}** stands at ${describePlacement(result.placement)}.`,
        ...(entry && undoable ? { actionId: entry.id } : {}),
      };
    }
    throw new UserError('option', 'Use `/map new`, `import`, `show`, `clear` or `place`.');
  },
  autocomplete: (ctx) => unitChoices(ctx),
} satisfies Command;
