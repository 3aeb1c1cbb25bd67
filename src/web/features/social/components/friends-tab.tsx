import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Friend } from '../../../../contract/social';
import { CoinIcon, UserPlusIcon } from '../../../components/icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import type { FriendsState } from '../hooks/use-friends';
import { presenceLabel } from '../last-seen';
import { PresenceDot } from './presence-dot';

interface FriendsTabProps {
  /** The lists from useFriends, with what the player can do to each entry. */
  state: FriendsState;
  onAddFriend: () => void;
  /** What else the player can do for a friend, beside the friend (the app puts Tip here). */
  friendActions?: ((friend: Friend) => ReactNode) | undefined;
}

/** Re-renders every minute so that last-seen texts age on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A titled part of the Friends tab. */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 px-1 font-semibold text-ink-muted text-xs uppercase tracking-wider">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface RequestListProps<T> {
  id: string;
  title: string;
  items: T[];
  testId: string;
  itemClassName: string;
  /** The buttons after each request; `name` gives each its accessible name for that request. */
  actions: Array<{
    label: string;
    variant: ButtonVariant;
    act: (id: number) => void;
    name: (item: T) => string;
  }>;
  /** Who the request is from or to. */
  children: (item: T) => ReactNode;
}

/** Pending requests under their title and count; nothing at all when there are none. */
function RequestList<T extends { id: number }>({
  id,
  title,
  items,
  testId,
  itemClassName,
  actions,
  children,
}: RequestListProps<T>) {
  if (items.length === 0) return null;
  return (
    <ListSection id={id} title={title}>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id} data-testid={testId} className={itemClassName}>
            {children(item)}
            {actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.variant}
                onClick={() => action.act(item.id)}
                aria-label={action.name(item)}
              >
                {action.label}
              </Button>
            ))}
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

export function FriendsTab({ state, onAddFriend, friendActions }: FriendsTabProps) {
  const { friends, requests, sent, loading, error, retry, accept, decline, remove, withdraw } = state;
  const navigate = useNavigate();
  const now = useNow();
  const t = useT<typeof texts>('social');

  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-3">
      <Button variant="outline" size="sm" fullWidth icon={<UserPlusIcon size={16} />} onClick={onAddFriend}>
        {t('addFriend')}
      </Button>

      <RequestList
        id="friend-requests-title"
        title={t('friendRequests', { count: requests.length })}
        items={requests}
        testId="friend-request"
        itemClassName="flex flex-wrap items-center gap-2 rounded-control border border-line bg-night-850/70 p-2"
        actions={[
          {
            label: t('accept'),
            variant: 'success',
            act: accept,
            name: (request) => t('acceptName', { name: request.sender.username }),
          },
          {
            label: t('decline'),
            variant: 'ghost',
            act: decline,
            name: (request) => t('declineName', { name: request.sender.username }),
          },
        ]}
      >
        {(request) => (
          <span className="min-w-[8rem] flex-1 truncate font-semibold text-ink text-sm">
            {request.sender.username}
          </span>
        )}
      </RequestList>

      <RequestList
        id="sent-requests-title"
        title={t('sentRequests', { count: sent.length })}
        items={sent}
        testId="sent-request"
        itemClassName="flex items-center gap-2 rounded-control border border-line border-dashed p-2"
        actions={[
          {
            label: t('withdraw'),
            variant: 'ghost',
            act: withdraw,
            name: (request) => t('withdrawName', { name: request.receiver.username }),
          },
        ]}
      >
        {(request) => (
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink text-sm">{request.receiver.username}</p>
            <p className="text-ink-muted text-xs">{t('waitingForAnswer')}</p>
          </div>
        )}
      </RequestList>

      <ListSection id="friends-title" title={t('friendsCount', { count: friends.length })}>
        {error ? (
          <ErrorState message={error} onRetry={retry} />
        ) : loading && friends.length === 0 ? (
          <div className="grid place-items-center py-8">
            <Spinner />
          </div>
        ) : friends.length === 0 ? (
          <p className="px-2 py-6 text-center text-ink-muted text-sm">{t('noFriends')}</p>
        ) : (
          <ul className="space-y-1.5">
            {friends.map((friend) => {
              const label = presenceLabel(friend.status, friend.lastOnline, now);
              return (
                <li
                  key={friend.id}
                  data-testid="friend"
                  className="group rounded-control p-2 hover:bg-white/5"
                >
                  <div className="flex items-center gap-2.5">
                    <span className="relative">
                      <PlayerAvatar username={friend.username} cosmetics={friend.cosmetics} size="sm" />
                      <PresenceDot status={friend.status} className="absolute -right-0.5 -bottom-0.5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <PlayerName
                        username={friend.username}
                        cosmetics={friend.cosmetics}
                        className="block font-semibold text-ink text-sm"
                      />
                      <p className="truncate text-ink-muted text-xs" data-testid="friend-status">
                        {label}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => {
                        if (window.confirm(t('removeConfirm', { name: friend.username }))) remove(friend.id);
                      }}
                      aria-label={t('removeName', { name: friend.username })}
                      className="rounded-control px-1.5 py-1 text-ink-faint text-xs opacity-70 hover:bg-loss-500/15 hover:text-loss-300 group-hover:opacity-100"
                    >
                      ✕
                    </button>
                  </div>
                  {/* What the player can do for the friend, under the name, so that a long name keeps its room. */}
                  {(friendActions || friend.status === 'online') && (
                    <div className="mt-1.5 flex flex-wrap gap-2 pl-10.5">
                      {friendActions?.(friend)}
                      {friend.status === 'online' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<CoinIcon size={14} />}
                          className="h-8 px-2.5"
                          onClick={() =>
                            navigate(
                              `/games/coinflip?challenge=${friend.id}&friend=${encodeURIComponent(friend.username)}`,
                            )
                          }
                          aria-label={t('challengeName', { name: friend.username })}
                        >
                          {t('challenge')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListSection>
    </div>
  );
}
