import { useEffect, useRef, useState } from 'react';
import type { Notification, NotificationKind } from '../../../../contract/notifications';
import { CloseIcon } from '../../../components/icons';
import { useT } from '../../../lib/i18n';
import { useSocket } from '../../../lib/socket';
import type texts from '../../../locales/en/notifications.json';
import type { InboxState } from '../hooks/use-inbox';
import { useNotificationWords } from '../hooks/use-notification-words';

/** How long a toast stays (it stays in the inbox): paused while it is pointed at or holds the focus. */
export const TOAST_MS = 8000;

/** The kinds that come with Fun Funds moved on the server: the balance shown is out of date. */
const MOVES_FUNDS: ReadonlySet<NotificationKind> = new Set([
  'fundsGranted',
  'levelUp',
  'racePrize',
  'coinflipResult',
  'tipReceived',
  'rainReceived',
]);

function Toast({ toast, onDismiss }: { toast: Notification; onDismiss: (id: number) => void }) {
  const t = useT<typeof texts>('notifications');
  const words = useNotificationWords(toast);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id, onDismiss]);
  return (
    <div
      role="status"
      data-testid="notification-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="pointer-events-auto flex animate-pop-in items-start gap-3 rounded-card border border-gold-400/40 bg-night-850 p-3 shadow-lift"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gold-200 text-sm">{words.title}</p>
        <p className="mt-0.5 break-words text-ink-soft text-sm">{words.text}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('dismiss')}
        className="shrink-0 rounded-control p-1 text-ink-muted hover:bg-white/5 hover:text-ink"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * What arrived live while the page was open, for a few seconds (the inbox keeps it): under the top
 * bar on a phone, where no game's bet button is, and in the bottom corner on wider screens.
 */
function NotificationToasts({
  toasts,
  onDismiss,
  live,
}: {
  toasts: Notification[];
  onDismiss: (id: number) => void;
  /** The socket is connected: what happens now arrives here. */
  live: boolean;
}) {
  return (
    // Each toast is a status of its own (an empty live region would stand among the page's own).
    <div
      data-testid="notification-toasts"
      data-live={live ? 'true' : undefined}
      className="pointer-events-none fixed top-[4.5rem] right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 sm:top-auto sm:bottom-4"
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

/**
 * Hears the player's notifications on the socket (its own chunk, with the socket client, loaded once
 * someone is signed in) and shows them as toasts.
 */
export function LiveNotifications({
  token,
  inbox,
  onFundsMoved,
}: {
  token: string;
  inbox: InboxState;
  /** Funds were moved on the server (an admin's grant, a level's or a race's prize, a coinflip): the balance shown is out of date. */
  onFundsMoved: () => void;
}) {
  const { socket, connected } = useSocket(token);
  const { receive, refresh } = inbox;
  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: Notification) => {
      receive(notification);
      if (MOVES_FUNDS.has(notification.kind)) onFundsMoved();
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
    };
  }, [socket, receive, onFundsMoved]);
  // Each time the socket (re)connects, what was written while it was not listening: read again (once
  // a connect, whatever else renders meanwhile).
  const fundsMoved = useRef(onFundsMoved);
  fundsMoved.current = onFundsMoved;
  useEffect(() => {
    if (!connected) return;
    void refresh().then((missed) => {
      if (missed.some((notification) => MOVES_FUNDS.has(notification.kind))) fundsMoved.current();
    });
  }, [connected, refresh]);
  return <NotificationToasts toasts={inbox.toasts} onDismiss={inbox.dismissToast} live={connected} />;
}
