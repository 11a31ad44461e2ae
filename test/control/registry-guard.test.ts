// Every command option that names a unit is declared in its command's access and refused, before anything runs, to a
// player who doesn't control that unit: enumerated from the command registry, so a new command can't forget it.
import { type APIApplicationCommandOption, ApplicationCommandOptionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AutocompleteContext, Command } from '../../src/command.js';
import type { Access } from '../../src/control/access.js';
import { OptionBag } from '../../src/options.js';
import { loadCommands } from '../../src/registry.js';
import { createHarness, type Harness } from '../helpers/harness.js';

/** One of alice's units per system: whichever a command's autocomplete offers is a unit it names. */
const ALICE_UNITS: Record<string, string> = {
  'Zulu-BT': 'battletech/locust',
  'Zulu-SA': 'slaved-armour/hound',
  'Zulu-40k': 'wh40k/rhino',
  'Zulu-MB': 'mecha-bots/sample',
};

interface UnitOption {
  readonly command: string;
  readonly subcommand: string | undefined;
  readonly option: string;
  /** The first of alice's units its autocomplete offered. */
  readonly unit: string;
  readonly leaves: readonly APIApplicationCommandOption[];
}

let h: Harness;
let commands: ReadonlyMap<string, Command>;
const unitOptions: UnitOption[] = [];

function leavesOf(command: Command): Array<{ subcommand: string | undefined; leaves: readonly APIApplicationCommandOption[] }> {
  const options = (command.data.toJSON().options ?? []) as APIApplicationCommandOption[];
  const subs = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (subs.length === 0) return [{ subcommand: undefined, leaves: options }];
  return subs.map((s) => ({ subcommand: s.name, leaves: ('options' in s ? s.options : undefined) ?? [] }));
}

/** A value the console accepts for a required option the check does not look at. */
function filler(option: APIApplicationCommandOption): string {
  if ('choices' in option && option.choices && option.choices.length > 0) return String(option.choices[0]!.value);
  if (option.type === ApplicationCommandOptionType.Integer || option.type === ApplicationCommandOptionType.Number)
    return String(('min_value' in option && option.min_value) || 1);
  if (option.type === ApplicationCommandOptionType.Boolean) return 'false';
  if (option.type === ApplicationCommandOptionType.User) return '<@carol>';
  // The console reads an attachment's file before any check runs: give one that exists.
  if (option.type === ApplicationCommandOptionType.Attachment) return 'package.json';
  return 'x';
}

function lineFor(u: UnitOption, values: Readonly<Record<string, string>>): string {
  const parts = [`/${u.command}`, ...(u.subcommand ? [u.subcommand] : [])];
  for (const leaf of u.leaves) {
    const value = values[leaf.name] ?? (leaf.required ? filler(leaf) : undefined);
    if (value !== undefined) parts.push(`${leaf.name}:"${value}"`);
  }
  return parts.join(' ');
}

const accessOf = (u: Pick<UnitOption, 'command' | 'subcommand'>): Access => commands.get(u.command)!.access?.(u.subcommand) ?? {};

beforeAll(async () => {
  h = await createHarness({ backend: 'sqlite', channel: { guildId: 'guild-guard', channelId: 'table' } });
  for (const [name, template] of Object.entries(ALICE_UNITS)) {
    expect((await h.run(`/unit add template:${template} name:${name}`, { user: 'alice' })).error).toBeUndefined();
  }
  commands = await loadCommands();
  for (const [name, command] of commands) {
    if (!command.autocomplete) continue;
    for (const { subcommand, leaves } of leavesOf(command)) {
      for (const leaf of leaves) {
        if (leaf.type !== ApplicationCommandOptionType.String || !('autocomplete' in leaf) || !leaf.autocomplete) continue;
        const ctx = {
          options: new OptionBag({}, subcommand),
          channel: h.channel,
          store: h.store,
          user: { id: 'alice', name: 'alice' },
          focused: { name: leaf.name, value: '' },
        } as unknown as AutocompleteContext;
        const offered = (await command.autocomplete(ctx)).map((c) => c.value);
        const unit = offered.find((value) => value in ALICE_UNITS);
        if (unit) unitOptions.push({ command: name, subcommand, option: leaf.name, unit, leaves });
      }
    }
  }
}, 60_000);

afterAll(async () => {
  await h.close();
});

const label = (u: Pick<UnitOption, 'command' | 'subcommand' | 'option'>) =>
  `/${u.command}${u.subcommand ? ` ${u.subcommand}` : ''} ${u.option}:`;

