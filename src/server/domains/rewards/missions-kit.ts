import type { Kysely } from 'kysely';
import type { MissionDefinition } from '../../../contract/rewards';
import type { DB } from '../../db/schema';

// Bet records written straight into game_records, as the games write them, for the missions' tests.

/** A bet record as the games write it, for one player at one moment. */
export interface RecordSpec {
  game: string;
  bet: number;
  payout: number;
  revealed?: number;
}

function recordRow(userId: number, at: string, spec: RecordSpec, nonce: number) {
  return {
    userId,
    game: spec.game,
    betAmount: spec.bet,
    payout: spec.payout,
    profit: spec.payout - spec.bet,
    details: JSON.stringify(
      spec.revealed === undefined ? {} : { revealed: Array.from({ length: spec.revealed }, (_, i) => i) },
    ),
    seedId: null,
    serverSeedHash: 'hash',
    clientSeed: 'seed',
    nonce,
    createdAt: at,
  };
}

/** Records that finish `mission` (twice over where it counts bets, to show the cap). */
export function finishing(mission: MissionDefinition): RecordSpec[] {
  const game = mission.game ?? 'dice';
  const times = (n: number, spec: RecordSpec) => Array.from({ length: n }, () => spec);
  switch (mission.measure) {
    case 'bets':
      return times(mission.goal * 2, { game, bet: 1, payout: 0 });
    case 'wins':
      return times(mission.goal * 2, { game, bet: 10, payout: 15 });
    case 'multiplier':
      return times(mission.goal * 2, { game, bet: 10, payout: 10 * (mission.atLeast ?? 1) });
    case 'wager':
      return times(2, { game, bet: mission.goal, payout: 0 });
    case 'games':
      return ['dice', 'limbo', 'plinko', 'slots'].map((one) => ({ game: one, bet: 1, payout: 0 }));
    case 'gems':
      return times(2, { game: 'mines', bet: 10, payout: 0, revealed: mission.atLeast ?? 1 });
  }
}

let nonce = 0;

/** Writes the records of `specs` for the player at the moment `at`, 200 to a statement. */
export async function insertMissionRecords(db: Kysely<DB>, userId: number, at: string, specs: RecordSpec[]) {
  for (let from = 0; from < specs.length; from += 200) {
    const rows = specs.slice(from, from + 200).map((spec, i) => recordRow(userId, at, spec, nonce + i));
    nonce += rows.length;
    await db.insertInto('gameRecords').values(rows).execute();
  }
}
