import type { CoinflipSession } from '../../../../contract/coinflip';
import { BOT_PLAYER, type CoinflipPlayer, type CoinSide, oppositeSide } from '../../../../games/coinflip';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';
import { CoinFace } from './coin-face';

interface SeatProps {
  name: string | null;
  side: CoinSide;
  isYou: boolean;
  isBot: boolean;
  won: boolean | null;
}

function Seat({ name, side, isYou, isBot, won }: SeatProps) {
  const t = useT<typeof texts>('coinflip');
  return (
    <div
      className={cx(
        'flex min-w-0 flex-1 flex-col items-center gap-2 rounded-control border px-2 py-3 text-center transition',
        won ? 'border-gold-400/60 bg-gold-400/10 shadow-glow-gold' : 'border-line bg-night-950/40',
        won === false && 'opacity-70',
      )}
    >
      {name ? (
        <Avatar name={name} size="md" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 animate-pulse place-items-center rounded-full border-2 border-line-strong border-dashed font-bold text-ink-faint"
        >
          ?
        </span>
      )}
      <div className="flex min-w-0 max-w-full flex-col items-center">
        <span
          className={cx('max-w-full truncate font-semibold text-sm', name ? 'text-ink' : 'text-ink-muted')}
        >
          {name ?? t('seat.waiting')}
        </span>
        <span className="mt-1 flex flex-wrap justify-center gap-1">
          {isYou && <Badge tone="gold">{t('seat.you')}</Badge>}
          {isBot && <Badge tone="sky">{t('seat.bot')}</Badge>}
          {won && <Badge tone="win">{t('seat.winner')}</Badge>}
        </span>
      </div>
      <span className="inline-flex items-center gap-1.5 text-ink-soft text-xs capitalize">
        <CoinFace side={side} compact className="size-4 border text-[4px]" />
        {t(`sideLower.${side}`)}
      </span>
    </div>
  );
}

interface PlayersRowProps {
  session: CoinflipSession;
  userId: number;
  /** Known once the result is in. */
  winner?: CoinflipPlayer | null;
}

/** The creator against the opponent (or 'Waiting...'), with the side each one holds. */
export function PlayersRow({ session, userId, winner = null }: PlayersRowProps) {
  const t = useT<typeof texts>('coinflip');
  const opponentWinner = session.opponentIsBot ? BOT_PLAYER : session.opponentId;
  const decided = winner !== null;
  return (
    <div className="flex items-stretch gap-2 sm:gap-3">
      <Seat
        name={session.creator}
        side={session.choice}
        isYou={session.creatorId === userId}
        isBot={false}
        won={decided ? winner === session.creatorId : null}
      />
      <span
        aria-hidden="true"
        className="self-center font-black font-display text-gold-gradient text-lg tracking-wider"
      >
        {t('seat.versus')}
      </span>
      <Seat
        name={session.opponent}
        side={oppositeSide(session.choice)}
        isYou={session.opponentId === userId}
        isBot={session.opponentIsBot}
        won={decided ? winner === opponentWinner : null}
      />
    </div>
  );
}
