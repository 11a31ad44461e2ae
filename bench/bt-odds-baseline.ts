// The crit-chain estimate as it was before issue 17, kept only as the bench's baseline: every trial re-parses the
// whole 'Mech from one JSON string.
import { createHash } from 'node:crypto';
import { type Estimate, estimate } from '../src/odds/estimate.js';
import { newJournal, ownCtx } from '../src/systems/battletech/context.js';
import { applyDamage } from '../src/systems/battletech/damage.js';
import { CHAIN_TRIALS } from '../src/systems/battletech/odds.js';
import { type Direction, hitLocation, TAC_ROLL } from '../src/systems/battletech/tables.js';
import type { BtConfig, MechData } from '../src/systems/battletech/types.js';

export function chainEstimateByJson(mech: MechData, name: string, damage: number, direction: Direction, config: BtConfig): Estimate {
  const seed = createHash('sha256')
    .update(JSON.stringify(['bt-chain', mech, damage, direction, config]))
    .digest('hex')
    .slice(0, 32);
  const json = JSON.stringify(mech);
  return estimate(seed, CHAIN_TRIALS, (rng) => {
    const ctx = ownCtx(newJournal(rng, config), name, JSON.parse(json) as MechData);
    const roll = rng.int(1, 6) + rng.int(1, 6);
    applyDamage(ctx, hitLocation(direction, roll), damage, { rear: direction === 'rear', tac: roll === TAC_ROLL });
    return ctx.mech.destroyed && !mech.destroyed;
  });
}
