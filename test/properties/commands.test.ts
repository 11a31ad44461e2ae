// Property tests: every command and subcommand, fed command lines built from its own builder JSON with valid and hostile
// values, answers with a result or a clear ephemeral error, and an error leaves the channel unchanged. How long the
// answers take is measured by `npm run bench` (bench/hostile-input.ts), not asserted here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshSeed } from '../../src/dice/rng.js';
import { OptionBag } from '../../src/options.js';
import { loadCommands } from '../../src/registry.js';
import { GENERIC_APOLOGY, type Reply, type ReplyButton } from '../../src/reply.js';
import { channelKey } from '../../src/store/channel-doc.js';
import { allSystems, systemById } from '../../src/systems/registry.js';
import { unitKey } from '../../src/systems/types.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import {
  applyJsonEdits,
  applyTextEdits,
  hostileJsonValue,
  hostileNumberText,
  hostileString,
  jsonEdits,
  textEdits,
} from '../helpers/hostile-input.js';
import { testLogger } from '../helpers/store.js';
import { expectClearMessage } from './hostile.js';

/** Fixed so CI is repeatable; PROPERTY_SEED=n explores other inputs locally. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20260809);

interface OptionJson {
  readonly name: string;
  readonly type: number;
  readonly required?: boolean;
  readonly choices?: ReadonlyArray<{ name: string; value: string | number }>;
  readonly min_value?: number;
  readonly max_value?: number;
  readonly max_length?: number;
  readonly autocomplete?: boolean;
  readonly options?: readonly OptionJson[];
}

/** One thing a player can type: a command, or one subcommand of it, with its options. */
interface Leaf {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: readonly OptionJson[];
}

const commands = await loadCommands();
const LEAVES: readonly Leaf[] = [...commands.values()].flatMap((command) => {
  const json = command.data.toJSON();
  const options = (json.options ?? []) as readonly OptionJson[];
  const subs = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (subs.length === 0) return [{ command: json.name, options }];
  return subs.map((sub) => ({ command: json.name, subcommand: sub.name, options: sub.options ?? [] }));
});
const label = (leaf: Leaf) => `/${leaf.command}${leaf.subcommand ? ` ${leaf.subcommand}` : ''}`;

// ---- the table the commands run on: a few units of every system, some rolls, an action to undo ----

const USERS = [
  { user: 'gm', gm: true },
  { user: 'alice', gm: false },
  { user: 'bob', gm: false },
] as const;

/** The GM acts half the time: most changes are theirs to make, and players are refused the rest. */
const PLAYER = fc.constantFrom(USERS[0], USERS[0], USERS[1], USERS[2]);

const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)), 'utf8');

/** Files a player might attach to `/unit import`, each of them valid. */
const UNIT_FILES: ReadonlyArray<{ system: string; name: string; text: string }> = [
  { system: 'slaved-armour', name: 'grunt.json', text: fixture('slaved-armour/grunt.json') },
  { system: 'slaved-armour', name: 'raider.json', text: fixture('slaved-armour/raider.json') },
  { system: 'wh40k', name: 'chimera.json', text: fixture('wh40k/chimera.json') },
  { system: 'mecha-bots', name: 'clanker.json', text: fixture('mecha-bots/clanker.json') },
  { system: 'mecha-bots', name: 'clanker.txt', text: fixture('mecha-bots/clanker.txt') },
  { system: 'battletech', name: 'Locust LCT-1V.mtf', text: fixture('battletech/Locust LCT-1V.mtf') },
];

interface World {
  readonly units: ReadonlyArray<{ readonly name: string; readonly system: string; readonly weapons: readonly string[] }>;
  readonly unitNames: readonly string[];
  readonly weaponNames: readonly string[];
  readonly rollIds: readonly string[];
  readonly actionIds: readonly string[];
  readonly templates: readonly string[];
  /** Each system's default options as `/config set` JSON. */
  readonly configJson: Readonly<Record<string, string>>;
}

let h: Harness;
let world: World;
/** The channel's stored head and body as populate() left them. */
let baseline: { head: string; body: string | undefined };
let files: string;
let fileCount = 0;

