import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '../../../../contract/notifications';
import { notificationsMessages } from '../../../../contract/notifications-texts';
import { errorText } from '../../../lib/api';
import { preloadNamespaces } from '../../../lib/i18n';
import { fetchNotifications, markNotificationsRead } from '../api';

/** Toasts shown at once at most; older ones give way. */
const TOASTS_MAX = 3;

/**
 * The inbox of the signed-in player (`userId`; null: nobody, nothing loads): its first page, older
 * pages on demand, the unread count, and what arrives live (`receive`, from LiveNotifications), each
 * also shown as a toast until dismissed.
 */
export function useInbox(userId: number | null) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [toasts, setToasts] = useState<Notification[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setNotifications([]);
    setUnread(0);
    setNextBefore(null);
    setToasts([]);
    setError(null);
    setLoading(true);
    if (userId === null) return;
    // An achievement's notification names it from the achievements catalogue: fetched now, so that
    // neither a toast nor the opening inbox waits for it.
    void preloadNamespaces(['notifications', 'achievements']);
    const controller = new AbortController();
    fetchNotifications(undefined, controller.signal).then(
      (page) => {
        setNotifications(page.notifications);
        setUnread(page.unread);
        setNextBefore(page.nextBefore);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorText(failure, notificationsMessages.loadFailed));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [userId]);

  /** A notification that arrived live: first in the list, counted unread, shown as a toast. */
  const receive = useCallback((notification: Notification) => {
    setNotifications((list) =>
      list.some((item) => item.id === notification.id) ? list : [notification, ...list],
    );
    setUnread((count) => count + 1);
    setToasts((list) => [notification, ...list].slice(0, TOASTS_MAX));
  }, []);

  const loadMore = useCallback(async () => {
    if (nextBefore === null) return;
    try {
      const page = await fetchNotifications(nextBefore);
      setNotifications((list) => [...list, ...page.notifications]);
      setUnread(page.unread);
      setNextBefore(page.nextBefore);
    } catch (failure) {
      setError(errorText(failure, notificationsMessages.loadFailed));
    }
  }, [nextBefore]);

  const markRead = useCallback(async (ids: number[] | 'all') => {
    setError(null);
    try {
      const answer = await markNotificationsRead(ids === 'all' ? { all: true } : { ids });
      const readAt = new Date().toISOString();
      setNotifications((list) =>
        list.map((item) =>
          item.readAt === null && (ids === 'all' || ids.includes(item.id)) ? { ...item, readAt } : item,
        ),
      );
      setUnread(answer.unread);
      setToasts((list) => list.filter((item) => ids !== 'all' && !ids.includes(item.id)));
    } catch (failure) {
      setError(errorText(failure, notificationsMessages.markFailed));
    }
  }, []);

  const dismissToast = useCallback((id: number) => {
    setToasts((list) => list.filter((item) => item.id !== id));
  }, []);

  return {
    notifications,
    unread,
    loading,
    error,
    hasMore: nextBefore !== null,
    loadMore,
    markRead,
    receive,
    toasts,
    dismissToast,
    clearToasts: useCallback(() => setToasts([]), []),
  };
}

export type InboxState = ReturnType<typeof useInbox>;
