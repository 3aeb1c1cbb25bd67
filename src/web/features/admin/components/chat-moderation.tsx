import { useCallback, useEffect, useState } from 'react';
import { adminMessages } from '../../../../contract/admin-texts';
import type { ChatMessage } from '../../../../contract/social';
import { CHAT_ROOM_NAMES, DEFAULT_CHAT_ROOM, isChatRoom } from '../../../../contract/social-texts';
import { CloseIcon } from '../../../components/icons';
import { PlayerAvatar } from '../../../components/player/player-avatar';
import { PlayerName } from '../../../components/player/player-name';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n';
import { useNotice } from '../../../lib/use-notice';
import type texts from '../../../locales/en/admin.json';
import { CHAT_PAGE, deleteChatMessage, fetchAllChat } from '../api';
import { failureText } from '../failure-text';
import { ListCard } from './list-card';
import { ReportsQueue } from './reports-queue';

export function ChatModeration() {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [pending, setPending] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { notice, setNotice, report } = useNotice();
  const t = useT<typeof texts>('admin');

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      const page = await fetchAllChat(undefined, signal);
      setMessages(page.messages);
      setHasMore(page.messages.length === CHAT_PAGE);
    } catch (error) {
      if (signal?.aborted) return;
      setLoadError(errorText(error, adminMessages.fetchChatFailed));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const loadOlder = async () => {
    const oldest = messages?.reduce((min, message) => Math.min(min, message.id), Number.POSITIVE_INFINITY);
    if (oldest === undefined || !Number.isFinite(oldest)) return;
    setLoadingMore(true);
    try {
      const page = await fetchAllChat(oldest);
      setMessages((current) => [...(current ?? []), ...page.messages]);
      setHasMore(page.messages.length === CHAT_PAGE);
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, adminMessages.fetchChatFailed) });
    } finally {
      setLoadingMore(false);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const target = pending;
    setDeleting(true);
    await report(
      async () => {
        await deleteChatMessage(target.id);
        setMessages((current) => current?.filter((message) => message.id !== target.id) ?? null);
      },
      translate('admin', 'messageDeleted'),
      (error) => failureText(adminMessages.deleteMessageFailed, error),
    );
    setDeleting(false);
    setPending(null);
  };

  return (
    <div className="space-y-6">
      <ReportsQueue />
      <ListCard
        title={t('chatTitle')}
        description={t('chatDescription')}
        onRefresh={() => void load()}
        notice={notice}
        loadError={loadError}
        items={messages}
        loadingLabel={t('chatLoading')}
        emptyText={t('chatEmpty')}
        footer={
          <>
            {messages && hasMore && (
              <div className="border-line border-t px-5 py-3 text-center sm:px-6">
                <Button size="sm" variant="ghost" loading={loadingMore} onClick={() => void loadOlder()}>
                  {t('loadOlder')}
                </Button>
              </div>
            )}
            <ConfirmDialog
              open={pending !== null}
              title={t('deleteTitle')}
              message={pending ? t('deleteConfirm', { name: pending.sender.username }) : ''}
              confirmLabel={t('delete')}
              busy={deleting}
              onConfirm={() => void confirmDelete()}
              onCancel={() => setPending(null)}
            />
          </>
        }
      >
        {(items) => (
          <ul className="divide-y divide-line/60">
            {items.map((message) => (
              <li
                key={message.id}
                data-message={message.id}
                className="flex items-start gap-3 px-5 py-3 sm:px-6"
              >
                <PlayerAvatar
                  username={message.sender.username}
                  cosmetics={message.sender.cosmetics}
                  size="sm"
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <PlayerName
                      username={message.sender.username}
                      cosmetics={message.sender.cosmetics}
                      className="font-semibold text-ink"
                    />
                    <time dateTime={message.timestamp} className="text-ink-faint text-xs">
                      {formatDateTime(message.timestamp)}
                    </time>
                    <RoomBadge room={message.room} />
                  </p>
                  <p className="break-words text-ink-soft text-sm">{message.text}</p>
                </div>
                <button
                  type="button"
                  onClick={() => setPending(message)}
                  aria-label={t('deleteMessageFrom', { name: message.sender.username })}
                  className="rounded-control p-2 text-ink-muted transition hover:bg-loss-500/15 hover:text-loss-300"
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListCard>
    </div>
  );
}

/** The chat room a message was written in (admins moderate every room); a rain's line is of all. */
function RoomBadge({ room }: { room: string | null | undefined }) {
  const t = useT<typeof texts>('admin');
  const shown = room === undefined ? DEFAULT_CHAT_ROOM : room;
  const name = shown === null ? t('chatAllRooms') : isChatRoom(shown) ? CHAT_ROOM_NAMES[shown] : shown;
  return (
    <span
      data-testid="chat-room"
      className="rounded-full border border-line px-2 py-0.5 font-semibold text-[11px] text-ink-muted"
    >
      <span className="sr-only">{t('chatRoomLabel')} </span>
      {name}
    </span>
  );
}
