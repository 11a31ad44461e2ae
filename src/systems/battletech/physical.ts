// Physical attacks (TW): punch, kick, club, physical weapons, push, charge and death from above; to-hit, damage, tables, PSRs.
import { UserError } from '../../errors.js';
import type { ActionInput, SystemAction } from '../types.js';
import { attackPair, configOf, findMech, finish, shotInput } from './actions.js';
import { BLADE_ITEM, bladeInTheWay } from './blade.js';
import { attackerAsAtPhaseStart, movedThisTurn, movementForShot } from './clock.js';
import { type Ctx, emit, newJournal, openCtx, roll, say, showDice } from './context.js';
import { applyDamage } from './damage.js';
import { deriveMech, equipmentUseless, type Modifier } from './derived.js';
import { LOCATIONS, type LocationId, locationCode, locationName } from './locations.js';
import { blowSight, physicalReach, twistOf } from './map-play.js';
import { fall, queuePsr, showParts } from './pilot.js';
import {
  type Arc,
  ATTACKER_MOVE_MOD,
  type AttackerMove,
  CLUSTER_GROUP,
  DIRECTIONS,
  type Direction,
  hitLocation,
  kickLocation,
  PUNCH_MARK,
  punchLocation,
  TAC_ROLL,
  targetMoveModifier,
} from './tables.js';
import type { Equipment, MechData } from './types.js';

/** The physical weapons a 'Mech mounts in an arm and attacks with (PHYSICAL_WEAPON_RULES); `blade` is the retractable one. */
export const PHYSICAL_WEAPONS = ['hatchet', 'sword', 'mace', 'blade'] as const;
export type PhysicalWeapon = (typeof PHYSICAL_WEAPONS)[number];
export const PHYSICAL_ATTACKS = ['punch', 'kick', 'club', 'push', 'charge', 'dfa', ...PHYSICAL_WEAPONS] as const;
export type PhysicalKind = (typeof PHYSICAL_ATTACKS)[number];
export const ARM_CHOICES = ['both', 'left', 'right'] as const;
export const LEG_CHOICES = ['left', 'right'] as const;
/** A physical weapon may aim high or low: the punch or kick table instead of the standard one, at +4. */
export const AIM_CHOICES = ['punch', 'kick'] as const;
export const AIM_MODIFIER = 4;

export const isPhysicalWeapon = (kind: PhysicalKind): kind is PhysicalWeapon => (PHYSICAL_WEAPONS as readonly string[]).includes(kind);

/** Where a hit lands: the 1d6 punch or kick table, the 2d6 standard table, or nowhere (a push deals no damage). */
type Table = 'punch' | 'kick' | 'standard' | 'none';

interface PsrCause {
  readonly reason: string;
  readonly modifier: number;
}

interface AttackRule {
  readonly verb: string;
  /** Added to the attacker's Piloting for the base to-hit number (TW physical attack table). */
  readonly base: number;
  readonly table: Table;
  /** PSRs the attack causes (TW PSR table), rolled at the end of the phase; absent = none. */
  readonly targetPsrOnHit?: PsrCause;
  readonly attackerPsrOnHit?: PsrCause;
  readonly attackerPsrOnMiss?: PsrCause;
  /** Damage lands in 5-point groups, each rolled for location. */
  readonly clusters: boolean;
}

/**
 * The attacks as data (Total Warfare, Physical Attacks; MegaMek *AttackAction). The physical weapons' to-hit is
 * MegaMek's (MiscType toHitModifier, ClubAttackAction): hatchet -1, sword -2, mace +1, retractable blade -2. They land
 * on the standard table unless the attacker aims at the punch or kick table for +4 (MegaMek's aimed physical weapon
 * attack, a "called shot", offered for these four but not for a limb club).
 */
export const PHYSICAL_RULES: Readonly<Record<PhysicalKind, AttackRule>> = {
  punch: { verb: 'punches', base: 0, table: 'punch', clusters: false },
  kick: {
    verb: 'kicks',
    base: -2,
    table: 'kick',
    targetPsrOnHit: { reason: 'kicked', modifier: 0 },
    attackerPsrOnMiss: { reason: 'missed a kick', modifier: 0 },
    clusters: false,
  },
  club: { verb: 'clubs', base: -1, table: 'standard', clusters: false },
  push: { verb: 'pushes', base: -1, table: 'none', targetPsrOnHit: { reason: 'pushed', modifier: 0 }, clusters: false },
  charge: {
    verb: 'charges',
    base: 0,
    table: 'standard',
    targetPsrOnHit: { reason: 'charged', modifier: 2 },
    attackerPsrOnHit: { reason: 'made a charge', modifier: 2 },
    clusters: true,
  },
  dfa: {
    verb: 'jumps onto',
    base: 0,
    table: 'punch',
    targetPsrOnHit: { reason: 'hit by death from above', modifier: 2 },
    attackerPsrOnHit: { reason: 'made a death from above attack', modifier: 4 },
    clusters: true,
  },
  hatchet: { verb: 'swings a hatchet at', base: -1, table: 'standard', clusters: false },
  sword: { verb: 'swings a sword at', base: -2, table: 'standard', clusters: false },
  mace: { verb: 'swings a mace at', base: 1, table: 'standard', clusters: false },
  blade: { verb: 'swings a retractable blade at', base: -2, table: 'standard', clusters: false },
};