async function populate(): Promise<World> {
  const unitNames: string[] = [];
  const templates: string[] = [];
  for (const system of allSystems()) {
    for (const [i, template] of system.templates.entries()) {
      templates.push(`${system.id}/${template.id}`);
      if (i >= 2) continue;
      const name = `${system.id.slice(0, 2).toUpperCase()} ${template.name}`.slice(0, 40);
      const reply = await h.run(`/unit add template:${system.id}/${template.id} name:${name}`, USERS[i % 2]);
      expect(reply.error, name).toBeUndefined();
      unitNames.push(name);
    }
  }
  const rolled = await h.run('/roll expression:2d6 label:opening', { user: 'alice' });
  const sealed = await h.run('/roll expression:1d20 secret:true', { user: 'alice' });
  const shot = await h.run(`/damage slaved-armour target:${unitNames.find((n) => n.startsWith('SL'))} hits:1`, { user: 'gm', gm: true });
  expect([rolled.error, sealed.error, shot.error]).toEqual([undefined, undefined, undefined]);
  await h.run('/undo', { user: 'gm', gm: true });
  const embarked = await h.run(`/vehicle embark unit:${unitNames.find((n) => n.startsWith('WH'))} passengers:Squad models:5`, USERS[0]);
  expect(embarked.error).toBeUndefined();
  const doc = await h.store.load(h.channel);
  const log = await h.store.log(h.channel);
  const units = Object.values(doc.units).map((u) => ({ name: u.name, system: u.system, weapons: systemById(u.system).weaponNames(u) }));
  const weaponNames = units.flatMap((u) => u.weapons);
  return {
    units,
    unitNames,
    weaponNames: [...new Set(weaponNames)],
    rollIds: log.flatMap((e) => e.rolls.map((r) => r.id)),
    actionIds: log.map((e) => e.id),
    templates,
    configJson: Object.fromEntries(allSystems().map((s) => [s.id, JSON.stringify(s.parseConfig({}))])),
  };
}

/** Puts the channel back as populate() left it, so every run starts from the same table. */
async function restore(): Promise<void> {
  const key = channelKey(h.channel);
  const { raw } = await h.store.backend.read(key);
  if (raw === baseline.head) return;
  await h.store.backend.plantBody(key, baseline.body);
  await h.store.backend.plant(key, baseline.head);
}

// ---- values for one option, by its type and name: right for the command, or hostile ----

const UNIT_OPTIONS = new Set(['attacker', 'target', 'unit', 'a', 'b']);
const CELLS = ['F', 'FR', 'BR', 'B', 'BL', 'FL', 'C'].flatMap((hex) => [0, 1, 2, 3, 4, 5, 6].map((n) => `${hex}${n}`));
const DICE = ['2d6', '4d6kh3+2', 'd66', '3#2d6', '1d20>=15', '10d10!', '2d6;1d4', 'd%', '6d10>=7', '1000d1000', '99999d6', '2d6/0'];
/** Free-text options whose good values are known words. */
const WORDS: Record<string, readonly string[]> = {
  location: ['1', '3', '6', 'Cockpit', 'Left arm', 'CT'],
  band: ['P', 'S', 'M', 'L', 'X'],
  effective: ['P', 'S', 'M', 'L', 'X'],
  wall: ['wood', 'brick', 'stone', 'concrete'],
  obstacle: ['wall', 'tree', 'rock'],
  player: ['alice', 'bob', 'gm'],
  controller: ['alice', 'bob', 'Cadia'],
  passengers: ['Squad', 'Tactical Squad', 'Squad, Team'],
  label: ['fire', 'morale check'],
  reason: ['jumped', 'skidding'],
  a_weapon: ['Arm club', 'Fists', 'Ram spike'],
  b_weapon: ['Arm club', 'Fists', 'Ram spike'],
};
/** Commands that belong to one game system without saying so in a subcommand. */
const COMMAND_SYSTEM: Record<string, string> = {
  collide: 'slaved-armour',
  melee: 'slaved-armour',
  move: 'slaved-armour',
  reload: 'slaved-armour',
  repair: 'mecha-bots',
  tinker: 'mecha-bots',
  psr: 'battletech',
  vehicle: 'wh40k',
  pen: 'wh40k',
};

