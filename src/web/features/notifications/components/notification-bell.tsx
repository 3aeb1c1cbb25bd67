import { useEffect, useId, useRef } from 'react';
import type { Notification } from '../../../../contract/notifications';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { usePopover } from '../../../lib/use-popover';
import type texts from '../../../locales/en/notifications.json';
import type { InboxState } from '../hooks/use-inbox';
import { useNotificationWords } from '../hooks/use-notification-words';
import { BellIcon } from './bell-icon';

function InboxItem({ item, onRead }: { item: Notification; onRead: () => void }) {
  const t = useT<typeof texts>('notifications');
  const words = useNotificationWords(item);
  const unread = item.readAt === null;
  return (
    <li
      data-testid="inbox-item"
      data-unread={unread ? 'true' : undefined}
      className={cx(
        'flex items-start gap-3 border-line border-b px-4 py-3 last:border-b-0',
        unread && 'bg-royal-500/10',
      )}
    >
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-gold-400' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink text-sm">
          {unread && <span className="sr-only">{t('unread')}: </span>}
          {words.title}
        </p>
        <p className="mt-0.5 break-words text-ink-soft text-sm">{words.text}</p>
        <p className="mt-1 text-ink-muted text-xs">{formatDateTime(item.createdAt)}</p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={onRead}
          className="shrink-0 rounded-control px-2 py-1 text-gold-300 text-xs hover:bg-white/5 hover:text-gold-200"
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}

/** The bell in the top bar with the unread count; it opens the inbox. */
export function NotificationBell({ inbox }: { inbox: InboxState }) {
  const t = useT<typeof texts>('notifications');
  const { open, close, containerRef, panelId, toggleProps } = usePopover();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { unread, clearToasts } = inbox;

  // The inbox shows what the toasts said: they go when it opens, and the focus moves into it.
  useEffect(() => {
    if (!open) return;
    clearToasts();
    headingRef.current?.focus();
  }, [open, clearToasts]);

  return (
    <div ref={containerRef} className="relative">
      <button
        {...toggleProps}
        data-testid="notification-bell"
        aria-label={t('bell', { unread })}
        className={cx(
          'relative grid size-9 shrink-0 place-items-center rounded-control border lg:size-10 bg-night-800/60 text-ink-soft transition hover:border-gold-400/50 hover:text-gold-300',
          open ? 'border-gold-400/50 text-gold-300' : 'border-line',
        )}
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-loss-600 px-1.5 font-bold text-[11px] text-white leading-5"
          >
            {unread > 99 ? t('manyUnread', { count: formatNumber(99) }) : formatNumber(unread)}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          data-testid="inbox-panel"
          aria-labelledby={titleId}
          className="fixed inset-x-3 top-18 z-50 flex max-h-[calc(100dvh-6rem)] animate-pop-in flex-col rounded-card border border-line-strong bg-night-850 shadow-lift lg:absolute lg:inset-x-auto lg:top-12 lg:right-0 lg:max-h-[32rem] lg:w-96"
        >
          <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-line border-b px-4 py-3">
            <h2
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="flex-1 font-bold font-display text-ink text-lg outline-none"
            >
              {t('inboxTitle')}
            </h2>
            <Button
              variant="ghost"
              size="sm"
              data-testid="mark-all-read"
              disabled={unread === 0}
              onClick={() => void inbox.markRead('all')}
            >
              {t('markAllRead')}
            </Button>
            <button
              type="button"
              onClick={close}
              className="sr-only focus:not-sr-only focus:rounded-control focus:px-2 focus:py-1 focus:text-ink-soft focus:text-xs"
            >
              {t('close')}
            </button>
          </header>
          <Alert message={inbox.error} className="m-3" />
          {!inbox.loading && inbox.notifications.length === 0 && !inbox.error ? (
            <p className="px-4 py-6 text-center text-ink-muted text-sm">{t('empty')}</p>
          ) : (
            <ul className="min-h-0 flex-1 overflow-y-auto">
              {inbox.notifications.map((item) => (
                <InboxItem key={item.id} item={item} onRead={() => void inbox.markRead([item.id])} />
              ))}
            </ul>
          )}
          {inbox.hasMore && (
            <div className="border-line border-t p-2">
              <Button variant="ghost" size="sm" fullWidth onClick={() => void inbox.loadMore()}>
                {t('loadMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