interface WeaponRule {
  /** The catalog key of the item it is (what an imported file mounts). */
  readonly item: string;
  /** What replies call it. */
  readonly name: string;
  /** Damage from the attacker's tonnage, as MegaMek's ClubAttackAction works it out. */
  readonly damage: (tons: number) => number;
}

/**
 * Each physical weapon's item and damage (MegaMek MiscType and ClubAttackAction): hatchet ⌊tons/5⌋ (TechManual p.220,
 * Introductory), sword ⌈tons/10⌉ + 1 (TM p.237, Standard), mace ⌈tons/4⌉ (rules in Tactical Operations p.290, but MegaMek
 * rates it Standard, so it is rolled too), retractable blade ⌈tons/10⌉ (TM p.236, Standard; only while extended). An
 * actuator lost in the arm adds to-hit but never halves this damage.
 */
export const PHYSICAL_WEAPON_RULES: Readonly<Record<PhysicalWeapon, WeaponRule>> = {
  hatchet: { item: 'hatchet', name: 'hatchet', damage: (tons) => Math.floor(tons / 5) },
  sword: { item: 'sword', name: 'sword', damage: (tons) => Math.ceil(tons / 10) + 1 },
  mace: { item: 'mace', name: 'mace', damage: (tons) => Math.ceil(tons / 4) },
  blade: { item: BLADE_ITEM, name: 'retractable blade', damage: (tons) => Math.ceil(tons / 10) },
};

/** A missed death from above falls two levels onto the attacker's back (TW). */
export const DFA_MISS_FALL = { levels: 2, direction: 'rear' } as const;

export interface PhysicalInput {
  readonly attack: PhysicalKind;
  readonly arm?: (typeof ARM_CHOICES)[number];
  readonly leg?: (typeof LEG_CHOICES)[number];
  readonly attackerMove?: AttackerMove;
  readonly targetMove?: number;
  readonly targetJumped?: boolean;
  /** Hexes the charging 'Mech moved in the movement phase. */
  readonly hexes?: number;
  readonly tn?: number;
  readonly piloting?: number;
  readonly modifier?: number;
  /** The attacker has a club in hand (a limb it picked up). */
  readonly club?: string;
  /** A physical weapon aimed at the punch or kick table (+4). */
  readonly aim?: (typeof AIM_CHOICES)[number];
  /**
   * On the map, the levels the attacker stands above the target (negative: below), already allowed by `levelReach`;
   * they choose the table a blow lands on.
   */
  readonly levelsAbove?: number;
  /** On the map, what the target's hex costs the blow (blowSight): woods, a 'Mech's partial cover in depth 1 water. */
  readonly terrain?: readonly Modifier[];
  /**
   * The target is a 'Mech standing in depth 1 water: a charge strikes it on the punch table (MegaMek
   * ChargeAttackAction: "charges against meks in water partial cover").
   */
  readonly waterCover?: boolean;
}

/** One blow: a punch with one arm, a kick, a club or weapon swing, a push, a charge or a DFA. */
export interface Strike {
  readonly label: string;
  /** The limb it is made with, for the once-a-turn record. */
  readonly use: string;
  /**
   * What it takes up, for the battle's allowances (BT_ALLOWANCES): the locations it strikes with (every one for a
   * charge or DFA) and PUNCH_MARK for a punch.
   */
  readonly marks: readonly string[];
  readonly tn: number;
  readonly parts: readonly Modifier[];
  readonly damage: number;
  readonly given: boolean;
  /** The table the damage is rolled on (the attack's own, or the one an aimed weapon chose). */
  readonly table: Table;
}

const ARM_OF = { left: 'LA', right: 'RA' } as const;
const SIDE_OF = { LA: 'left', RA: 'right' } as const;
const KICK_OF = { left: 'LL', right: 'RL' } as const;

/** The attacks a 'Mech has already made this turn. */
export const physicalUsed = (mech: MechData): readonly string[] => (mech.physical?.turn === mech.turn ? mech.physical.attacks : []);

