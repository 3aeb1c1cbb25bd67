import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Friend } from '../../../../contract/social';
import type { ChallengePayload } from '../../../../contract/socket-events';
import type { User } from '../../../app/auth/auth-context';
import { CloseIcon } from '../../../components/icons';
import { Modal } from '../../../components/ui/modal';
import { TabSections } from '../../../components/ui/tabs';
import { formatFunds } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSocket } from '../../../lib/socket';
import type texts from '../../../locales/en/social.json';
import { fetchPresence, setDoNotDisturb } from '../api';
import { useChat } from '../hooks/use-chat';
import { useChatRoom } from '../hooks/use-chat-room';
import { useFriends } from '../hooks/use-friends';
import { useIdleReport } from '../hooks/use-idle';
import type { SocialTab } from '../hooks/use-panel-state';
import { useWinsFeed } from '../hooks/use-wins-feed';
import { ChatTab } from './chat-tab';
import { FriendRequestForm } from './friend-request-modal';
import { FriendsTab } from './friends-tab';
import { PresenceDot } from './presence-dot';
import { CountBadge, focusSocialHubToggle, takePanelFocusRequest } from './social-hub-toggle';
import { WinsTab } from './wins-tab';

export interface PanelControls {
  open: boolean;
  tab: SocialTab;
  setOpen: (open: boolean) => void;
  setTab: (tab: SocialTab) => void;
}

function DoNotDisturbToggle() {
  const t = useT<typeof texts>('social');
  const [busy, setBusy] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchPresence(controller.signal).then(
      (presence) => setBusy(presence.doNotDisturb),
      () => setBusy(false),
    );
    return () => controller.abort();
  }, []);
  const toggle = async () => {
    const next = !busy;
    setBusy(next);
    try {
      setBusy((await setDoNotDisturb(next)).doNotDisturb);
    } catch (error) {
      console.error('Failed to update presence', error);
      setBusy(!next);
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={busy === true}
      disabled={busy === null}
      onClick={toggle}
      className="flex items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-ink-soft text-xs transition hover:border-line-strong hover:text-ink"
    >
      <PresenceDot status={busy ? 'busy' : 'online'} className="size-2.5 ring-0" />
      {busy ? t('presence.busy') : t('presence.online')}
    </button>
  );
}

function ChallengeToast({ challenge, onDismiss }: { challenge: ChallengePayload; onDismiss: () => void }) {
  const t = useT<typeof texts>('social');
  return (
    <div
      role="status"
      className="fixed top-20 right-4 z-50 w-72 max-w-[calc(100vw-2rem)] animate-pop-in rounded-card border border-royal-400/40 bg-night-850 p-4 shadow-lift"
    >
      <p className="text-ink text-sm">
        {t('challengedYou', { name: challenge.from.username, amount: formatFunds(challenge.amount) })}
      </p>
      <div className="mt-3 flex gap-2">
        <Link
          to={`/games/coinflip?session=${challenge.sessionId}`}
          onClick={onDismiss}
          className="rounded-control bg-gold px-3 py-1.5 font-semibold text-gold-900 text-sm hover:brightness-110"
        >
          {t('play')}
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-control px-3 py-1.5 text-ink-muted text-sm hover:text-ink"
        >
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}

/** What the app adds to the panel from other features (tips and rain): beside a friend, beside the chat's input. */
export interface SocialHubSlots {
  friendActions?: (friend: Friend) => ReactNode;
  chatActions?: ReactNode;
}

interface SocialHubProps {
  user: User;
  panel: PanelControls;
  /** Tells the toggle (in the top bar) how many friend requests wait. */
  onRequestCount: (count: number) => void;
  slots?: SocialHubSlots;
}

/** SPEC.md's Social Hub: the 320 px panel with the Chat and Friends tabs, and the live wins; its toggle sits in the top bar. */
export function SocialHub({ user, panel, onRequestCount, slots }: SocialHubProps) {
  const t = useT<typeof texts>('social');
  const { socket, connected } = useSocket(user.token);
  useIdleReport(socket, connected);
  const chatRoom = useChatRoom();
  const chat = useChat(user, socket, chatRoom.room);
  const friends = useFriends(socket);
  const wins = useWinsFeed(socket);
  const [adding, setAdding] = useState(false);
  const [challenge, setChallenge] = useState<ChallengePayload | null>(null);
  const closeAdding = useCallback(() => setAdding(false), []);
  const requestCount = friends.requests.length;
  useEffect(() => onRequestCount(requestCount), [onRequestCount, requestCount]);
  // The toggle gives way to the panel's own close button while the panel is open; focus follows
  // from one to the other, so the keyboard never lands on something hidden.
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(panel.open);
  const closePanel = () => panel.setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closePanel();
  };
  useEffect(() => {
    if (panel.open && takePanelFocusRequest()) closeRef.current?.focus();
    if (wasOpen.current === panel.open) return;
    wasOpen.current = panel.open;
    if (!panel.open) focusSocialHubToggle();
  }, [panel.open]);

  useEffect(() => {
    if (!socket) return;
    const onChallenge = (payload: ChallengePayload) => setChallenge(payload);
    socket.on('challenge', onChallenge);
    return () => {
      socket.off('challenge', onChallenge);
    };
  }, [socket]);

  return (
    <>
      {challenge && <ChallengeToast challenge={challenge} onDismiss={() => setChallenge(null)} />}

      <aside
        id="social-hub"
        aria-label={t('socialHub')}
        hidden={!panel.open}
        onKeyDown={closeOnEscape}
        className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col border-line border-l bg-night-900 shadow-lift"
      >
        <header className="flex items-center gap-2 border-line border-b px-4 py-3">
          <h2 className="flex-1 font-bold font-display text-ink text-lg">{t('socialHub')}</h2>
          <DoNotDisturbToggle />
          <button
            type="button"
            ref={closeRef}
            onClick={closePanel}
            aria-label={t('closeHub')}
            className="rounded-control p-1.5 text-ink-muted hover:bg-white/5 hover:text-ink"
          >
            <CloseIcon size={18} />
          </button>
        </header>
        <TabSections
          idPrefix="social"
          label={t('socialHub')}
          value={panel.tab}
          onChange={panel.setTab}
          className="mx-3 mt-3"
          tabs={[
            { id: 'chat', label: t('tab.chat') },
            {
              id: 'friends',
              label: (
                <span className="flex items-center gap-1.5">
                  {t('tab.friends')} <CountBadge count={requestCount} />
                </span>
              ),
            },
            { id: 'wins', label: t('tab.wins') },
          ]}
          panelClassName="flex min-h-0 flex-1 flex-col"
          panels={{
            chat: (
              <ChatTab
                myId={user._id}
                room={chatRoom.room}
                onRoomChange={chatRoom.choose}
                messages={chat.messages}
                loaded={chat.loaded}
                onSend={chat.send}
                composerActions={slots?.chatActions}
              />
            ),
            friends: (
              <FriendsTab
                state={friends}
                onAddFriend={() => setAdding(true)}
                friendActions={slots?.friendActions}
              />
            ),
            wins: <WinsTab feed={wins} />,
          }}
        />
      </aside>

      <Modal
        open={adding}
        onClose={closeAdding}
        title={t('addFriend')}
        description={t('addFriendDescription')}
        size="sm"
      >
        {adding && <FriendRequestForm onClose={closeAdding} onSent={() => void friends.reload()} />}
      </Modal>
    </>
  );
}
