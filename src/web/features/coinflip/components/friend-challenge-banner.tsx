import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CoinflipSession } from '../../../../contract/coinflip';
import { oppositeSide } from '../../../../games/coinflip';
import { Button } from '../../../components/ui/button';
import { api, errorText } from '../../../lib/api';
import { formatFunds } from '../../../lib/format';
import { messageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';

interface FriendChallengeBannerProps {
  userId: number;
  /** The player's own open game, if any. */
  game: CoinflipSession | null;
  waiting: boolean;
  lobby: CoinflipSession[];
  busy: boolean;
  onJoin: (session: CoinflipSession) => void;
}

/**
 * '?challenge=<friendId>&friend=<name>': the next game the player opens is sent to that friend.
 * '?session=<id>': a friend's challenge; the player can join that game at once.
 */
export function FriendChallengeBanner({
  userId,
  game,
  waiting,
  lobby,
  busy,
  onJoin,
}: FriendChallengeBannerProps) {
  const t = useT<typeof texts>('coinflip');
  const [params] = useSearchParams();
  const friendId = Number(params.get('challenge'));
  const friendName = params.get('friend') ?? t('challenge.friend');
  const sessionId = Number(params.get('session'));
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const sentFor = useRef<number | null>(null);

  useEffect(() => {
    if (!Number.isInteger(friendId) || friendId <= 0 || !game || !waiting) return;
    if (game.creatorId !== userId || sentFor.current === game.id) return;
    sentFor.current = game.id;
    api('POST /api/social/challenges', { body: { friendId, sessionId: game.id } }).then(
      () => setNotice({ tone: 'ok', text: t('challenge.sent', { name: friendName }) }),
      (error: unknown) =>
        setNotice({ tone: 'error', text: messageText(errorText(error, t('challenge.failed'))) }),
    );
  }, [friendId, friendName, game, waiting, userId, t]);

  if (Number.isInteger(sessionId) && sessionId > 0) {
    const session = lobby.find((entry) => entry.id === sessionId);
    const open = session && session.status === 'waiting' && session.creatorId !== userId;
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-card border border-royal-400/40 bg-royal-600/15 px-4 py-3 text-sm"
      >
        <p className="flex-1 text-ink">
          {open
            ? t('challenge.received', {
                name: session.creator,
                amount: formatFunds(session.amount),
                side: oppositeSide(session.choice),
              })
            : t('challenge.closed')}
        </p>
        {open && (
          <Button size="sm" disabled={busy} onClick={() => onJoin(session)}>
            {t('lobby.join')}
          </Button>
        )}
      </div>
    );
  }

  if (!Number.isInteger(friendId) || friendId <= 0) return null;
  return (
    <div
      role="status"
      className={
        notice?.tone === 'error'
          ? 'rounded-card border border-loss-400/40 bg-loss-500/10 px-4 py-3 text-loss-300 text-sm'
          : 'rounded-card border border-royal-400/40 bg-royal-600/15 px-4 py-3 text-ink text-sm'
      }
    >
      {notice ? notice.text : t('challenge.sending', { name: friendName })}
    </div>
  );
}
