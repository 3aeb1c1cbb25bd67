import type { FoldedRecord, RecordsConsumer } from '../../core/wager/records-feed';
import type { Notifier } from '../notifications/service';
import { grantReached } from './grants';
import type { AchievementsRepository } from './repository';
import { type BetTally, EMPTY_TALLY, foldBets } from './rules';
import type { Reached } from './sweep-sources';

/**
 * The bet achievements, as a consumer of the wager fold: inside the fold's transaction (the batch's
 * players already locked), it reads the batch's players' tallies, folds their new bets into them in
 * order, grants what was reached and not earned yet, and writes the tallies back: three statements
 * for the batch, and one insert per achievement earned. Nothing is added to the bet's own path. The
 * notifications go to the players' sockets once the fold has committed.
 */
export function achievementsConsumer(
  repository: AchievementsRepository,
  notifier: Notifier,
): RecordsConsumer {
  return async (trx, records) => {
    const byPlayer = new Map<number, FoldedRecord[]>();
    for (const record of records) {
      const list = byPlayer.get(record.userId);
      if (list) list.push(record);
      else byPlayer.set(record.userId, [record]);
    }
    if (byPlayer.size === 0) return;
    const userIds = [...byPlayer.keys()];
    const tallies = await repository.talliesOf(trx, userIds);
    const next = new Map<number, BetTally>();
    const reached: Reached[] = [];
    for (const [userId, bets] of byPlayer) {
      const folded = foldBets(tallies.get(userId) ?? EMPTY_TALLY, bets);
      next.set(userId, folded.tally);
      reached.push({ userId, codes: [...folded.reached] });
    }
    const told = await grantReached(trx, repository, notifier, reached);
    await repository.saveTallies(trx, next);
    if (told.length === 0) return;
    return () => notifier.push(...told);
  };
}