/**
 * The blows of one physical attack with their to-hit numbers and damage, or the refusal (a UserError) when the rules
 * forbid it. Pure: `attacker` is the 'Mech as it fights (at the start of a simultaneous phase). Which attacks a turn
 * allows together (one a turn, a punch with each arm, none with a limb that fired) is the battle's to count, from the
 * marks each blow carries (BT_ALLOWANCES).
 */
export function planPhysical(attacker: MechData, target: MechData, unit: string, input: PhysicalInput): Strike[] {
  const rule = PHYSICAL_RULES[input.attack];
  const d = deriveMech(attacker);
  const verb =
    input.attack === 'dfa'
      ? 'make a death from above attack'
      : isPhysicalWeapon(input.attack)
        ? `use a ${PHYSICAL_WEAPON_RULES[input.attack].name}`
        : input.attack;
  const refuse = (why: string): never => {
    throw new UserError('rule', `${unit} cannot ${verb}: ${why}.`);
  };
  if (attacker.destroyed) refuse('it is destroyed');
  if (attacker.pilot.dead || !attacker.pilot.conscious) refuse(`its MechWarrior is ${attacker.pilot.dead ? 'dead' : 'unconscious'}`);
  if (attacker.shutdown) refuse('it is shut down');
  if (attacker.prone) refuse('it is prone');
  if (attacker.quad && (['punch', 'club', 'push'].includes(input.attack) || isPhysicalWeapon(input.attack)))
    refuse('a four-legged Mech has no arms');
  if (input.aim && target.prone) refuse('a prone Mech is struck on the standard table; aim only at a standing one');

  const common: Modifier[] = [];
  const move = input.attackerMove;
  if (input.attack === 'charge') {
    if (move === 'jumped') refuse('a charge is made on the ground; a jumping Mech makes a death from above attack');
    if (move === 'stationary') refuse('it did not move this turn');
    if (target.prone) refuse('a prone Mech cannot be charged');
  }
  if (input.attack === 'dfa') {
    if (move !== undefined && move !== 'jumped')
      refuse(`it ${move === 'stationary' ? 'stood still' : move} this turn; death from above needs a jump`);
    if (attacker.jump === 0) refuse('it has no jump jets');
  }
  const effectiveMove: AttackerMove | undefined = input.attack === 'dfa' ? 'jumped' : input.attack === 'charge' ? (move ?? 'ran') : move;
  if (effectiveMove && ATTACKER_MOVE_MOD[effectiveMove] !== 0)
    common.push({ value: ATTACKER_MOVE_MOD[effectiveMove], reason: `attacker ${effectiveMove}` });
  if (input.targetMove !== undefined && targetMoveModifier(input.targetMove) !== 0)
    common.push({ value: targetMoveModifier(input.targetMove), reason: `target moved ${input.targetMove} hexes` });
  if (input.targetJumped) common.push({ value: 1, reason: 'target jumped' });
  common.push(...(input.terrain ?? []));
  if (input.attack === 'charge' || input.attack === 'dfa') {
    const diff = attacker.pilot.piloting - target.pilot.piloting;
    if (diff !== 0) common.push({ value: diff, reason: 'piloting skill differential' });
  }
  if (target.prone) {
    // One level up a prone 'Mech lies at the height of its fists (MegaMek PunchAttackAction); the map says so.
    if (input.attack === 'punch' && input.levelsAbove === undefined) refuse('a prone Mech lies below its fists (kick or club it)');
    if (input.attack === 'push') refuse('a prone Mech cannot be pushed');
    common.push({ value: -2, reason: 'target prone, adjacent' });
  }
  if (target.shutdown || !target.pilot.conscious) common.push({ value: -4, reason: 'target immobile' });
  if (input.modifier) common.push({ value: input.modifier, reason: 'other' });

  const byLevels = input.levelsAbove === undefined ? undefined : levelTable(input.attack, input.levelsAbove, target.prone);
  const strike = (
    label: string,
    use: string,
    marks: readonly string[],
    own: readonly Modifier[],
    damage: number,
    table: Table = byLevels ?? rule.table,
  ): Strike => {
    if (input.tn !== undefined)
      return { label, use, marks, tn: input.tn, parts: [{ value: input.tn, reason: 'given' }], damage, given: true, table };
    const parts: Modifier[] = [
      { value: input.piloting ?? attacker.pilot.piloting, reason: 'piloting' },
      ...(rule.base ? [{ value: rule.base, reason: input.attack }] : []),
      ...common,
      ...own,
    ];
    return { label, use, marks, tn: parts.reduce((n, p) => n + p.value, 0), parts, damage, given: false, table };
  };

  switch (input.attack) {
    case 'punch': {
      const arms = input.arm === 'left' ? (['left'] as const) : input.arm === 'right' ? (['right'] as const) : (['left', 'right'] as const);
      const strikes: Strike[] = [];
      const why: string[] = [];
      for (const side of arms) {
        const loc = ARM_OF[side];
        const info = d.punch[loc];
        const blade = bladeInTheWay(attacker, [loc]);
        if (!info.allowed) why.push(`${side} arm: ${info.blocked}`);
        else if (blade) why.push(blade);
        else strikes.push(strike(`${side} punch`, `punch ${loc}`, [loc, PUNCH_MARK], info.modifiers, info.damage));
      }
      if (strikes.length === 0) refuse(why.join('; '));
      return strikes;
    }
    case 'kick': {
      const tryLeg = (side: 'left' | 'right'): Strike | string => {
        const info = d.kick[KICK_OF[side]];
        const loc: LocationId = attacker.quad ? ARM_OF[side] : KICK_OF[side];
        if (!info.allowed) return info.blocked ?? 'it cannot kick';
        return strike(`${side} kick`, 'kick', [loc], info.modifiers, info.damage);
      };
      // Without a leg named, the leg with the better chance kicks.
      const options = input.leg ? [tryLeg(input.leg)] : [tryLeg('left'), tryLeg('right')];
      const ready = options.filter((o): o is Strike => typeof o !== 'string').sort((a, b) => a.tn - b.tn);
      const best = ready[0];
      if (!best) return refuse([...new Set(options.filter((o): o is string => typeof o === 'string'))].join('; '));
      return [best];
    }
    case 'club': {
      if (!input.club) refuse('it holds no club: name `club_from:` the unit whose blown-off limb lies in its hex');
      if (!d.club.allowed) refuse(d.club.blocked ?? 'its arms cannot swing a club');
      const blade = bladeInTheWay(attacker, ['LA', 'RA']);
      if (blade) refuse(`${blade}, and a club needs both hands`);
      return [strike(`club (${input.club})`, 'club', ['LA', 'RA'], d.club.modifiers, Math.floor(attacker.tonnage / 5))];
    }
    case 'push': {
      if (attacker.locations.LA.destroyed || attacker.locations.RA.destroyed) refuse('a push needs both arms');
      const blade = bladeInTheWay(attacker, ['LA', 'RA']);
      if (blade) refuse(`${blade}, and a push needs both hands`);
      const shoulders = (['LA', 'RA'] as const)
        .filter((arm) => attacker.locations[arm].slots.some((s) => s.system === 'shoulder' && s.hit))
        .map((arm) => ({ value: 2, reason: `${arm === 'LA' ? 'left' : 'right'} shoulder destroyed` }));
      return [strike('push', 'push', ['LA', 'RA'], shoulders, 0)];
    }
    case 'charge': {
      const hexes = input.hexes;
      if (hexes === undefined || hexes < 1) refuse('say how many hexes it moved to reach the target (`hexes:`), at least 1');
      // The whole 'Mech charges: no weapon of it fires that turn.
      const damage = Math.ceil((attacker.tonnage * (hexes as number)) / 10);
      return [strike('charge', 'charge', LOCATIONS, [], damage, input.waterCover ? 'punch' : rule.table)];
    }
    case 'dfa':
      return [strike('death from above', 'dfa', LOCATIONS, [], Math.ceil((attacker.tonnage * 3) / 10))];
    case 'hatchet':
    case 'sword':
    case 'mace':
    case 'blade': {
      const { item, loc } = wieldedWeapon(attacker, input.attack, input.arm, refuse);
      const side = SIDE_OF[loc];
      const { name } = PHYSICAL_WEAPON_RULES[input.attack];
      if (item.hit) refuse(`its ${name} (${side} arm) was destroyed by a critical hit`);
      // TechManual p.236, MegaMek ClubAttackAction ("Blade is Retracted"): it cuts only while out.
      if (input.attack === 'blade' && !item.extended)
        refuse(
          `its ${name} (${side} arm) is retracted: extend it with \`/move unit:${unit} blade:extend\` in the movement phase, before it moves`,
        );
      const arm = d.physicalWeapon[loc];
      if (!arm.allowed) refuse(`${side} arm: ${arm.blocked}`);
      const blade = input.attack === 'blade' ? undefined : bladeInTheWay(attacker, [loc]);
      if (blade) refuse(`${blade}, so that hand cannot hold a ${name}`);
      const aim = input.aim ? [{ value: AIM_MODIFIER, reason: `aimed at the ${input.aim} table` }] : [];
      const damage = PHYSICAL_WEAPON_RULES[input.attack].damage(attacker.tonnage);
      return [
        strike(
          `${side}-arm ${input.attack}`,
          `${input.attack} ${loc}`,
          [loc],
          [...arm.modifiers, ...aim],
          damage,
          byLevels ?? input.aim ?? rule.table,
        ),
      ];
    }
  }
}

