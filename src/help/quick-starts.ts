// One quick-start per game system: the few commands that take a newcomer from two units through a turn to an undo.
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

/** The GM hands one unit to each of two players and starts a battle with them in turn order. */
function battleOpening(first: string, second: string, system: SystemId, opens: string): QuickStartStep[] {
  return [
    { does: 'Hand the first unit to a player (GM)', line: `/unit control unit:${first} player:@ann` },
    { does: 'And the second to another', line: `/unit control unit:${second} player:@ben` },
    {
      does: `Start a battle (GM): the players in turn order; it opens in ${opens}`,
      line: `/battle start players:@ann @ben system:${system}`,
    },
  ];
}

export const QUICK_STARTS: readonly QuickStart[] = [
  {
    system: 'battletech',
    title: 'BattleTech',
    intro:
      "Two 'Mechs from the built-in templates (or `/unit import` a MegaMek `.mtf` file) and one turn of a battle, phase by phase. A GM hands each unit to a player and types every step here (a GM may act for anyone); at a table each player sends their own unit's commands and `/phase next` in their own step.",
    steps: [
      {
        does: 'Add a Hunchback (each unit comes with its record sheet; you control what you add)',
        line: '/unit add template:battletech/hunchback name:Hunch',
      },
      { does: 'Add a Locust to shoot at', line: '/unit add template:battletech/locust name:Bug' },
      ...battleOpening('Hunch', 'Bug', 'battletech', 'Initiative'),
      { does: 'End Initiative: each player rolls 2d6, the loser moves first', line: '/phase next' },
      {
        does: 'Movement: walk the Hunchback 3 hexes (movement heat; +1 to its shots this turn)',
        line: '/move unit:Hunch mode:walked hexes:3',
      },
      { does: 'The first player is done: play passes to the second', line: '/phase next' },
      { does: 'Run the Locust 9 hexes (+3 to hit it this turn)', line: '/move unit:Bug mode:ran hexes:9' },
      { does: 'Movement is over: on to Weapon attacks', line: '/phase next' },
      {
        does: 'See the exact odds of a shot, rolling nothing',
        line: '/shoot battletech attacker:Hunch target:Bug weapon:Medium Laser range:3 preview:true',
      },
      {
        does: 'Fire: to-hit, hit location, damage and crit checks, every die shown',
        line: '/shoot battletech attacker:Hunch target:Bug weapon:Medium Laser range:3',
      },
      { does: 'Done firing: the second player', line: '/phase next' },
      { does: 'The Locust holds its fire: on to Physical attacks', line: '/phase next' },
      {
        does: 'Kick it (piloting − 2, the kick table; punch, club, push, charge, dfa and a hatchet, sword, mace or blade too)',
        line: '/physical battletech attacker:Hunch target:Bug attack:kick',
      },
      { does: 'Done: the second player', line: '/phase next' },
      { does: 'Physical attacks are over: their PSRs are rolled; on to Heat', line: '/phase next' },
      { does: 'Heat: built this turn, engine, dissipation; then End', line: '/phase next' },
      { does: 'End: counters clear, turn 2 begins', line: '/phase next' },
      { does: 'Take back your last step (or press its Undo button)', line: '/undo' },
    ],
    next: "`/battle show` draws the turn card; `/crit battletech target:Bug location:CT` is a GM's crit; `/odds battletech` gives odds without units; `/psr` rolls Piloting Skill Rolls; `/battle finish` ends the battle.",
  },
  {
    system: 'slaved-armour',
    title: 'Slaved Armour',
    intro:
      'Two Slaved Armour suits and one round of a battle: move, shoot with a d66 to-hit, resolve the end of combat. A GM hands each unit to a player and types every step here (a GM may act for anyone); at a table each player sends their own unit’s commands and `/phase next` in their own step.',
    steps: [
      { does: 'Add a Hound (legged scout with an autocannon)', line: '/unit add template:slaved-armour/hound name:Hound' },
      { does: 'Add a Kestrel (fast roller-piton raider)', line: '/unit add template:slaved-armour/kestrel name:Kestrel' },
      ...battleOpening('Hound', 'Kestrel', 'slaved-armour', 'Movement'),
      { does: 'The Hound stays put: play passes to the second player', line: '/phase next' },
      { does: 'The Kestrel: speed 2, turning into the forward-right hex', line: '/move unit:Kestrel speed:2 turn:FR' },
      { does: 'Movement is over: on to Combat', line: '/phase next' },
      {
        does: 'Shoot: d66 + skill against the TN from range, cover and speed; the hits are placed',
        line: '/shoot slaved-armour attacker:Hound target:Kestrel weapon:Autocannon range:6 cover:light',
      },
      { does: 'Done: the second player (the Kestrel holds its fire)', line: '/phase next' },
      { does: 'Combat is over: on to End of combat', line: '/phase next' },
      { does: 'End of combat: the placed hits resolve, then fires; round 2 begins', line: '/phase next' },
      { does: 'Take back your last step', line: '/undo' },
    ],
    next: "`/melee`, `/collide` and `/reload` cover the rest of a round; `/crit slaved-armour target:Kestrel location:2` is a GM's module loss; `/odds slaved-armour` gives exact odds of a shot or a melee (`melee:true`); after the fight a GM uses `/recover`.",
  },
  {
    system: 'wh40k',
    title: 'Warhammer 40,000 vehicles',
    intro:
      'Two vehicles and one player turn of a battle: a penetration roll against the facing hit, the damage table, the end of the turn. A GM hands each unit to a player and types every step here (a GM may act for anyone); at a table each player sends their own unit’s commands and `/phase next` in their own step.',
    steps: [
      { does: 'Add a Leman Russ', line: '/unit add template:wh40k/leman-russ name:Russ' },
      { does: 'Add a Rhino transport', line: '/unit add template:wh40k/rhino name:Rhino' },
      ...battleOpening('Russ', 'Rhino', 'wh40k', "the first player's Movement"),
      { does: 'Movement is done: on to Shooting', line: '/phase next' },
      {
        does: 'Shoot its side armour: S + D6 against AV, then the damage table',
        line: '/shoot wh40k attacker:Russ target:Rhino weapon:Hull lascannon direction:side',
      },
      { does: 'Shooting is done: on to Assault', line: '/phase next' },
      { does: "End the first player's turn: shaken and stunned crews recover; the second player's turn begins", line: '/phase next' },
      { does: 'Take back your last step', line: '/undo' },
    ],
    next: '`/crit wh40k target:Russ table:glancing` rolls straight on a damage table (GM); `/pen strength:8 armour:12` rolls penetration with no units; `/vehicle set` records movement and cover.',
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