/** The units a line is about: mostly of the command's own system, so that whole lines can succeed. */
interface Cast {
  readonly system: string;
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly targetWeapon: string;
}

function castFor(leaf: Leaf, ownOnly = false): fc.Arbitrary<Cast> {
  const systems = allSystems().map((system) => system.id as string);
  const named = COMMAND_SYSTEM[leaf.command] ?? leaf.subcommand;
  return (systems.includes(named ?? '') ? fc.constant(named!) : fc.constantFrom(...systems)).chain((system) => castOf(system, ownOnly));
}

function castOf(system: string, ownOnly: boolean): fc.Arbitrary<Cast> {
  const own = world.units.filter((u) => u.system === system).map((u) => u.name);
  const all = ownOnly && own.length > 0 ? own : world.units.map((u) => u.name);
  const unit =
    own.length > 0 ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...own) }, fc.constantFrom(...all)) : fc.constantFrom(...all);
  const weaponOf = (name: string) => {
    const weapons = world.units.find((u) => u.name === name)!.weapons;
    return weapons.length > 0
      ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...weapons) }, fc.constantFrom(...world.weaponNames))
      : fc.constantFrom(...world.weaponNames);
  };
  return fc.tuple(unit, unit).chain(([attacker, target]) =>
    fc.record({
      system: fc.constant(system),
      attacker: fc.constant(attacker),
      target: fc.constant(target),
      weapon: weaponOf(attacker),
      targetWeapon: weaponOf(target),
    }),
  );
}

/** A hostile file for an attachment option: a broken unit file, random bytes, or no file at all. */
const editableFiles = fc.constantFrom(...UNIT_FILES);
const badFile = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(editableFiles, textEdits).map(([f, e]) => ({ ...f, text: applyTextEdits(f.text, e) as string | undefined })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...UNIT_FILES.filter((f) => f.name.endsWith('.json'))), jsonEdits)
        .map(([f, e]) => ({ ...f, text: JSON.stringify(applyJsonEdits(JSON.parse(f.text), e)) ?? '' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ name: fc.constantFrom('x.json', 'x.mtf', 'x.txt', 'x'), text: fc.string({ unit: 'binary', maxLength: 200 }) }),
    },
    { weight: 1, arbitrary: fc.constant({ name: 'missing', text: undefined }) },
  )
  .map((file) => ({ file }));

function writeAttachment(file: { name: string; text: string | undefined }): string {
  fileCount += 1;
  const dir = join(files, String(fileCount));
  if (file.text === undefined) return join(dir, 'no-such-file.json');
  mkdirSync(dir);
  writeFileSync(join(dir, file.name), file.text);
  return join(dir, file.name);
}

type Value = string | { readonly file: { name: string; text: string | undefined } };

function hostileFor(option: OptionJson): fc.Arbitrary<Value> {
  if (option.type === ApplicationCommandOptionType.Attachment) return badFile;
  return fc.oneof(hostileString, hostileNumberText, fc.constantFrom(...world.unitNames, ...world.weaponNames));
}

