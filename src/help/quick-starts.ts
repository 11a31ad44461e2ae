// One quick-start per game system: the few commands that take a newcomer from two units to an undone phase.
import type { SystemId } from '../systems/types.js';

export interface QuickStartStep {
  /** What the step does, in the player's words. */
  readonly does: string;
  /** The exact command, as typed in Discord or the console; the tests run every one of them in order. */
  readonly line: string;
}

export interface QuickStart {
  readonly system: SystemId;
  readonly title: string;
  readonly intro: string;
  readonly steps: readonly QuickStartStep[];
  /** Said after the steps: what to try next. */
  readonly next: string;
}

export const QUICK_STARTS: readonly QuickStart[] = [
  {
    system: 'battletech',
    title: 'BattleTech',
    intro: "Two 'Mechs from the built-in templates (or `/unit import` a MegaMek `.mtf` file), one shot, one crit, end of turn.",
    steps: [
      {
        does: 'Add a Hunchback (each unit comes with its record sheet; you control what you add)',
        line: '/unit add template:battletech/hunchback name:Hunch',
      },
      { does: 'Add a Locust to shoot at', line: '/unit add template:battletech/locust name:Bug' },
      {
        does: 'See the exact odds of a shot, rolling nothing',
        line: '/shoot battletech attacker:Hunch target:Bug weapon:AC/20 range:3 preview:true',
      },
      {
        does: 'Fire: to-hit, hit location, damage and crit checks, every die shown',
        line: '/shoot battletech attacker:Hunch target:Bug weapon:AC/20 range:3',
      },
      {
        does: 'Kick it (a physical attack: piloting − 2, the kick table; punch, club, push, charge, dfa and a hatchet, sword, mace or blade too)',
        line: '/physical battletech attacker:Hunch target:Bug attack:kick',
      },
      { does: 'Roll a critical hit on a location yourself (GM)', line: '/crit battletech target:Bug location:CT' },
      { does: 'End the turn: heat, queued Piloting Skill Rolls (roll them with `/psr`)', line: '/phase end' },
      { does: 'Take back your last action (or press its Undo button)', line: '/undo' },
    ],
    next: '`/unit show name:Bug` shows the sheet; `/odds battletech` gives odds without units; `/psr` rolls Piloting Skill Rolls.',
  },
  {
    system: 'slaved-armour',
    title: 'Slaved Armour',
    intro: 'Two Slaved Armour suits: move, shoot with a d66 to-hit, destroy a module, resolve the end of the phase.',
    steps: [
      { does: 'Add a Hound (legged scout with an autocannon)', line: '/unit add template:slaved-armour/hound name:Hound' },
      { does: 'Add a Kestrel (fast roller-piton raider)', line: '/unit add template:slaved-armour/kestrel name:Kestrel' },
      { does: 'Move: speed 2, turning into the forward-right hex', line: '/move unit:Kestrel speed:2 turn:FR' },
      {
        does: 'Shoot: d66 + skill against the TN from range, cover and speed',
        line: '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon range:6 cover:light',
      },
      { does: 'Destroy a module by damage-table row yourself (GM)', line: '/crit slaved-armour target:Kestrel location:2' },
      { does: 'End the phase: pending damage, fires and infantry', line: '/phase end' },
      { does: 'Take back your last action', line: '/undo' },
    ],
    next: '`/melee`, `/collide` and `/reload` cover the rest of a turn; `/odds slaved-armour` gives exact odds of a shot or a melee (`melee:true`); after the fight a GM uses `/recover`.',
  },
  {
    system: 'wh40k',
    title: 'Warhammer 40,000 vehicles',
    intro: 'Two vehicles: a penetration roll against the facing hit, the damage table, the end of your turn.',
    steps: [
      { does: 'Add a Leman Russ', line: '/unit add template:wh40k/leman-russ name:Russ' },
      { does: 'Add a Rhino transport', line: '/unit add template:wh40k/rhino name:Rhino' },
      {
        does: 'Shoot its side armour: S + D6 against AV, then the damage table',
        line: '/shoot wh40k attacker:Russ target:Rhino weapon:Hull lascannon direction:side',
      },
      { does: 'Roll straight on a damage table (GM)', line: '/crit wh40k target:Russ table:glancing' },
      { does: 'End your turn: shaken and stunned crews recover', line: '/phase end' },
      { does: 'Take back your last action', line: '/undo' },
    ],
    next: '`/pen strength:8 armour:12` rolls penetration with no units; `/vehicle set` records movement and cover.',
  },
  {
    system: 'mecha-bots',
    title: 'Mecha Bots',
    intro: 'Two Bots: a hit in arc, a 2d6 column roll shifted by the sensor, counters struck off the chassis.',
    steps: [
      { does: 'Add the rules wiki sample Bot', line: '/unit add template:mecha-bots/sample name:Alpha' },
      { does: 'Add a Scrapper', line: '/unit add template:mecha-bots/scrapper name:Beta' },
      {
        does: 'Shoot its Forward face (it stands in your forward-right arc): roll the column, then pick a sensor shift with the buttons',
        line: '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:forward range:1 bearing:forward-right',
      },
      {
        does: 'Or give the shift at once',
        line: '/shoot mecha-bots attacker:Alpha target:Beta weapon:Steam Cannon arc:forward range:1 bearing:forward-right shift:1',
      },
      { does: 'Take back your last shot', line: '/undo' },
    ],
    next: "`/tinker` moves Unpowered counters, `/repair` restores cells at the laboratory, `/odds mecha-bots` gives odds per column. `/move unit:Alpha at:0305 facing:N` puts a Bot on the map, so shots read range, arcs and Bots in the way; `template:mecha-bots/scientist` adds a Mad Scientist; `/damage mecha-bots` is the GM's raw damage.",
  },
];