describe('the command registry', () => {
  test('GIVEN every command THEN the options that offer units are found (the enumeration itself works)', () => {
    const found = new Set(unitOptions.map(label));
    for (const known of [
      '/shoot battletech attacker:',
      '/crit wh40k target:',
      '/move unit:',
      '/tinker unit:',
      '/unit remove name:',
      '/collide b:',
    ])
      expect(found).toContain(known);
    expect(unitOptions.length).toBeGreaterThanOrEqual(30);
  });

  test('GIVEN every option that names a unit THEN its command declares what it lets a member do with that unit', () => {
    const undeclared = unitOptions.filter((u) => accessOf(u).units?.[u.option] === undefined).map(label);
    expect(undeclared).toEqual([]);
  });

  test('GIVEN every declared unit option THEN it is a real option of that command (no stale declaration)', () => {
    for (const [name, command] of commands) {
      for (const { subcommand, leaves } of leavesOf(command)) {
        const declared = Object.keys(command.access?.(subcommand).units ?? {});
        const stale = declared.filter((option) => !leaves.some((leaf) => leaf.name === option));
        expect(stale, `/${name} ${subcommand ?? ''}`).toEqual([]);
      }
    }
  });
});

describe('GIVEN alice owns a unit of each system and bob is another player', () => {
  test('WHEN bob names her unit in any option that acts with or on it THEN he is refused before anything runs, saying who may, and nothing changes', async () => {
    const guarded = unitOptions.filter((u) => ['with', 'on', 'own'].includes(accessOf(u).units?.[u.option] ?? 'target'));
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    for (const u of guarded) {
      const before = (await h.store.load(h.channel)).version;
      const reply = await h.run(lineFor(u, { [u.option]: u.unit }), { user: 'bob' });
      expect(reply.error, `${label(u)} as bob`).toMatch(/^Only its (controller|owner) @alice or a GM can /);
      expect((await h.store.load(h.channel)).version, label(u)).toBe(before);
    }
  }, 120_000);

  test('WHEN alice or a GM names it THEN the control check lets them through (whatever the rules then say)', async () => {
    for (const u of unitOptions) {
      for (const who of [{ user: 'alice' }, { user: 'gm', gm: true }]) {
        const reply = await h.run(lineFor(u, { [u.option]: u.unit }), who);
        expect(reply.error ?? '', `${label(u)} as ${who.user}`).not.toMatch(/^Only its (controller|owner) /);
      }
      // Whatever a GM just did is taken back, so every unit stays playable for the next option.
      await h.run('/undo');
    }
  }, 240_000);

  test('WHEN bob names her unit only as a target or to look at it THEN nothing about control refuses him', async () => {
    const open = unitOptions.filter((u) => accessOf(u).units?.[u.option] === 'target');
    expect(open.map(label)).toEqual(expect.arrayContaining(['/shoot battletech target:', '/unit show name:', '/odds battletech target:']));
    for (const u of open) {
      const reply = await h.run(lineFor(u, { [u.option]: u.unit }), { user: 'bob' });
      expect(reply.error ?? '', label(u)).not.toMatch(/^Only its (controller|owner) /);
    }
  }, 120_000);

  test('WHEN a player gives an option that declares what the rules compute THEN a GM only, until the table allows players', async () => {
    const declaring: Array<{ u: UnitOption; rule: string }> = [];
    for (const u of unitOptions) {
      if (accessOf(u).units?.[u.option] !== 'with') continue;
      for (const [rule, role] of Object.entries(accessOf(u).rules ?? {}))
        if (role === 'declare' && !declaring.some((d) => d.u.command === u.command && d.u.subcommand === u.subcommand && d.rule === rule))
          declaring.push({ u, rule });
    }
    expect(declaring.map((d) => `${label(d.u)} ${d.rule}:`)).toEqual(
      expect.arrayContaining(['/shoot battletech attacker: tn:', '/shoot slaved-armour attacker: tn:', '/shoot wh40k attacker: obscured:']),
    );
    for (const { u, rule } of declaring) {
      const leaf = u.leaves.find((l) => l.name === rule)!;
      const reply = await h.run(lineFor(u, { [u.option]: u.unit, [rule]: filler(leaf) }), { user: 'alice' });
      expect(reply.error, `${label(u)} ${rule}:`).toMatch(new RegExp(`^Only a GM can declare \`${rule}:\``));
    }
    await h.run('/config table declare:true');
    for (const { u, rule } of declaring) {
      const leaf = u.leaves.find((l) => l.name === rule)!;
      const reply = await h.run(lineFor(u, { [u.option]: u.unit, [rule]: filler(leaf) }), { user: 'alice' });
      expect(reply.error ?? '', `${label(u)} ${rule}: allowed`).not.toMatch(/^Only a GM can declare/);
    }
    await h.run('/config table declare:false');
  }, 120_000);

  test('WHEN a player runs a GM-only subcommand THEN it is refused, saying it is a GM’s', async () => {
    let checked = 0;
    for (const [name, command] of commands) {
      for (const { subcommand, leaves } of leavesOf(command)) {
        const gmOnly = command.access?.(subcommand).gmOnly;
        if (!gmOnly) continue;
        checked += 1;
        const u = { command: name, subcommand, option: '', unit: '', leaves };
        const values = Object.fromEntries(leaves.filter((l) => l.name === 'unit').map((l) => [l.name, 'Zulu-BT']));
        expect((await h.run(lineFor(u, values), { user: 'alice' })).error, `/${name} ${subcommand ?? ''}`).toBe(`Only a GM can ${gmOnly}.`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
