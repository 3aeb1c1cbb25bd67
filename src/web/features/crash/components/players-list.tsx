import type { CrashBetView } from '../../../../contract/crash-texts';
import { UsersIcon } from '../../../components/icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Card, CardHeader } from '../../../components/ui/card';
import { Funds } from '../../../components/ui/funds';
import { SignedFunds } from '../../../components/ui/signed-funds';
import { cx } from '../../../lib/cx';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/crash.json';
import { formatCrashMultiplier } from '../crash-math';

/** The biggest bets first; a tie keeps the order they came in. */
function byStake(bets: readonly CrashBetView[]): CrashBetView[] {
  return [...bets].sort((a, b) => b.betAmount - a.betAmount || a.betId - b.betId);
}

/** This round's players: who bet what, where they cashed out, and what they made once known. */
export function PlayersList({ bets, ownId }: { bets: readonly CrashBetView[]; ownId: number | undefined }) {
  const t = useT<typeof texts>('crash');
  const total = bets.reduce((sum, bet) => sum + bet.betAmount, 0);
  return (
    <Card aria-labelledby="crash-players-title">
      <CardHeader
        id="crash-players-title"
        title={t('players.title')}
        description={t('players.description', { count: bets.length, amount: formatFunds(total) })}
        icon={<UsersIcon size={18} />}
      />
      {bets.length === 0 ? (
        <p className="px-5 py-6 text-center text-ink-faint text-sm">{t('players.empty')}</p>
      ) : (
        <table data-testid="crash-players" className="w-full text-sm">
          <thead className="text-ink-faint text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold sm:px-5">
                {t('players.player')}
              </th>
              <th scope="col" className="whitespace-nowrap px-1.5 py-2 text-right font-semibold sm:px-2">
                {t('players.bet')}
              </th>
              <th scope="col" className="whitespace-nowrap px-1.5 py-2 text-right font-semibold sm:px-2">
                {t('players.cashout')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-5">
                {t('players.profit')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {byStake(bets).map((bet) => (
              <tr
                key={bet.betId}
                data-user-id={bet.userId}
                className={cx(
                  bet.userId === ownId && 'bg-gold-400/5',
                  bet.cashedOutAt !== null && 'bg-win-500/5',
                )}
              >
                <td className="w-full max-w-0 px-3 py-2 sm:px-5">
                  <span className="flex min-w-0 items-center gap-2">
                    <PlayerAvatar username={bet.username} cosmetics={bet.cosmetics} size="sm" />
                    <PlayerName
                      username={bet.username}
                      cosmetics={bet.cosmetics}
                      className="font-semibold text-ink"
                    />
                  </span>
                </td>
                <td className="whitespace-nowrap px-1.5 py-2 text-right sm:px-2">
                  <Funds amount={bet.betAmount} className="text-ink" />
                </td>
                <td className="whitespace-nowrap px-1.5 py-2 text-right font-display tabular-nums sm:px-2">
                  {bet.cashedOutAt !== null ? (
                    <span className="font-bold text-win-300">{formatCrashMultiplier(bet.cashedOutAt)}</span>
                  ) : (
                    <span className="text-ink-faint">
                      {bet.autoCashout !== null && bet.payout === null ? (
                        <>
                          <span className="max-sm:sr-only">{t('players.auto')} </span>
                          {formatCrashMultiplier(bet.autoCashout)}
                        </>
                      ) : (
                        '-'
                      )}
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right sm:px-5">
                  {bet.payout === null ? (
                    <span className="text-ink-faint">-</span>
                  ) : (
                    <SignedFunds amount={bet.payout - bet.betAmount} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
