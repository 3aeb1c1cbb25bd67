import type { Kysely } from 'kysely';
import type { MissionDefinition } from '../../../contract/rewards';
import { edgeWeighted } from '../../../games/house-edge';
import type { DB } from '../../db/schema';

// Bet records written straight into game_records, as the games write them, for the rewards' tests:
// the wager fold reads them from there like any bet's.

/** A bet record as the games write it, for one player at one moment. */
export interface RecordSpec {
  game: string;
  bet: number;
  payout: number;
  /** The game's outcome (`details`); {} when left out. */
  details?: Record<string, unknown>;
}

function recordRow(userId: number, at: string, spec: RecordSpec, nonce: number) {
  return {
    userId,
    game: spec.game,
    betAmount: spec.bet,
    payout: spec.payout,
    profit: spec.payout - spec.bet,
    details: JSON.stringify(spec.details ?? {}),
    seedId: null,
    serverSeedHash: 'hash',
    clientSeed: 'seed',
    nonce,
    createdAt: at,
  };
}

/** XP of a bet record (its edge-weighted wager). */
export const xpOf = (spec: RecordSpec) =>
  edgeWeighted({
    game: spec.game,
    betAmount: spec.bet,
    payout: spec.payout,
    details: JSON.stringify(spec.details ?? {}),
  });

/** A mines round of 1,000 FF cashed out after `gems` safe tiles of 3 mines (its floors weigh some XP). */
export function minesCashOut(gems: number, bet = 1000): RecordSpec {
  let odds = 1;
  for (let i = 0; i < gems; i += 1) odds *= (25 - i) / (22 - i);
  const payout = Math.floor((bet * Math.floor(odds * 100)) / 100);
  return {
    game: 'mines',
    bet,
    payout,
    details: { mineCount: 3, revealed: Array.from({ length: gems }, (_, i) => i), status: 'won' },
  };
}

/** Limbo: a 1 % edge, so a stake of n FF is n XP. */
export const limboBet = (xp: number, payout = 0): RecordSpec => ({ game: 'limbo', bet: xp, payout });

/** A dice roll over 2 (4 faces, 1.5×) of 3 FF: a win pays floor(4.5) = 4, which weighs 33 XP. */
const diceRoll = (won: boolean): RecordSpec => ({
  game: 'dice',
  bet: 3,
  payout: won ? 4 : 0,
  details: { prediction: 'over', targetNumber: 2 },
});

/** One bet that `mission` counts. */
export function countedBet(mission: MissionDefinition): RecordSpec {
  const game = mission.game ?? 'limbo';
  const atLeast = mission.atLeast ?? 1;
  if (mission.measure === 'gems' || game === 'mines') return minesCashOut(Math.max(atLeast, 5));
  if (game === 'dice') return diceRoll(mission.measure !== 'bets');
  const bet = 1000;
  const payout = { bets: 0, wins: 2 * bet, multiplier: atLeast * bet, gems: 0 }[mission.measure];
  return { game, bet, payout };
}

/** Records that finish `mission` (twice over, to show the cap). */
export function finishing(mission: MissionDefinition): RecordSpec[] {
  const bet = countedBet(mission);
  return Array.from({ length: Math.ceil((2 * mission.goal) / xpOf(bet)) }, () => bet);
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
