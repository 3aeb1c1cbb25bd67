import type { MinesGame } from '../../../../contract/mines';
import { MINES_TILES } from '../../../../games/mines';
import { cx } from '../../../lib/cx';
import { formatFunds, formatNumber, formatSignedFunds } from '../../../lib/format';
import type { MinesPhase } from '../hooks/use-mines-game';
import { formatMultiplier, useMinesText } from '../texts';
import { BombArt, GemArt } from './mines-art';

interface MinesBannerProps {
  phase: MinesPhase;
  game: MinesGame | null;
}

/**
 * One line that says where the game stands; a result banner once it is won or lost. It is a status
 * region, kept silent: the page's announcer reads each move out once, with the balance.
 */
export function MinesBanner(props: MinesBannerProps) {
  const t = useMinesText();
  return (
    <div role="status" aria-live="off" aria-label={t('gameStatus')}>
      <BannerContent {...props} />
    </div>
  );
}

interface ResultBannerProps {
  won: boolean;
  headline: string;
  detail: string;
}

function ResultBanner({ won, headline, detail }: ResultBannerProps) {
  const Art = won ? GemArt : BombArt;
  return (
    <div
      data-testid="mines-result"
      className={cx(
        'flex min-h-14 animate-pop-in items-center gap-3 rounded-card border px-3 py-1.5',
        won ? 'border-win-400/40 bg-win-500/10 shadow-glow-win' : 'border-loss-400/40 bg-loss-500/10',
      )}
    >
      <Art className="size-8 shrink-0" />
      <div className="min-w-0">
        <p
          className={cx(
            'font-black font-display text-lg leading-tight',
            won ? 'text-win-300' : 'text-loss-300',
          )}
        >
          {headline}
        </p>
        <p className="text-ink-soft text-sm">{detail}</p>
      </div>
    </div>
  );
}

function BannerContent({ phase, game }: MinesBannerProps) {
  const t = useMinesText();
  if (phase === 'won' && game) {
    return (
      <ResultBanner
        won
        headline={t('wonHeadline', { amount: formatFunds(game.winAmount) })}
        detail={t('wonDetail', {
          multiplier: formatMultiplier(game.multiplier),
          profit: formatSignedFunds(game.winAmount - game.betAmount),
        })}
      />
    );
  }
  if (phase === 'lost' && game) {
    return (
      <ResultBanner
        won={false}
        headline={t('lostHeadline')}
        detail={t('lostDetail', { amount: formatFunds(game.betAmount) })}
      />
    );
  }
  const safeTotal = game ? MINES_TILES - game.mineCount : 0;
  return (
    <div
      data-testid="mines-status"
      className={cx(
        'flex min-h-14 items-center rounded-card border px-3 py-1.5 text-sm',
        phase === 'playing'
          ? 'border-gold-400/30 bg-gold-400/5 text-gold-200'
          : 'border-line bg-night-950/40 text-ink-soft',
      )}
    >
      {phase === 'playing' && game ? (
        <p>
          <span className="font-semibold">{t('pickTile')}</span>{' '}
          {t('gemsFound', {
            found: formatNumber(game.revealedTiles.length),
            total: formatNumber(safeTotal),
            canCashOut: game.revealedTiles.length > 0 ? 'yes' : 'no',
          })}
        </p>
      ) : (
        <p>{t('idleStatus')}</p>
      )}
    </div>
  );
}
