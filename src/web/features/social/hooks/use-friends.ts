import { useCallback, useEffect, useRef, useState } from 'react';
import type { Friend, FriendRequest, SentFriendRequest } from '../../../../contract/social';
import { FRIENDS_POLL_MS } from '../../../../contract/social-texts';
import type { FriendPresencePayload } from '../../../../contract/socket-events';
import { ApiError } from '../../../lib/api';
import { translate } from '../../../lib/i18n';
import type { AppSocket } from '../../../lib/socket';
import {
  acceptFriendRequest,
  declineFriendRequest,
  fetchFriendRequests,
  fetchFriends,
  fetchSentRequests,
  removeFriend,
  withdrawFriendRequest,
} from '../api';

const byName = (a: Friend, b: Friend) => a.username.localeCompare(b.username);

function friendsError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return translate('social', 'friendsFailed', { status: String(error.status) });
  }
  return translate('social', 'friendsUnreachable');
}

/** Friends, incoming and sent requests: loaded on start, polled every 5 s, and kept live by the socket. */
export function useFriends(socket: AppSocket | null) {
  const [friends, setFriends] = useState<Friend[]>([]);
  const [requests, setRequests] = useState<FriendRequest[]>([]);
  const [sent, setSent] = useState<SentFriendRequest[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const failed = useRef(false);

  const load = useCallback(async () => {
    try {
      const [friendList, requestList, sentList] = await Promise.all([
        fetchFriends(),
        fetchFriendRequests(),
        fetchSentRequests(),
      ]);
      setFriends([...friendList.friends].sort(byName));
      setRequests(requestList.friendRequests);
      setSent(sentList.sentRequests);
      setError(null);
      failed.current = false;
    } catch (caught) {
      setError(friendsError(caught));
      failed.current = true;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    // After a failure the list waits for 'Try Again' instead of hammering the server.
    const timer = setInterval(() => {
      if (!failed.current) void load();
    }, FRIENDS_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  useEffect(() => {
    if (!socket) return;
    const onRequest = (request: FriendRequest) =>
      setRequests((current) =>
        current.some((item) => item.id === request.id) ? current : [...current, request],
      );
    const onRequestRemoved = ({ id }: { id: number }) =>
      setRequests((current) => current.filter((item) => item.id !== id));
    const onAdded = (friend: Friend) => {
      setFriends((current) => [...current.filter((item) => item.id !== friend.id), friend].sort(byName));
      // An accepted request is no longer waiting.
      setSent((current) => current.filter((item) => item.receiver.id !== friend.id));
    };
    const onRemoved = ({ id }: { id: number }) =>
      setFriends((current) => current.filter((item) => item.id !== id));
    const onPresence = (presence: FriendPresencePayload) =>
      setFriends((current) =>
        current.map((item) =>
          item.id === presence.id
            ? { ...item, status: presence.status, lastOnline: presence.lastOnline }
            : item,
        ),
      );
    socket.on('friendRequest', onRequest);
    socket.on('friendRequestRemoved', onRequestRemoved);
    socket.on('friendAdded', onAdded);
    socket.on('friendRemoved', onRemoved);
    socket.on('friendPresence', onPresence);
    return () => {
      socket.off('friendRequest', onRequest);
      socket.off('friendRequestRemoved', onRequestRemoved);
      socket.off('friendAdded', onAdded);
      socket.off('friendRemoved', onRemoved);
      socket.off('friendPresence', onPresence);
    };
  }, [socket]);

  const act = useCallback(
    async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (caught) {
        console.error('Friend action failed', caught);
      }
      await load();
    },
    [load],
  );

  return {
    friends,
    requests,
    sent,
    loading,
    error,
    retry: () => {
      setLoading(true);
      void load();
    },
    reload: load,
    accept: (id: number) => act(() => acceptFriendRequest(id)),
    decline: (id: number) => act(() => declineFriendRequest(id)),
    remove: (id: number) => act(() => removeFriend(id)),
    withdraw: (id: number) => act(() => withdrawFriendRequest(id)),
  };
}

export type FriendsState = ReturnType<typeof useFriends>;