function goodFor(leaf: Leaf, option: OptionJson, cast: Cast): fc.Arbitrary<Value> {
  const { name } = option;
  // The game system a subcommand asks for is the one the rest of the line is about.
  if ((name === 'system' || name === 'value') && option.choices?.some((c) => c.value === cast.system)) return fc.constant(cast.system);
  if (option.choices && option.choices.length > 0) {
    return fc.constantFrom(...option.choices.map((c) => String(c.value))).chain((v) => fc.constantFrom(v, v.toUpperCase()));
  }
  switch (option.type) {
    case ApplicationCommandOptionType.Integer: {
      const min = option.min_value ?? -5;
      const max = option.max_value ?? 30;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max)).map(String);
    }
    case ApplicationCommandOptionType.Boolean:
      return fc.constantFrom('true', 'false', 'yes', 'no');
    case ApplicationCommandOptionType.Attachment:
      return fc.constantFrom(...UNIT_FILES.filter((f) => f.system === cast.system)).map((file) => ({ file }));
    case ApplicationCommandOptionType.Role:
      return fc.constantFrom('123456789012345678', '1');
  }
  if (name === 'attacker' || name === 'a' || name === 'unit') return fc.constantFrom(cast.attacker, ` ${cast.attacker.toUpperCase()} `);
  if (name === 'target' || name === 'b') return fc.constant(cast.target);
  if (name === 'name' && (leaf.subcommand === 'show' || leaf.subcommand === 'remove')) return fc.constant(cast.target);
  if (name === 'name')
    return fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 999 }).map((n) => `New Unit ${n}`) }, fc.constant(cast.target));
  if (name === 'weapon') return fc.constant(cast.weapon);
  if (name === 'choose') return fc.constantFrom(cast.targetWeapon, 'random');
  if (name === 'template')
    return fc.oneof(
      fc.constantFrom(...world.templates),
      fc.constantFrom(...world.templates).map((t) => t.split('/')[1]!),
    );
  if (name === 'expression') return fc.constantFrom(...DICE);
  if (name === 'json') {
    const json = world.configJson[cast.system]!;
    return fc.oneof(
      fc.constant(json),
      fc.tuple(fc.constant(json), jsonEdits).map(([json, edits]) => JSON.stringify(applyJsonEdits(JSON.parse(json), edits)) ?? ''),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileJsonValue, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
    );
  }
  if (name === 'cells' || name === 'remove' || name === 'place') {
    return fc.oneof(
      fc.array(fc.constantFrom(...CELLS), { minLength: 1, maxLength: 4 }).map((c) => c.join(' ')),
      fc.constant('all'),
    );
  }
  if (name === 'action') return fc.constantFrom(...world.actionIds);
  if (name === 'roll') return fc.constantFrom(...world.rollIds);
  return fc.constantFrom(...(WORDS[name] ?? ['something']));
}

type Mood = 'valid' | 'one-bad' | 'chaos';
const MOODS: readonly Mood[] = ['valid', 'valid', 'one-bad', 'one-bad', 'chaos'];

/** The typed line for these option values, in a rotated order (options may come in any order). */
function lineOf(leaf: Leaf, values: Record<string, Value>, rotation: number): string {
  const names = Object.keys(values);
  const parts = names.map((_, i) => {
    const name = names[(i + rotation) % names.length]!;
    const value = values[name]!;
    return `${name}:${typeof value === 'string' ? value : writeAttachment(value.file)}`;
  });
  return [label(leaf), ...parts].join(' ');
}

/**
 * A command line for `leaf`, in one of three moods: every value right (so handlers run to the end), exactly one value
 * hostile or one required option missing (so the error names that one), or anything at all.
 */
function lineFor(
  leaf: Leaf,
  moods: readonly Mood[] = MOODS,
  ownOnly = false,
): fc.Arbitrary<{ line: string; values: Record<string, Value>; rotation: number }> {
  return fc.tuple(castFor(leaf, ownOnly), fc.constantFrom(...moods), fc.nat(), fc.nat()).chain(([cast, how, bad, rotation]) => {
    const picks = leaf.options.map((option, i) => {
      const isBad = how === 'chaos' ? fc.boolean() : fc.constant(how === 'one-bad' && i === bad % leaf.options.length);
      const optionalPresent = fc.boolean();
      return fc
        .tuple(isBad, optionalPresent, goodFor(leaf, option, cast), hostileFor(option), fc.boolean())
        .map(([b, present, good, hostile, drop]) => {
          // A bad required option is sometimes left out altogether; a bad optional one is always given.
          if (b) return option.required && drop ? undefined : hostile;
          return option.required || present ? good : undefined;
        });
    });
    return fc.tuple(...picks).map((chosen) => {
      const values: Record<string, Value> = {};
      leaf.options.forEach((option, i) => {
        if (chosen[i] !== undefined) values[option.name] = chosen[i]!;
      });
      return { line: lineOf(leaf, values, rotation), values, rotation };
    });
  });
}

