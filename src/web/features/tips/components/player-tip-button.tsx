import { useEffect, useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { fetchFriends } from '../api';
import { TipButton } from './tip-button';

/**
 * The Tip button of a player's public page: for a signed-in friend of theirs only (tips go to
 * friends), nothing for a guest, the player themselves or anyone else.
 */
export function PlayerTipButton({ userId, username }: { userId: number; username: string }) {
  const { user } = useAuth();
  const viewerId = user?._id ?? null;
  const [friend, setFriend] = useState(false);
  useEffect(() => {
    setFriend(false);
    if (viewerId === null || viewerId === userId) return;
    const controller = new AbortController();
    fetchFriends(controller.signal).then(
      ({ friends }) => setFriend(friends.some((one) => one.id === userId)),
      () => setFriend(false),
    );
    return () => controller.abort();
  }, [viewerId, userId]);
  return friend ? <TipButton userId={userId} username={username} /> : null;
}
