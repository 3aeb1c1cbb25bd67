import type { BetRecord } from '../../contract/fairness';

export const FIXTURE_AT = '2025-03-04T12:00:00.000Z';

/** A bet record of 10 FF for the api tests: its payout decides the profit, the details are the game's. */
export function betRecordFixture(
  game: string,
  id: number,
  payout: number,
  details: Record<string, unknown>,
  createdAt = FIXTURE_AT,
): BetRecord {
  return {
    _id: id,
    game,
    betAmount: 10,
    payout,
    profit: payout - 10,
    details,
    serverSeedHash: 'h'.repeat(64),
    clientSeed: 'seed',
    nonce: id,
    serverSeed: null,
    createdAt,
  };
}