// ---- the properties every reply must have ----

async function runChecked(line: string, who: (typeof USERS)[number]): Promise<Reply> {
  const before = await h.store.load(h.channel);
  const reply = await h.run(line, who);
  const context = `${who.user}: ${line.slice(0, 300)}`;
  expect(reply.content, context).not.toContain(GENERIC_APOLOGY);
  if (reply.error !== undefined) {
    expect(reply.ephemeral, context).toBe(true);
    expectClearMessage(reply.error, context, line);
    expect((await h.store.load(h.channel)).version, `${context} changed the channel though it failed`).toBe(before.version);
  } else {
    expect(reply.content.trim().length + (reply.files?.length ?? 0) + (reply.embeds?.length ?? 0), context).toBeGreaterThan(0);
  }
  return reply;
}

async function pressChecked(button: ReplyButton, who: (typeof USERS)[number], from: Reply | undefined): Promise<Reply> {
  const before = await h.store.load(h.channel);
  const reply = await h.press(button, { ...who, ...(from ? { reply: from } : {}) });
  const context = `${who.user} pressed ${button.command}: ${button.payload.slice(0, 100)}`;
  expect(reply.content, context).not.toContain(GENERIC_APOLOGY);
  if (reply.error !== undefined) {
    expect(reply.ephemeral, context).toBe(true);
    expectClearMessage(reply.error, context, button.payload);
    expect((await h.store.load(h.channel)).version, `${context} changed the channel though it failed`).toBe(before.version);
  }
  return reply;
}

/** A required option naming an existing unit (`/unit show name:` but not `/unit add name:`). */
function namesUnit(leaf: Leaf, option: OptionJson): boolean {
  const refersToUnit = UNIT_OPTIONS.has(option.name) || (option.name === 'name' && ['show', 'remove'].includes(leaf.subcommand ?? ''));
  return refersToUnit && option.required === true;
}

/** Required options that name a unit: when no such unit exists, the command cannot have succeeded. */
function namesMissingUnit(leaf: Leaf, values: Record<string, Value>, units: ReadonlySet<string>): string | undefined {
  for (const option of leaf.options) {
    const value = values[option.name];
    if (namesUnit(leaf, option) && typeof value === 'string' && !units.has(unitKey(value))) return option.name;
  }
  return undefined;
}

