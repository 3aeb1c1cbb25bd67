import type { ReactNode } from 'react';
import { GAME_NAMES } from '../../../../contract/common-texts';
import type { PublicBet } from '../../../../contract/live-bets';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatFunds } from '../../../lib/format';

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
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">
          {GAME_NAMES[bet.game] ?? bet.game} bet <span className="text-ink-muted">#{bet._id}</span>
        </h1>
        <Badge tone={won ? 'win' : bet.payout === bet.betAmount ? 'neutral' : 'loss'}>
          {won ? 'Win' : bet.payout === bet.betAmount ? 'Push' : 'Loss'}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Player" testId="bet-player">
          <span className={cx(hidden && 'text-ink-muted italic')}>{bet.username}</span>
        </Fact>
        <Fact label="Bet">{formatFunds(bet.betAmount)}</Fact>
        <Fact label="Multiplier" testId="bet-multiplier">
          {bet.multiplier.toFixed(2)}x
        </Fact>
        <Fact label="Payout">
          <span className={won ? 'text-win-400' : undefined}>{formatFunds(bet.payout)}</span>
        </Fact>
        <Fact label="Profit">
          <span className={bet.profit > 0 ? 'text-win-400' : bet.profit < 0 ? 'text-loss-400' : undefined}>
            {bet.profit > 0 ? '+' : ''}
            {formatFunds(bet.profit)}
          </span>
        </Fact>
        <Fact label="Time">
          <time dateTime={bet.createdAt} className="text-base">
            {formatDateTime(bet.createdAt)}
          </time>
        </Fact>
      </dl>
    </div>
  );
}
