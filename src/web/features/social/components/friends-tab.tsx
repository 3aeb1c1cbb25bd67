import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Friend, FriendRequest, SentFriendRequest } from '../../../../contract/social';
import { CoinIcon, UserPlusIcon } from '../../../components/icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { presenceLabel } from '../last-seen';
import { PresenceDot } from './presence-dot';

interface FriendsTabProps {
  friends: Friend[];
  requests: FriendRequest[];
  sent: SentFriendRequest[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onAddFriend: () => void;
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
  onRemove: (id: number) => void;
  onWithdraw: (id: number) => void;
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

export function FriendsTab(props: FriendsTabProps) {
  const { friends, requests, sent, loading, error, onRetry, onAddFriend, onAccept, onDecline, onRemove } =
    props;
  const navigate = useNavigate();
  const now = useNow();

  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-3">
      <Button variant="outline" size="sm" fullWidth icon={<UserPlusIcon size={16} />} onClick={onAddFriend}>
        Add Friend
      </Button>

      {requests.length > 0 && (
        <ListSection id="friend-requests-title" title={`Friend Requests (${requests.length})`}>
          <ul className="space-y-2">
            {requests.map((request) => (
              <li
                key={request.id}
                data-testid="friend-request"
                className="flex flex-wrap items-center gap-2 rounded-control border border-line bg-night-850/70 p-2"
              >
                <span className="min-w-[8rem] flex-1 truncate font-semibold text-ink text-sm">
                  {request.sender.username}
                </span>
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => onAccept(request.id)}
                  aria-label={`Accept ${request.sender.username}`}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDecline(request.id)}
                  aria-label={`Decline ${request.sender.username}`}
                >
                  Decline
                </Button>
              </li>
            ))}
          </ul>
        </ListSection>
      )}

      {sent.length > 0 && (
        <ListSection id="sent-requests-title" title={`Sent Requests (${sent.length})`}>
          <ul className="space-y-2">
            {sent.map((request) => (
              <li
                key={request.id}
                data-testid="sent-request"
                className="flex items-center gap-2 rounded-control border border-line border-dashed p-2"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink text-sm">{request.receiver.username}</p>
                  <p className="text-ink-muted text-xs">Waiting for an answer</p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => props.onWithdraw(request.id)}
                  aria-label={`Withdraw request to ${request.receiver.username}`}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </ListSection>
      )}

      <ListSection id="friends-title" title={`Friends (${friends.length})`}>
        {error ? (
          <ErrorState message={error} onRetry={onRetry} />
        ) : loading && friends.length === 0 ? (
          <div className="grid place-items-center py-8">
            <Spinner />
          </div>
        ) : friends.length === 0 ? (
          <p className="px-2 py-6 text-center text-ink-muted text-sm">
            No friends yet. Add someone by their username!
          </p>
        ) : (
          <ul className="space-y-1.5">
            {friends.map((friend) => {
              const label = presenceLabel(friend.status, friend.lastOnline, now);
              return (
                <li
                  key={friend.id}
                  data-testid="friend"
                  className="group flex items-center gap-2.5 rounded-control p-2 hover:bg-white/5"
                >
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
                      aria-label={`Challenge ${friend.username} to coinflip`}
                    >
                      Challenge
                    </Button>
                  )}
                  <button
                    type="button"
                    onClick={() => {
                      if (window.confirm(`Remove ${friend.username} from your friends?`)) onRemove(friend.id);
                    }}
                    aria-label={`Remove ${friend.username}`}
                    className="rounded-control px-1.5 py-1 text-ink-faint text-xs opacity-70 hover:bg-loss-500/15 hover:text-loss-300 group-hover:opacity-100"
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListSection>
    </div>
  );
}
