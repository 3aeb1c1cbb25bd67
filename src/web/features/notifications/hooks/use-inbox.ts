import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification, NotificationsPage } from '../../../../contract/notifications';
import { notificationsMessages } from '../../../../contract/notifications-texts';
import { errorText } from '../../../lib/api';
import { preloadNamespaces } from '../../../lib/i18n';
import { fetchNotifications, markNotificationsRead } from '../api';
import { LiveArrivals } from '../live-arrivals';

/** Toasts shown at once at most; older ones give way. */
const TOASTS_MAX = 3;

/** `page` (the newest) and what `list` holds besides, each once, newest first. */
function merged(list: readonly Notification[], page: readonly Notification[]): Notification[] {
  const fresh = new Set(page.map((item) => item.id));
  return [...page, ...list.filter((item) => !fresh.has(item.id))].sort((a, b) => b.id - a.id);
}

/**
 * The inbox of the signed-in player (`userId`; null: nobody, nothing loads): its first page, older
 * pages on demand, the unread count, and what arrives live (`receive`, from LiveNotifications), each
 * also shown as a toast until dismissed. `refresh` reads the first page again when the live
 * connection (re)opens: what was written while it was not there (between the first load and the
 * socket's connect, or while the network was away) joins the list and shows as toasts.
 */
export function useInbox(userId: number | null) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [toasts, setToasts] = useState<Notification[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // The current player's reads: aborted when the player changes, so no answer lands in another's inbox.
  const reads = useRef<AbortController | null>(null);
  // The notifications this inbox has shown (loaded or live), and whether a first page has loaded: one
  // that comes both live and in a page read again is counted and toasted once.
  const known = useRef(new Set<number>());
  const loaded = useRef(false);
  // What arrived live, so that a page read meanwhile does not count it out of the bell.
  const arrivals = useRef(new LiveArrivals());

  /**
   * Puts a first page's answer (its read begun at `mark`) in the list; with `toastNew`, what it holds
   * that was not shown yet is toasted.
   */
  const takePage = useCallback((page: NotificationsPage, mark: number, toastNew: boolean) => {
    const first = !loaded.current;
    const missed =
      toastNew && !first
        ? page.notifications.filter((item) => !known.current.has(item.id) && !item.readAt)
        : [];
    for (const item of page.notifications) known.current.add(item.id);
    loaded.current = true;
    setNotifications((list) => merged(list, page.notifications));
    setUnread(arrivals.current.unreadAfter(page, mark));
    // Older pages already loaded stay, and so does where the next one starts.
    setNextBefore((next) => (first ? page.nextBefore : next));
    if (missed.length > 0) setToasts((list) => [...missed, ...list].slice(0, TOASTS_MAX));
    return missed;
  }, []);

  useEffect(() => {
    setNotifications([]);
    setUnread(0);
    setNextBefore(null);
    setToasts([]);
    setError(null);
    setLoading(true);
    known.current = new Set();
    loaded.current = false;
    arrivals.current = new LiveArrivals();
    if (userId === null) return;
    // An achievement's notification names it from the achievements catalogue: fetched now, so that
    // neither a toast nor the opening inbox waits for it.
    void preloadNamespaces(['notifications', 'achievements']);
    const controller = new AbortController();
    reads.current = controller;
    const mark = arrivals.current.mark();
    fetchNotifications(undefined, controller.signal).then(
      (page) => {
        takePage(page, mark, false);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorText(failure, notificationsMessages.loadFailed));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [userId, takePage]);

  /**
   * Reads the first page again (the live connection has just opened): the notifications it holds
   * that were not shown yet, which also show as toasts. A failure leaves the inbox as it was.
   */
  const refresh = useCallback(async (): Promise<Notification[]> => {
    const controller = reads.current;
    if (!controller || controller.signal.aborted) return [];
    const mark = arrivals.current.mark();
    try {
      const page = await fetchNotifications(undefined, controller.signal);
      if (controller.signal.aborted) return [];
      return takePage(page, mark, true);
    } catch {
      return [];
    }
  }, [takePage]);

  /** A notification that arrived live: first in the list, counted unread, shown as a toast. */
  const receive = useCallback((notification: Notification) => {
    if (known.current.has(notification.id)) return;
    known.current.add(notification.id);
    arrivals.current.arrived(notification.id);
    setNotifications((list) => merged(list, [notification]));
    setUnread((count) => count + 1);
    setToasts((list) => [notification, ...list].slice(0, TOASTS_MAX));
  }, []);

  const loadMore = useCallback(async () => {
    if (nextBefore === null) return;
    const mark = arrivals.current.mark();
    try {
      const page = await fetchNotifications(nextBefore);
      setNotifications((list) => [...list, ...page.notifications]);
      // An older page cannot tell whether what arrived meanwhile is in its count: the count stays.
      if (!arrivals.current.arrivedSince(mark)) setUnread(page.unread);
      setNextBefore(page.nextBefore);
    } catch (failure) {
      setError(errorText(failure, notificationsMessages.loadFailed));
    }
  }, [nextBefore]);

  const markRead = useCallback(async (ids: number[] | 'all') => {
    setError(null);
    try {
      const answer = await markNotificationsRead(ids === 'all' ? { all: true } : { ids });
      arrivals.current.read(ids);
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
    refresh,
    toasts,
    dismissToast,
    clearToasts: useCallback(() => setToasts([]), []),
  };
}

export type InboxState = ReturnType<typeof useInbox>;
