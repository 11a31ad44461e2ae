// The mix of commands a simulated player sends: rolls, a unit of their own, shots at a shared target, undo.

/** Each player works a channel for one cycle of six commands, then moves on, so shots hit a target in the same channel. */
export function loadChannel(playerIndex: number, i: number, channels: number): number {
  return (playerIndex + Math.floor(i / 6)) % channels;
}

/**
 * The shared target every channel starts with, added by the GM before the players begin, who also lets players undo
 * their own rolls so /undo is exercised under contention.
 */
export const TARGET = 'Target';
export const TARGET_SETUP = [`/unit add template:wh40k/rhino name:${TARGET}`, '/config table undo:own-rolls'];

/** A deterministic command mix: the i-th command of a player. */
export function loadScript(player: string, i: number): string {
  const own = `${player}-${Math.floor(i / 6)}`;
  switch (i % 6) {
    case 0:
      return `/roll expression:3d6+${i % 4}`;
    case 1:
      return `/unit add template:wh40k/rhino name:${own}`;
    case 2:
      return `/shoot wh40k attacker:${own} target:${TARGET} weapon:Storm bolter direction:rear hits:2`;
    case 3:
      return '/d66 target:36';
    case 4:
      return '/undo';
    default:
      return `/unit remove name:${own}`;
  }
}
