import { inTab, LIVE_BETS_LIMIT, type LiveBet, type LiveBetTab } from '../../../contract/live-bets-texts';

/**
 * A tab's rows after a push (or its first page): newest first by id, each bet once, at most
 * LIVE_BETS_LIMIT. A bet that committed late (a lower id arriving after higher ones) takes its place
 * by id, or falls off the end.
 */
export function mergeBets(
  tab: LiveBetTab,
  shown: readonly LiveBet[],
  incoming: readonly LiveBet[],
): LiveBet[] {
  const byId = new Map<number, LiveBet>();
  for (const bet of shown) byId.set(bet.id, bet);
  for (const bet of incoming) if (inTab(tab, bet)) byId.set(bet.id, bet);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, LIVE_BETS_LIMIT);
}
