import { Link } from 'react-router';
import { betPagePath } from '../../../../contract/live-bets-texts';
import { SparklesIcon } from '../../../components/icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { cx } from '../../../lib/cx';
import { formatTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import type { ShownMessage } from '../api';
import { MessageMenu } from '../moderation/message-menu';
import { useMutedPlayers } from '../moderation/muted-players';

/**
 * One chat line; the text is a React text node, so whatever anyone types stays text. A muted
 * player's lines are not shown (the server leaves them out of the history; these came live).
 */
export function ChatMessageRow({ message, mine }: { message: ShownMessage; mine: boolean }) {
  const muted = useMutedPlayers();
  const t = useT<typeof texts>('social');
  if (!mine && muted.has(message.sender.id)) return null;
  if (message.kind === 'share') {
    return (
      <li
        data-testid="chat-message"
        data-kind="share"
        className="mx-1 flex items-start gap-2 rounded-control border border-gold-400/30 bg-gold-400/10 px-3 py-2 text-gold-100 text-sm"
      >
        <SparklesIcon size={16} className="mt-0.5 shrink-0 text-gold-300" />
        <div className="min-w-0 flex-1">
          <p className="break-words">{message.text}</p>
          {message.betId !== undefined && (
            // The shared win's card opens its bet's public page, where anyone can check it.
            <Link
              to={betPagePath(message.betId)}
              data-testid="shared-bet-link"
              className="mt-1.5 inline-flex items-center gap-1 rounded-control border border-gold-400/40 bg-night-950/40 px-2 py-1 font-semibold text-gold-200 text-xs hover:border-gold-300 hover:text-gold-100"
            >
              {t('viewBet', { id: message.betId })}
            </Link>
          )}
        </div>
      </li>
    );
  }
  return (
    <li
      data-testid="chat-message"
      data-pending={message.pending ? 'true' : undefined}
      className={cx('group flex items-start gap-2.5 px-1', message.pending && 'opacity-60')}
    >
      <PlayerAvatar username={message.sender.username} cosmetics={message.sender.cosmetics} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <PlayerName
            username={message.sender.username}
            cosmetics={message.sender.cosmetics}
            className={cx(
              'font-semibold text-sm',
              mine && !message.sender.cosmetics.nameColor && 'text-gold-300',
            )}
          />
          <time dateTime={message.timestamp} className="shrink-0 text-ink-faint text-xs">
            {message.pending ? t('sending') : formatTime(message.timestamp)}
          </time>
        </div>
        <p className="whitespace-pre-wrap break-words text-ink-soft text-sm">{message.text}</p>
      </div>
      {!mine && !message.pending && <MessageMenu message={message} />}
    </li>
  );
}
