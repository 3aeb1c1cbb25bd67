import type { RecordsConsumer } from '../../core/wager/records-feed';
import type { TipsRepository, WagerGain } from './repository';

/**
 * The tips' share of the wager fold: each finished bet's stake is added to its player's total, and
 * its time kept when it is their latest, inside the fold's transaction, so a record counts once.
 * The sender limits ('wagered at least 1,000 FF in total') and the rain's 'placed a bet in the last
 * 24 h' then read one row per player (wager_totals), never the bets themselves.
 */
export function createWagerTotals(repository: TipsRepository): RecordsConsumer {
  return async (trx, records) => {
    const gains = new Map<number, WagerGain>();
    for (const record of records) {
      const gain = gains.get(record.userId);
      if (gain) {
        gain.wagered += record.betAmount;
        if (record.createdAt > gain.lastBetAt) gain.lastBetAt = record.createdAt;
      } else {
        gains.set(record.userId, {
          userId: record.userId,
          wagered: record.betAmount,
          lastBetAt: record.createdAt,
        });
      }
    }
    await repository.addWagers(trx, [...gains.values()]);
  };
}