/**
 * The physical weapon of this kind that the attack is made with: the one in the named arm, else the only one in an arm.
 * A weapon outside the arms (a file can put one anywhere) cannot swing.
 */
function wieldedWeapon(
  attacker: MechData,
  kind: PhysicalWeapon,
  arm: PhysicalInput['arm'],
  refuse: (why: string) => never,
): { item: Equipment; loc: 'LA' | 'RA' } {
  const { item: key, name } = PHYSICAL_WEAPON_RULES[kind];
  const mounted = attacker.equipment.filter((e) => e.key === key);
  if (mounted.length === 0) return refuse(`it mounts no ${name}`);
  const inArms = mounted.flatMap((item) => {
    const loc = item.locations[0];
    return loc === 'LA' || loc === 'RA' ? [{ item, loc }] : [];
  });
  if (inArms.length === 0) return refuse(`its ${name} is in the ${mounted[0]?.locations[0]}, not in an arm`);
  const named = arm === 'left' || arm === 'right' ? inArms.filter((w) => w.loc === ARM_OF[arm]) : inArms;
  const only = named[0];
  if (!only) return refuse(`it has no ${name} in its ${arm} arm`);
  if (named.length > 1) {
    // Both arms carry one: the player says which, unless one of them cannot be used at all (or is a retracted blade).
    const usable = named.filter((w) => !equipmentUseless(attacker, w.item) && (kind !== 'blade' || w.item.extended));
    if (usable.length === 1 && usable[0]) return usable[0];
    throw new UserError('option', `It carries a ${name} in each arm: say which with \`arm:left\` or \`arm:right\`.`);
  }
  return only;
}

