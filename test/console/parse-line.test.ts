// The console's option parser enforces what Discord would: names, types, choices, ranges, required options.
import { SlashCommandBuilder } from '@discordjs/builders';
import { describe, expect, test } from 'vitest';
import { commandName, parseLine } from '../../src/console/parse-line.js';

const data = new SlashCommandBuilder()
  .setName('test')
  .setDescription('d')
  .addStringOption((o) => o.setName('expression').setDescription('d').setRequired(true))
  .addStringOption((o) =>
    o.setName('direction').setDescription('d').addChoices({ name: 'front', value: 'front' }, { name: 'rear', value: 'rear' }),
  )
  .addIntegerOption((o) => o.setName('range').setDescription('d').setMinValue(0).setMaxValue(30))
  .addBooleanOption((o) => o.setName('secret').setDescription('d'))
  .toJSON();

const withSub = new SlashCommandBuilder()
  .setName('unit')
  .setDescription('d')
  .addSubcommand((s) =>
    s
      .setName('show')
      .setDescription('d')
      .addStringOption((o) => o.setName('name').setDescription('d').setRequired(true)),
  )
  .addSubcommand((s) => s.setName('list').setDescription('d'))
  .toJSON();

describe('parseLine', () => {
  test('GIVEN @name in the console THEN it stands for the mention Discord would write, in text and member options', () => {
    const members = new SlashCommandBuilder()
      .setName('m')
      .setDescription('d')
      .addStringOption((o) => o.setName('players').setDescription('d'))
      .addUserOption((o) => o.setName('player').setDescription('d'))
      .toJSON();
    const { options } = parseLine('/m players:"@alice, @bob me@home" player:@carol', members);
    expect(options.string('players')).toBe('<@alice>, <@bob> me@home');
    expect(options.string('player')).toBe('carol');
  });

  test('GIVEN typed options THEN each is coerced to its type', () => {
    const parsed = parseLine('/test expression:3d6 + 2 direction:REAR range:12 secret:yes', data);
    expect(parsed.options.string('expression')).toBe('3d6 + 2');
    expect(parsed.options.string('direction')).toBe('rear');
    expect(parsed.options.integer('range')).toBe(12);
    expect(parsed.options.boolean('secret')).toBe(true);
  });

  test('GIVEN a numbered choice typed by its name THEN it is the number Discord would send; an unknown name is refused', () => {
    const facing = new SlashCommandBuilder()
      .setName('f')
      .setDescription('d')
      .addIntegerOption((o) => o.setName('facing').setDescription('d').addChoices({ name: 'N (0)', value: 0 }, { name: 'S (3)', value: 3 }))
      .toJSON();
    expect(parseLine('/f facing:s', facing).options.integer('facing')).toBe(3);
    expect(parseLine('/f facing:"N (0)"', facing).options.integer('facing')).toBe(0);
    expect(parseLine('/f facing:3', facing).options.integer('facing')).toBe(3);
    expect(() => parseLine('/f facing:SE', facing)).toThrow('`facing` must be a whole number, not `SE`.');
  });

  test('GIVEN a quoted value with a colon-word inside THEN the quotes keep it whole', () => {
    expect(parseLine('/test expression:"2d6 # note"', data).options.string('expression')).toBe('2d6 # note');
  });

  test('GIVEN a subcommand THEN options come from it and the bag knows the subcommand', () => {
    const parsed = parseLine('/unit show name:Atlas Prime', withSub);
    expect(parsed.options.subcommand).toBe('show');
    expect(parsed.options.string('name')).toBe('Atlas Prime');
    expect(parseLine('/unit list', withSub).options.subcommand).toBe('list');
  });

  test.each([
    ['/test', 'Missing option `expression` for `/test`.'],
    ['/test expression:1 range:31', '`range` must be at most 30.'],
    ['/test expression:1 range:-1', '`range` must be at least 0.'],
    ['/test expression:1 range:two', '`range` must be a whole number, not `two`.'],
    [`/test expression:1 range:${'x'.repeat(50)}`, '`range` must be a whole number, not `xxxxxxxxxxxxxxxxxxx…`.'],
    ['/test expression:1 direction:left', '`direction` must be one of `front`, `rear`.'],
    ['/test expression:1 secret:maybe', '`secret` must be true or false.'],
    ['/test expression:1 expression:2', 'Option `expression` is given twice.'],
    [
      '/test 3d6',
      "Don't know what `3d6` means for `/test`; write options as `name:value`. Options: `expression:`, `direction:`, `range:`, `secret:`.",
    ],
    ['/unit', '`/unit` needs a subcommand: `show`, `list`.'],
  ])('GIVEN %s THEN the error says: %s', (line, message) => {
    const json = line.startsWith('/unit') ? withSub : data;
    expect(() => parseLine(line, json)).toThrow(message);
  });

  test('GIVEN a line THEN commandName finds the command with or without the slash', () => {
    expect(commandName('/Roll expression:1d6')).toBe('roll');
    expect(commandName('d66')).toBe('d66');
    expect(() => commandName('   ')).toThrow('Type a command');
  });
});
