import type { CoinflipSession } from '../../../../contract/coinflip';
import { UsersIcon } from '../../../components/icons';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { Funds } from '../../../components/ui/funds';
import { LoadingState } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
import { CoinFace } from './coin-face';

interface AvailableGamesPanelProps {
  sessions: CoinflipSession[];
  loaded: boolean;
  connected: boolean;
  userId: number;
  balance: number;
  busy: boolean;
  joiningId: number | null;
  onJoin: (session: CoinflipSession) => void;
  onView: () => void;
}

interface RowProps extends Omit<AvailableGamesPanelProps, 'sessions' | 'loaded' | 'connected'> {
  session: CoinflipSession;
}

function GameRow({ session, userId, balance, busy, joiningId, onJoin, onView }: RowProps) {
  const t = useT<typeof texts>('coinflip');
  const mine = session.creatorId === userId || session.opponentId === userId;
  const waiting = session.status === 'waiting';
  const affordable = session.amount <= balance;
  let action = null;
  if (mine) {
    action = (
      <Button variant="outline" size="sm" onClick={onView}>
        {t('lobby.view')}
      </Button>
    );
  } else if (waiting && affordable) {
    action = (
      <Button
        variant="success"
        size="sm"
        disabled={busy}
        loading={joiningId === session.id}
        onClick={() => onJoin(session)}
      >
        {t('lobby.join')}
      </Button>
    );
  } else if (waiting) {
    action = (
      <Button variant="outline" size="sm" disabled>
        {t('lobby.notEnoughFunds')}
      </Button>
    );
  }

  return (
    <li
      data-testid="coinflip-game-row"
      className={cx(
        'flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4 transition sm:px-6',
        mine ? 'bg-gold-400/5' : 'hover:bg-white/[0.03]',
        !waiting && 'opacity-80',
      )}
    >
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
        <Avatar name={session.creator} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">
            {session.creator}
            {session.opponent && (
              <span className="font-normal text-ink-muted">
                {' '}
                {t('lobby.versus', { opponent: session.opponent })}
              </span>
            )}
          </p>
          <p className="mt-0.5 flex items-center gap-2 text-xs">
            <Badge tone={waiting ? 'win' : 'royal'}>
              {waiting ? t('lobby.waiting') : t('lobby.inProgress')}
            </Badge>
          </p>
        </div>
      </div>
      <div className="flex w-full items-center gap-4 sm:w-auto">
        <span
          className="flex items-center gap-1.5 text-ink-muted text-xs capitalize"
          title={t('lobby.creatorSide')}
        >
          <CoinFace side={session.choice} compact className="size-5 border text-[4px]" />
          {t(`sideLower.${session.choice}`)}
        </span>
        <Funds amount={session.amount} className="min-w-16 text-right font-bold text-gold-300" />
        <div className="ml-auto flex min-w-28 justify-end">{action}</div>
      </div>
    </li>
  );
}

/** The lobby: games waiting for an opponent (joinable) and games being flipped right now. */
export function AvailableGamesPanel(props: AvailableGamesPanelProps) {
  const t = useT<typeof texts>('coinflip');
  const { sessions, loaded, connected } = props;
  const count = sessions.length;
  return (
    <SectionCard
      region
      className="overflow-hidden"
      title={t('lobby.title')}
      description={<span className="hidden sm:inline">{t('lobby.description')}</span>}
      icon={<UsersIcon size={18} />}
      actions={
        <Badge tone="gold">
          <span data-testid="coinflip-active-count">{count}</span> {t('lobby.active')}
          <span className="sr-only"> {t('lobby.activeGames', { count })}</span>
        </Badge>
      }
    >
      {!loaded ? (
        <LoadingState label={connected ? t('lobby.loading') : t('lobby.connecting')} />
      ) : count === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <CoinFace side="heads" compact className="size-14 text-[9px] opacity-60 grayscale-[50%]" />
          <p className="font-semibold text-ink">{t('lobby.empty')}</p>
          <p className="max-w-xs text-ink-muted text-sm">{t('lobby.emptyHint')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('lobby.label')}>
          {sessions.map((session) => (
            <GameRow key={session.id} session={session} {...props} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