/** Names of no unit, some of them keys every plain object has. */
const NOT_UNITS = ['No Such Unit', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('every command, fed valid and hostile options', () => {
  beforeAll(async () => {
    h = await createHarness({ backend: 'sqlite', channel: { guildId: 'guild-props', channelId: 'props' } });
    files = mkdtempSync(join(tmpdir(), 'salvo-props-'));
    world = await populate();
    const key = channelKey(h.channel);
    baseline = { head: (await h.store.backend.read(key)).raw!, body: await h.store.backend.readBody(key) };
  });
  afterAll(async () => {
    await h.close();
    rmSync(files, { recursive: true, force: true });
  });

  test('GIVEN the builders THEN every command and subcommand is covered below', () => {
    expect(LEAVES.length).toBeGreaterThan(30);
    expect(new Set(LEAVES.map((l) => l.command))).toEqual(new Set(commands.keys()));
  });

  test.each(LEAVES.map((leaf) => ({ leaf, name: label(leaf) })))(
    'GIVEN random options for $name THEN a result or a clear error that changed nothing',
    async ({ leaf }) => {
      const units = new Set(world.unitNames.map(unitKey));
      await fc.assert(
        fc.asyncProperty(lineFor(leaf), PLAYER, async ({ line, values }, who) => {
          await restore();
          const reply = await runChecked(line, who);
          const missing = namesMissingUnit(leaf, values, units);
          if (missing) expect(reply.error, `${line}: \`${missing}\` names no unit, yet it succeeded`).toBeDefined();
        }),
        { seed: SEED, numRuns: 25 },
      );
    },
  );

  test.each(LEAVES.filter((leaf) => leaf.options.some((o) => namesUnit(leaf, o))).map((leaf) => ({ leaf, name: label(leaf) })))(
    'GIVEN $name naming no unit THEN it is refused with a message that quotes the name',
    async ({ leaf }) => {
      const unitOptions = leaf.options.filter((o) => namesUnit(leaf, o));
      const missing = NOT_UNITS;
      await fc.assert(
        fc.asyncProperty(
          lineFor(leaf, ['valid'], true),
          fc.constantFrom(...missing),
          fc.nat(),
          async ({ values, rotation }, name, which) => {
            await restore();
            const option = unitOptions[which % unitOptions.length]!;
            // Only the required options: an odd optional one may rightly be reported before the missing unit.
            const required = Object.entries(values).filter(([key]) => leaf.options.find((o) => o.name === key)?.required);
            const reply = await runChecked(lineOf(leaf, { ...Object.fromEntries(required), [option.name]: name }, rotation), USERS[0]);
            expect(reply.error).toContain(`\`${name}\``);
          },
        ),
        { seed: SEED, numRuns: 8 },
      );
    },
  );

  const typing = LEAVES.flatMap((leaf) =>
    commands.get(leaf.command)?.autocomplete ? leaf.options.filter((o) => o.autocomplete).map((option) => ({ leaf, option })) : [],
  );
  test.each(typing.map((t) => ({ ...t, name: `${label(t.leaf)} ${t.option.name}:` })))(
    'GIVEN anything typed into $name THEN autocomplete answers with choices, never an error',
    async ({ leaf, option }) => {
      const command = commands.get(leaf.command)!;
      const typed = fc.oneof(
        hostileString,
        fc.constantFrom('', ...world.unitNames, ...world.weaponNames).map((n) => n.slice(0, 3)),
      );
      await fc.assert(
        fc.asyncProperty(lineFor(leaf), typed, PLAYER, async ({ values }, value, who) => {
          const strings = Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'));
          const ctx = {
            options: new OptionBag(strings, leaf.subcommand),
            focused: { name: option.name, value },
            channel: h.channel,
            user: { id: who.user, name: who.user },
            canManageChannel: who.gm,
            roleIds: [],
            store: h.store,
            commandLine: label(leaf),
            newSeed: freshSeed,
            logger: testLogger,
            frontEnd: 'console' as const,
          };
          const choices = await command.autocomplete!(ctx);
          expect(Array.isArray(choices)).toBe(true);
          for (const choice of choices) expect(typeof choice.name === 'string' && typeof choice.value === 'string').toBe(true);
        }),
        { seed: SEED, numRuns: 15 },
      );
    },
  );

  test('GIVEN a random sequence of commands and button presses THEN each step holds the same properties', async () => {
    const withButtons = [...commands.values()].filter((c) => c.button).map((c) => c.data.name);
    // Any payload a button could carry: a custom id is at most 100 characters, and a payload at most 60 of them.
    const forgedPayload = fc
      .oneof(
        hostileString,
        fc.tuple(fc.constantFrom(...allSystems().map((sys) => sys.id), 'nope'), hostileString).map(([id, rest]) => `${id}~${rest}`),
        fc.constantFrom(...world.actionIds, 'fire:0', 'fire:', 'mecha-bots~', 'wh40k~x'),
      )
      .map((payload) => payload.slice(0, 60));
    const step = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...LEAVES).chain((leaf) => lineFor(leaf).map((l) => ({ kind: 'line' as const, ...l }))) },
      { weight: 2, arbitrary: fc.nat({ max: 4 }).map((n) => ({ kind: 'press' as const, n })) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('forged' as const), command: fc.constantFrom(...withButtons), payload: forgedPayload }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(step, PLAYER), { minLength: 2, maxLength: 5 }), async (steps) => {
        await restore();
        let last: Reply | undefined;
        for (const [s, who] of steps) {
          if (s.kind === 'line') last = await runChecked(s.line, who);
          else if (s.kind === 'forged') last = await pressChecked({ label: 'Forged', payload: s.payload, command: s.command }, who, last);
          else {
            const button = last?.buttons?.[s.n % last.buttons.length];
            if (button) last = await pressChecked(button, who, last);
          }
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
