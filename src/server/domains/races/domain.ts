import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import type { RecordsConsumer } from '../../core/wager/records-feed';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Authenticator } from '../../http/auth-guards';
import type { Notifier } from '../notifications/service';
import { createRacePayout, type RacePayout, scheduleRaceFinisher } from './race-payout';
import { createRaceScoring } from './race-scoring';
import { createRacesRepository } from './repository';
import { racesRoutes } from './routes';
import { type CosmeticsOf, createRacesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The weekly race's finisher, for tests that end a race at a moment of their choosing. */
    racePayout: RacePayout;
  }
}

export interface RacesDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  notifier: Notifier;
  accounts: Authenticator;
  cosmeticsOf: CosmeticsOf;
  /** The time now (clock.ts's nowIso); tests give their own to move between weeks. */
  now?: () => string;
}

/**
 * The weekly race: its scores come from the wager fold (the consumer returned here), its standings
 * and past races are public, and every instance runs the finisher that pays an ended race once.
 */
export async function racesDomain(
  app: FastifyInstance,
  deps: RacesDomainDeps,
): Promise<{ raceScoring: RecordsConsumer }> {
  const now = deps.now ?? nowIso;
  const repository = createRacesRepository(deps.uow.dialect);
  const races = createRacesService(deps.uow, repository, deps.cosmeticsOf, { now });
  const payout = createRacePayout({ ...deps, repository, now });
  app.decorate('racePayout', payout);
  let finisher: ReturnType<typeof scheduleRaceFinisher> | undefined;
  app.addHook('onReady', async () => {
    finisher = scheduleRaceFinisher(payout, app.log);
  });
  app.addHook('preClose', async () => {
    await finisher?.stop();
  });
  await app.register(racesRoutes, { prefix: '/api', races, accounts: deps.accounts });
  return { raceScoring: createRaceScoring(repository) };
}
