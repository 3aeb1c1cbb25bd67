import { useEffect } from 'react';
import type { Notification } from '../../../../contract/notifications';
import { NOTIFICATIONS_UI } from '../../../../contract/notifications-texts';
import { CloseIcon } from '../../../components/icons';
import { useSocket } from '../../../lib/socket';
import type { InboxState } from '../hooks/use-inbox';

/** What arrived live while the page was open, in the corner until dismissed or read in the inbox. */
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
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          data-testid="notification-toast"
          className="pointer-events-auto flex animate-pop-in items-start gap-3 rounded-card border border-gold-400/40 bg-night-850 p-3 shadow-lift"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gold-200 text-sm">{toast.title}</p>
            <p className="mt-0.5 break-words text-ink-soft text-sm">{toast.text}</p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={NOTIFICATIONS_UI.dismiss}
            className="shrink-0 rounded-control p-1 text-ink-muted hover:bg-white/5 hover:text-ink"
          >
            <CloseIcon size={16} />
          </button>
        </div>
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
  onFundsGranted,
}: {
  token: string;
  inbox: InboxState;
  /** An admin added funds: the balance shown is out of date. */
  onFundsGranted: () => void;
}) {
  const { socket, connected } = useSocket(token);
  const { receive } = inbox;
  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: Notification) => {
      receive(notification);
      if (notification.kind === 'fundsGranted') onFundsGranted();
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
    };
  }, [socket, receive, onFundsGranted]);
  return <NotificationToasts toasts={inbox.toasts} onDismiss={inbox.dismissToast} live={connected} />;
}
