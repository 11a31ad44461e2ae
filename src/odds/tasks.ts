// The work an odds worker thread does, as plain data in and out, so the pool and a direct call run the same code.
import { type DiceOddsQuery, type DiceOddsSummary, diceOdds } from '../dice/odds.js';

export type OddsTask = { readonly kind: 'dice'; readonly query: DiceOddsQuery };
export type OddsResult = DiceOddsSummary;

export function runTask(task: OddsTask): OddsResult {
  switch (task.kind) {
    case 'dice':
      return diceOdds(task.query);
  }
}
