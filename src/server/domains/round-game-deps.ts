import type { WalletService } from '../core/money/wallet-service';
import type { UnitOfWork } from '../db/unit-of-work';
import type { FairnessService } from './fairness/service';

/** What a game with turns (mines, blackjack) needs from the rest of the app. */
export interface RoundGameDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  fairness: FairnessService;
}