const isArmBlow = (kind: PhysicalKind) => kind === 'club' || isPhysicalWeapon(kind);

/** What replies call a blow: `kick`, `hatchet`, `retractable blade`, `death from above`. */
const blowName = (kind: PhysicalKind): string =>
  kind === 'dfa' ? 'death from above' : isPhysicalWeapon(kind) ? PHYSICAL_WEAPON_RULES[kind].name : kind;

/**
 * Which levels a blow reaches between two 'Mechs on the map, `above` the levels the attacker's feet stand above the
 * target's (Total Warfare as MegaMek's attack actions read heights: a standing 'Mech one level tall, a prone one
 * flat): a punch from arms at the target's feet up to its top (same level or one above; a prone 'Mech only one above),
 * a kick from feet between the target's feet and top (same level or one below; prone, the same level), a club or
 * physical weapon within one level (a prone 'Mech the same level or one above), a push the same level, a charge
 * within one level, and a death from above onto a hex no more levels up than its jump MP (MegaMek sets no other
 * limit for a 'Mech target; a jump may not climb more). The reason it falls short, or null.
 */
export function levelReach(kind: PhysicalKind, above: number, targetProne: boolean, jump: number): string | null {
  const within = (ok: readonly number[]) => ok.includes(above);
  const name = blowName(kind);
  switch (kind) {
    case 'punch':
      if (targetProne) return within([-1]) ? null : 'a punch reaches a prone Mech only one level above';
      return within([0, -1]) ? null : 'a punch reaches only the same level or one above';
    case 'kick':
      if (targetProne) return within([0]) ? null : 'a kick reaches a prone Mech only on the same level';
      return within([0, 1]) ? null : 'a kick reaches only the same level or one below';
    case 'push':
      return within([0]) ? null : 'a push reaches only the same level';
    case 'charge':
      return within([-1, 0, 1]) ? null : 'a charge reaches only the same level or one above or below';
    case 'dfa':
      return -above <= jump ? null : `a death from above climbs no more levels than its ${jump} jump MP`;
    default:
      if (targetProne) return within([0, -1]) ? null : `a ${name} reaches a prone Mech only on the same level or one above`;
      return within([-1, 0, 1]) ? null : `a ${name} reaches only the same level or one above or below`;
  }
}

/**
 * The table a blow lands on when the levels differ (MegaMek's attack actions): a punch one level up strikes the legs
 * (the kick table; a prone 'Mech the standard one), a kick one level down the punch table, a club or weapon from
 * above the punch table and from below the kick table (a prone 'Mech the standard one). Undefined: the blow's own.
 */
