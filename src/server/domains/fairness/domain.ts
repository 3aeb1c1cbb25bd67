import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createBetList } from './bet-list';
import type { CoinflipRounds } from './coinflip-rounds';
import { createFairnessRepository } from './repository';
import { fairnessRoutes } from './routes';
import { rtpRoutes } from './rtp-routes';
import { createRtpService, type RtpServiceOptions } from './rtp-service';
import { createFairnessService, type FairnessService } from './service';

export interface FairnessDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  /** Told when a user's seed pair changes, so that what the bet path remembers of it goes. */
  seedChanged: (userId: number) => void;
  /** The measured returns' cache period and clock (tests). */
  rtp?: RtpServiceOptions;
}

/** The fairness service, and where coinflip (built after it) hands over its rounds. */
export type FairnessDomain = FairnessService & {
  /** Coinflip's announced rounds join the bet list and the measured returns. */
  showCoinflipRounds(rounds: CoinflipRounds): void;
};

/** Seed pairs and the record of every bet: the games draw from it, the Fairness page reads it. */
export async function fairnessDomain(
  app: FastifyInstance,
  deps: FairnessDomainDeps,
): Promise<FairnessDomain> {
  const { db, uow, seedChanged } = deps;
  const fairness = createFairnessService(uow, createFairnessRepository(db), seedChanged);
  let coinflip: CoinflipRounds | undefined;
  const betList = createBetList(fairness, () => coinflip);
  const rtp = createRtpService(db, deps.rtp);
  await app.register(fairnessRoutes, { prefix: '/api', fairness, betList });
  await app.register(rtpRoutes, { prefix: '/api', rtp });
  return {
    ...fairness,
    showCoinflipRounds(rounds) {
      coinflip = rounds;
      rtp.showCoinflipRounds(rounds);
    },
  };
}
