import { useAuth } from '../app/auth/auth-context';
import { useInstantPlay } from './instant-play';
import type { InstantGameOptions } from './use-bet-round';
import { useQuery } from './use-query';

/**
 * What an instant game's page keeps around its game: the signed-in player and their balance, their
 * Recent Games, and whether instant play is on; `options` hands the balance and the reload to the game's hook.
 */
export function useInstantSession<Recent>(fetchRecent: (signal: AbortSignal) => Promise<Recent>) {
  const { user, setFunFunds } = useAuth();
  const recent = useQuery(fetchRecent);
  const instant = useInstantPlay();
  const balance = user?.funFunds ?? 0;
  const options: InstantGameOptions = { balance, onNewBalance: setFunFunds, onSettled: recent.reload };
  return { user, setFunFunds, recent, instant, balance, options };
}
