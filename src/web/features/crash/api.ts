import type { CrashBetBody } from '../../../contract/crash';
import { api } from '../../lib/api';

/** The round now, the last crash points and the published end of the chain: guests may ask too. */
export function fetchCrashState(signal?: AbortSignal) {
  return api('GET /api/games/crash', { signal });
}

export function placeCrashBet(body: CrashBetBody) {
  return api('POST /api/games/crash/bet', { body });
}

export function cashOutCrash() {
  return api('POST /api/games/crash/cashout');
}
