import { Link } from 'react-router';
import type { CrashWin } from '../../../../contract/crash-texts';
import { isNotableWin } from '../../../../contract/social-texts';
import { CrashIcon } from '../../../components/game-icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { crashRoundLink } from '../../../lib/fairness-links';
import { formatMultiplier, formatSignedFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import type { WinsFeed } from '../hooks/use-wins-feed';

/** One cash-out: who, where (the round links to its verifier), at what multiplier, and the profit. */
function WinRow({ win }: { win: CrashWin }) {
  const payout = win.payout ?? 0;
  const notable = isNotableWin(win.betAmount, payout);
  const t = useT<typeof texts>('social');
  return (
    <li
      data-testid="win-row"
      data-notable={notable ? 'true' : undefined}
      className={cx(
        'flex items-center gap-2.5 rounded-control px-2 py-2',
        notable ? 'border border-gold-400/30 bg-gold-400/10' : 'hover:bg-white/3',
      )}
    >
      <PlayerAvatar username={win.username} cosmetics={win.cosmetics} size="sm" />
      <div className="min-w-0 flex-1">
        <PlayerName
          username={win.username}
          cosmetics={win.cosmetics}
          className="block truncate font-semibold text-ink text-sm"
        />
        <Link
          to={crashRoundLink(win.roundId)}
          className="text-ink-faint text-xs hover:text-ink-soft hover:underline"
          aria-label={t('verifyRound', { round: win.roundId })}
        >
          {t('crashRound', { round: win.roundId })}
        </Link>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cx(
            'font-bold font-display text-sm tabular-nums',
            notable ? 'text-gold-300' : 'text-win-300',
          )}
        >
          {formatMultiplier(win.cashedOutAt ?? 0)}
        </p>
        <p className="font-display text-win-400 text-xs tabular-nums">
          {formatSignedFunds(payout - win.betAmount)}
        </p>
      </div>
    </li>
  );
}

/** The latest winning crash cash-outs, live: each round's wins arrive as it crashes. */
export function WinsTab({ feed }: { feed: WinsFeed }) {
  const { wins, failed } = feed;
  const t = useT<typeof texts>('social');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-2">
        <p className="text-ink-muted text-xs">{t('winsIntro')}</p>
        <Link
          to="/games/crash"
          className="inline-flex shrink-0 items-center gap-1 rounded-control border border-royal-400/40 bg-royal-500/10 px-2 py-1 font-semibold text-royal-300 text-xs hover:border-royal-400/70 hover:bg-royal-500/20"
        >
          <CrashIcon size={14} />
          {t('playCrash')}
        </Link>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {wins === null ? (
          failed ? (
            <p role="alert" className="px-2 py-8 text-center text-loss-300 text-sm">
              {t('winsFailed')}
            </p>
          ) : (
            <div className="grid place-items-center py-8">
              <Spinner />
            </div>
          )
        ) : wins.length === 0 ? (
          <p className="px-2 py-8 text-center text-ink-faint text-sm">{t('noWins')}</p>
        ) : (
          <ul aria-label={t('latestWins')} data-testid="wins-feed" className="space-y-1">
            {wins.map((win) => (
              <WinRow key={win.betId} win={win} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
