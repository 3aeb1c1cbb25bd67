import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthGuards } from '../../http/auth-guards';
import type { FairnessService } from '../fairness/service';
import type { WalletService } from '../wallet/service';

/** What a game with turns (mines, blackjack) needs from the rest of the app. */
export interface RoundGameDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  fairness: FairnessService;
  guards: AuthGuards;
}
