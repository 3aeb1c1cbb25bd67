import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_ROOM_NAMES,
  CHAT_ROOMS,
  type ChatRoom,
  isChatRoom,
} from '../../../../contract/social-texts';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import type { ShownMessage } from '../api';
import { ChatMessageRow } from './chat-message-row';

/** How close to the bottom still counts as following the conversation. */
const FOLLOW_SLACK_PX = 48;

interface ChatTabProps {
  myId: number;
  /** The language's room shown, and the player's pick of another. */
  room: ChatRoom;
  onRoomChange: (room: ChatRoom) => void;
  messages: ShownMessage[];
  loaded: boolean;
  /** Resolves to null once sent, or to the reason it was not. */
  onSend: (text: string) => Promise<string | null>;
  /** More buttons beside the input (the app puts Rain here). */
  composerActions?: ReactNode;
}

export function ChatTab({
  myId,
  room,
  onRoomChange,
  messages,
  loaded,
  onSend,
  composerActions,
}: ChatTabProps) {
  const t = useT<typeof texts>('social');
  const mt = useMessageText();
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastCount = useRef(0);

  const toBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    following.current = true;
    setUnseen(false);
  }, []);

  // New messages scroll into view only for a reader at the bottom (or for one's own message).
  useLayoutEffect(() => {
    const grew = messages.length > lastCount.current;
    lastCount.current = messages.length;
    if (!grew) return;
    const last = messages[messages.length - 1];
    if (following.current || (last?.pending && last.sender.id === myId)) toBottom();
    else setUnseen(true);
  }, [messages, myId, toBottom]);

  useEffect(() => {
    if (loaded) toBottom();
  }, [loaded, toBottom]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= FOLLOW_SLACK_PX;
    if (following.current) setUnseen(false);
  };

  const blank = draft.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    const text = draft;
    setDraft('');
    setSendError(null);
    void onSend(text).then((reason) => {
      if (reason === null) return;
      setSendError(reason);
      // The text comes back unless the player has started typing something else.
      setDraft((current) => (current === '' ? text : current));
    });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <RoomPicker room={room} onChange={onRoomChange} />
      <div className="relative min-h-0 flex-1">
        <div
          ref={listRef}
          onScroll={onScroll}
          role="log"
          aria-label={t('chatMessages')}
          aria-live="polite"
          // A scrolling region must be reachable by keyboard.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable log
          tabIndex={0}
          className="h-full overflow-y-auto px-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
        >
          {!loaded ? (
            <div className="grid h-full place-items-center">
              <Spinner />
            </div>
          ) : messages.length === 0 ? (
            <p className="px-4 py-10 text-center text-ink-muted text-sm">{t('noMessages')}</p>
          ) : (
            <ul className="space-y-3">
              {messages.map((message) => (
                <ChatMessageRow
                  key={message.clientId ?? message.id}
                  message={message}
                  mine={message.sender.id === myId}
                />
              ))}
            </ul>
          )}
        </div>
        {unseen && (
          <button
            type="button"
            onClick={toBottom}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-royal-600 px-3 py-1.5 font-semibold text-white text-xs shadow-lift hover:bg-royal-500"
          >
            {t('newMessages')}
          </button>
        )}
      </div>
      {sendError && (
        <p role="alert" className="border-line border-t bg-loss-500/10 px-3 py-2 text-loss-300 text-xs">
          {mt(sendError)}
        </p>
      )}
      {/* The other actions sit beside the form, not in it: a dialog of theirs holds a form of its own. */}
      <div className="flex items-center gap-2 border-line border-t p-3">
        <form onSubmit={submit} className="flex min-w-0 flex-1 items-center gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {t('messageLabel')}
          </label>
          <input
            id="chat-input"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setSendError(null);
            }}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('messagePlaceholder')}
            className={cx(fieldClasses, 'border-line-strong')}
          />
          <Button type="submit" size="sm" disabled={blank} className="h-10.5">
            {t('send')}
          </Button>
        </form>
        {composerActions}
      </div>
    </div>
  );
}

/**
 * The chat room per language: chat is not translated, the player chooses whom to chat with. A native
 * select, as the language picker, so it works by keyboard and screen reader and opens the phone's own
 * list; each room by its language's own name.
 */
function RoomPicker({ room, onChange }: { room: ChatRoom; onChange: (room: ChatRoom) => void }) {
  const t = useT<typeof texts>('social');
  const id = useId();
  return (
    <div className="mx-3 mt-3 flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 font-semibold text-ink-muted text-xs uppercase tracking-wide">
        {t('chatRoom')}
      </label>
      <select
        id={id}
        value={room}
        onChange={(event) => {
          if (isChatRoom(event.target.value)) onChange(event.target.value);
        }}
        data-testid="chat-room-picker"
        className="h-9 min-w-0 flex-1 cursor-pointer rounded-control border border-line bg-night-800/60 px-2 font-semibold text-ink-soft text-sm transition hover:border-gold-400/50 hover:text-gold-300 focus-visible:border-gold-400/70"
      >
        {CHAT_ROOMS.map((code) => (
          <option key={code} value={code} lang={code} className="bg-night-900 text-ink">
            {CHAT_ROOM_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