export function levelTable(kind: PhysicalKind, above: number, targetProne: boolean): Table | undefined {
  if (above === 0) return undefined;
  if (kind === 'punch') return targetProne ? 'standard' : 'kick';
  if (kind === 'kick') return 'punch';
  if (isArmBlow(kind)) return above > 0 ? 'punch' : targetProne ? 'standard' : 'kick';
  return undefined;
}

/** `stands 2 levels above`, `stands on the same level as`. */
function levelWords(above: number): string {
  if (above === 0) return 'stands on the same level as';
  const n = Math.abs(above);
  return `stands ${n} level${n === 1 ? '' : 's'} ${above > 0 ? 'above' : 'below'}`;
}

/** Damage the attacker takes from its own charge (the target's weight) or death from above (its own legs). */
export function selfDamage(attack: PhysicalKind, attacker: MechData, target: MechData): number {
  if (attack === 'charge') return Math.ceil(target.tonnage / 10);
  if (attack === 'dfa') return Math.ceil(attacker.tonnage / 5);
  return 0;
}

/** Rolls where one packet lands on `ctx`'s 'Mech and applies it; a 2 on the standard table is a TAC chance. */
function landBlow(ctx: Ctx, table: Table, direction: Direction, damage: number): void {
  const m = ctx.mech;
  if (table === 'none' || m.destroyed) return;
  // A prone target lies below punches and kicks: it takes them on the standard table (MegaMek; DFA on its back).
  const t: Table = m.prone && table !== 'standard' ? 'standard' : table;
  const dir: Direction = m.prone && table === 'punch' ? 'rear' : direction;
  const dice = t === 'standard' ? 2 : 1;
  const r = roll(ctx, dice, `${t === 'standard' ? 'hit' : t} location (${dir})`);
  const where =
    t === 'punch' ? punchLocation(dir, r.total) : t === 'kick' ? kickLocation(dir, r.total, m.quad) : hitLocation(dir, r.total, m.quad);
  const tac = t === 'standard' && r.total === TAC_ROLL && ctx.config.tac;
  say(
    ctx,
    `${damage} damage → ${t === 'standard' ? 'location' : `${t} table`} ${showDice(r.dice, r.total)} → **${locationCode(m, where)}** (${locationName(m, where)})${tac ? ' — through-armour critical chance!' : ''}`,
  );
  applyDamage(ctx, where, damage, { rear: dir === 'rear', tac });
}

function landDamage(ctx: Ctx, table: Table, direction: Direction, damage: number, clusters: boolean): void {
  const group = clusters ? CLUSTER_GROUP : damage;
  for (let left = damage; left > 0 && !ctx.mech.destroyed; left -= group) landBlow(ctx, table, direction, Math.min(group, left));
}

/** Resolves the planned blows die by die: to-hit, location, damage, the attacker's own damage, PSRs. */
export function resolvePhysical(a: Ctx, t: Ctx, kind: PhysicalKind, strikes: readonly Strike[], direction: Direction): void {
  const rule = PHYSICAL_RULES[kind];
  for (const s of strikes) {
    a.mech.physical = { turn: a.mech.turn, attacks: [...physicalUsed(a.mech), s.use] };
    if (t.mech.destroyed) {
      say(a, `↳ ${s.label}: not made, ${t.unit} is destroyed.`);
      continue;
    }
    const { dice, total } = roll(a, 2, `to-hit (${s.label})`, s.tn);
    const hit = total >= s.tn;
    emit(a, { type: 'bt-physical', attacker: a.unit, target: t.unit, attack: kind, tn: s.tn, hit });
    say(
      a,
      `👊 **${a.unit}** ${rule.verb} **${t.unit}** (${s.label}, ${direction}): ${showDice(dice, total)} vs TN **${s.tn}** (${s.given ? 'given' : showParts(s.parts)}) → ${hit ? '**HIT**' : 'miss'}`,
    );
    if (hit) {
      if (kind === 'push') say(t, `↳ ${t.unit} is pushed one hex straight back (move it on the map; ${a.unit} may follow into its hex).`);
      else landDamage(t, s.table, direction, s.damage, rule.clusters);
      const own = selfDamage(kind, a.mech, t.mech);
      if (own > 0 && !a.mech.destroyed) {
        say(a, `↳ ${a.unit} takes ${own} damage from its own ${kind === 'dfa' ? 'landing (kick table)' : 'charge'}:`);
        landDamage(a, kind === 'dfa' ? 'kick' : 'standard', 'front', own, true);
      }
      if (rule.targetPsrOnHit) queuePsr(t, rule.targetPsrOnHit.reason, rule.targetPsrOnHit.modifier, false);
      if (rule.attackerPsrOnHit) queuePsr(a, rule.attackerPsrOnHit.reason, rule.attackerPsrOnHit.modifier, false);
    } else {
      if (rule.attackerPsrOnMiss) queuePsr(a, rule.attackerPsrOnMiss.reason, rule.attackerPsrOnMiss.modifier, false);
      if (kind === 'dfa' && !a.mech.destroyed) fall(a, 'missed death from above', DFA_MISS_FALL);
      if (kind === 'charge') say(a, `↳ the charge misses: ${a.unit} stops in a hex next to ${t.unit}.`);
    }
  }
}

