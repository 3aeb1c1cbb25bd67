import type { ReactNode } from 'react';
import type { PublicBet } from '../../../../contract/live-bets';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds, formatNumber, formatSignedFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/live-bets.json';
import { gameName } from '../game-name';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-control border border-line bg-night-950/30 px-4 py-3">
      <dt className="text-2xs text-ink-faint uppercase tracking-wider">{label}</dt>
      <dd data-testid={testId} className="mt-1 truncate font-bold font-display text-ink text-lg tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** A bet at a glance: its game, who played it ('Hidden' for a hidden player), the money and when. */
export function BetSummary({ bet }: { bet: PublicBet }) {
  const won = bet.payout > bet.betAmount;
  const hidden = bet.userId === null;
  const t = useT<typeof texts>('live-bets');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">
          {t('betHeading', { game: gameName(bet.game) })}{' '}
          <span className="text-ink-muted">{t('betNumber', { id: bet._id })}</span>
        </h1>
        <Badge tone={won ? 'win' : bet.payout === bet.betAmount ? 'neutral' : 'loss'}>
          {won ? t('win') : bet.payout === bet.betAmount ? t('push') : t('loss')}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('column.player')} testId="bet-player">
          <span className={cx(hidden && 'text-ink-muted italic')}>{hidden ? t('hidden') : bet.username}</span>
        </Fact>
        <Fact label={t('column.bet')}>{formatFunds(bet.betAmount)}</Fact>
        <Fact label={t('column.multiplier')} testId="bet-multiplier">
          {t('multiplier', { value: formatNumber(bet.multiplier, 2) })}
        </Fact>
        <Fact label={t('column.payout')}>
          <span className={won ? 'text-win-400' : undefined}>{formatFunds(bet.payout)}</span>
        </Fact>
        <Fact label={t('profit')}>
          <span className={bet.profit > 0 ? 'text-win-400' : bet.profit < 0 ? 'text-loss-400' : undefined}>
            {bet.profit > 0 ? formatSignedFunds(bet.profit) : formatFunds(bet.profit)}
          </span>
        </Fact>
        <Fact label={t('column.time')}>
          <time dateTime={bet.createdAt} className="text-base">
            {formatDateTime(bet.createdAt)}
          </time>
        </Fact>
      </dl>
    </div>
  );
}