/**
 * Where a blow lands from (TW; MegaMek's physical attack actions): a punch or an arm's weapon in the front arc or that
 * arm's side, with both arms the front; a kick the legs' front; a club the front; a push only the hex straight ahead of
 * the feet; a charge, or a death from above from where its jump landed, any adjacent hex.
 */
type Reach = 'front' | 'left' | 'right' | 'legs' | 'ahead' | 'any';
const PHYSICAL_REACH: Record<Reach, { arcs: readonly Arc[]; legs: boolean; ahead?: boolean }> = {
  front: { arcs: ['front'], legs: false },
  ahead: { arcs: ['front'], legs: true, ahead: true },
  left: { arcs: ['front', 'left'], legs: false },
  right: { arcs: ['front', 'right'], legs: false },
  legs: { arcs: ['front'], legs: true },
  any: { arcs: ['front', 'left', 'right', 'rear'], legs: true },
};

function reachOf(plan: PhysicalInput): Reach {
  if (plan.attack === 'dfa' || plan.attack === 'charge') return 'any';
  if (plan.attack === 'kick') return 'legs';
  if (plan.attack === 'push') return 'ahead';
  if ((plan.attack === 'punch' || isPhysicalWeapon(plan.attack)) && (plan.arm === 'left' || plan.arm === 'right')) return plan.arm;
  return 'front';
}

function readPhysicalInput(input: ActionInput): Omit<PhysicalInput, 'club'> {
  const o = input.options;
  const attack = o.choice('attack', PHYSICAL_ATTACKS, true);
  const arm = o.choice('arm', ARM_CHOICES);
  const leg = o.choice('leg', LEG_CHOICES);
  const aim = o.choice('aim', AIM_CHOICES);
  const hexes = o.integer('hexes');
  const piloting = o.integer('piloting');
  const weapon = isPhysicalWeapon(attack);
  if (arm && attack !== 'punch' && !weapon) throw new UserError('option', '`arm:` chooses the arm for a punch or a physical weapon.');
  if (arm === 'both' && weapon)
    throw new UserError('option', `A ${PHYSICAL_WEAPON_RULES[attack].name} swings in one arm: \`arm:left\` or \`arm:right\`.`);
  if (aim && !weapon)
    throw new UserError('option', '`aim:` is for a physical weapon: a hatchet, sword, mace or blade (the punch or kick table, +4).');
  if (leg && attack !== 'kick') throw new UserError('option', '`leg:` chooses the leg for a kick.');
  if (hexes !== undefined && attack !== 'charge') throw new UserError('option', '`hexes:` is the distance a charge covered.');
  if (hexes !== undefined && (hexes < 0 || hexes > 30)) throw new UserError('option', '`hexes` is 0 to 30.');
  // tn, attacker_move, target_move and modifier read as for a shot (physical attacks have no range or gunnery).
  return {
    ...shotInput(input),
    attack,
    ...(arm ? { arm } : {}),
    ...(leg ? { leg } : {}),
    ...(aim ? { aim } : {}),
    ...(hexes !== undefined ? { hexes } : {}),
    ...(piloting !== undefined ? { piloting } : {}),
  };
}

/** `/physical battletech`: one physical attack, in the physical attack phase of a battle (simultaneous, like fire). */
export const physical: SystemAction = (state, input, rng) => {
  const o = input.options;
  const { attacker, target } = attackPair(state, input);
  const given = readPhysicalInput(input);
  // The charge's distance: what the player gave, else the battle's record of the move.
  const moved = movedThisTurn(state.battle, attacker.key);
  const hexes = given.hexes ?? (given.attack === 'charge' ? moved?.hexes : undefined);
  const movement = movementForShot(state, attacker.key, target.key, given);
  const fighting = attackerAsAtPhaseStart(state, attacker);
  const now = attacker.record.data;
  const clubFrom = o.string('club_from');
  let pickup: { found: ReturnType<typeof findMech>; limb: LocationId } | undefined;
  if (clubFrom !== undefined) {
    if (given.attack !== 'club') throw new UserError('option', '`club_from:` is where a club comes from.');
    const found = findMech(state, clubFrom);
    const limb = found.record.data.clubs[0];
    if (limb === undefined)
      throw new UserError(
        'rule',
        `${found.record.name} has no blown-off limb: only an arm or leg blown off by a critical hit lies whole in the hex as a club.`,
      );
    pickup = { found, limb };
  }
  const club = pickup ? `${pickup.found.record.name}'s ${locationName(pickup.found.record.data, pickup.limb).toLowerCase()}` : now.club;
  const plan: PhysicalInput = {
    ...given,
    ...movement,
    ...(hexes !== undefined ? { hexes } : {}),
    ...(club ? { club } : {}),
  };
  // A death from above pays no terrain (MegaMek DfaAttackAction); every other blow its target's hex.
  const sight = blowSight(state, attacker, target, twistOf(state, input, attacker), plan.attack !== 'dfa');
  const above = sight ? sight.levels.attacker - sight.levels.target : undefined;
  if (sight && above !== undefined) {
    const name = attacker.record.name;
    // On the map a charge or death from above ends the attacker's move next to its target: the turn's record says how.
    if (plan.attackerMove === undefined && (plan.attack === 'dfa' || plan.attack === 'charge'))
      throw new UserError(
        'rule',
        plan.attack === 'dfa'
          ? `\`${name}\` has no jump recorded this turn: a death from above ends a jump next to its target (\`/move unit:${name} to: mode:jumped\`).`
          : `\`${name}\` has no move recorded this turn: a charge ends a walk or run next to its target (\`/move unit:${name} to: mode:ran\`).`,
      );
    physicalReach(sight, name, target.record.name, PHYSICAL_REACH[reachOf(plan)], blowName(plan.attack));
    const short = levelReach(plan.attack, above, target.record.data.prone, deriveMech(fighting).jump);
    if (short) throw new UserError('rule', `\`${name}\` ${levelWords(above)} \`${target.record.name}\`: ${short} (Total Warfare).`);
    if (plan.aim && above !== 0)
      throw new UserError(
        'option',
        `\`aim:\` chooses the table only on the same level: \`${name}\` ${levelWords(above)} \`${target.record.name}\`, so its ${blowName(plan.attack)} lands on the ${above > 0 ? 'punch' : 'kick'} table.`,
      );
  }
  const strikes = planPhysical(fighting, target.record.data, attacker.record.name, {
    ...plan,
    ...(above !== undefined ? { levelsAbove: above } : {}),
    ...(sight ? { terrain: sight.modifiers, waterCover: sight.waterCover } : {}),
  });
  const reachable = strikes.filter((s) => s.tn <= 12);
  if (reachable.length === 0)
    throw new UserError(
      'rule',
      `The to-hit number is ${Math.min(...strikes.map((s) => s.tn))} (${showParts(strikes[0]!.parts)}); 2d6 cannot reach it, so the attack is not made.`,
    );

  const journal = newJournal(rng, configOf(state));
  const a = openCtx(journal, attacker.record.name, now);
  const t = openCtx(journal, target.record.name, target.record.data);
  const changed = [
    { found: attacker, ctx: a, show: false },
    { found: target, ctx: t, show: true },
  ];
  if (pickup) {
    const owner =
      pickup.found.key === attacker.key
        ? a
        : pickup.found.key === target.key
          ? t
          : openCtx(journal, pickup.found.record.name, pickup.found.record.data);
    owner.mech.clubs = owner.mech.clubs.slice(1);
    if (owner !== a && owner !== t) changed.push({ found: pickup.found, ctx: owner, show: false });
    a.mech.club = club;
    say(a, `🦴 **${a.unit}** picks up ${club} as a club.`);
  }
  if (plan.attack === 'dfa' && plan.attackerMove === undefined)
    say(a, '↳ no move recorded or given: the attacker is taken to have jumped (+3).');
  if (plan.attack === 'charge' && plan.attackerMove === undefined)
    say(a, '↳ no move recorded or given: the attacker is taken to have run (+2).');
  for (const s of strikes.filter((x) => x.tn > 12)) say(a, `↳ ${s.label} not made: TN ${s.tn} is out of reach.`);
  if (sight) say(a, `🗺️ ${sight.said}`);
  resolvePhysical(a, t, plan.attack, reachable, o.choice('direction', DIRECTIONS) ?? sight?.direction ?? 'front');
  // Which blows a turn allows together is the battle layer's to count (BT_ALLOWANCES, src/battle/allowances.ts).
  const uses = reachable.map((s) => ({ unit: attacker.key, act: 'physical', item: s.use, label: s.label, marks: s.marks }));
  return { ...finish(state, journal, changed), uses };
};
