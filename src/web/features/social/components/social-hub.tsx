import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChallengePayload } from '../../../../contract/socket-events';
import type { User } from '../../../app/auth/auth-context';
import { CloseIcon, UsersIcon } from '../../../components/icons';
import { Modal } from '../../../components/ui/modal';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { cx } from '../../../lib/cx';
import { useSocket } from '../../../lib/socket';
import { fetchPresence, setDoNotDisturb } from '../api';
import { useChat } from '../hooks/use-chat';
import { useFriends } from '../hooks/use-friends';
import { useIdleReport } from '../hooks/use-idle';
import type { SocialTab } from '../hooks/use-panel-state';
import { ChatTab } from './chat-tab';
import { FriendRequestForm } from './friend-request-modal';
import { FriendsTab } from './friends-tab';
import { PresenceDot } from './presence-dot';

export interface PanelControls {
  open: boolean;
  tab: SocialTab;
  setOpen: (open: boolean) => void;
  setTab: (tab: SocialTab) => void;
}

function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="request-count"
      className={cx(
        'grid min-w-5 place-items-center rounded-full bg-loss-500 px-1.5 font-bold text-[11px] text-white leading-5',
        className,
      )}
    >
      {count}
      <span className="sr-only"> friend {count === 1 ? 'request' : 'requests'}</span>
    </span>
  );
}

function DoNotDisturbToggle() {
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
      {busy ? 'Do not disturb' : 'Online'}
    </button>
  );
}

function ChallengeToast({ challenge, onDismiss }: { challenge: ChallengePayload; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-22 z-50 w-72 animate-pop-in rounded-card border border-royal-400/40 bg-night-850 p-4 shadow-lift"
    >
      <p className="text-ink text-sm">
        <span className="font-semibold">{challenge.from.username}</span> challenged you to a coinflip for{' '}
        {challenge.amount} FF!
      </p>
      <div className="mt-3 flex gap-2">
        <Link
          to={`/games/coinflip?session=${challenge.sessionId}`}
          onClick={onDismiss}
          className="rounded-control bg-gold px-3 py-1.5 font-semibold text-gold-900 text-sm hover:brightness-110"
        >
          Play
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-control px-3 py-1.5 text-ink-muted text-sm hover:text-ink"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}

/** SPEC.md's Social Hub: a toggle button and a 320 px panel with the Chat and Friends tabs. */
export function SocialHub({ user, panel }: { user: User; panel: PanelControls }) {
  const { socket, connected } = useSocket(user.token);
  useIdleReport(socket, connected);
  const chat = useChat(user, socket);
  const friends = useFriends(socket);
  const [adding, setAdding] = useState(false);
  const [challenge, setChallenge] = useState<ChallengePayload | null>(null);
  const closeAdding = useCallback(() => setAdding(false), []);
  const requestCount = friends.requests.length;
  // The toggle gives way to the panel's own close button while the panel is open; focus follows
  // whichever the player used, so the keyboard never lands on something hidden.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'panel' | 'toggle' | null>(null);
  const openPanel = () => {
    focusNext.current = 'panel';
    panel.setOpen(true);
  };
  const closePanel = () => {
    focusNext.current = 'toggle';
    panel.setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closePanel();
  };
  useEffect(() => {
    const target = focusNext.current === 'panel' && panel.open ? closeRef : toggleRef;
    if (focusNext.current) target.current?.focus();
    focusNext.current = null;
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
      <button
        ref={toggleRef}
        type="button"
        onClick={openPanel}
        hidden={panel.open}
        aria-expanded={panel.open}
        aria-controls="social-hub"
        aria-label="Open Social Hub"
        className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-linear-to-br from-royal-500 to-royal-700 text-white shadow-lift transition hover:brightness-110"
      >
        <UsersIcon size={24} />
        <CountBadge count={requestCount} className="absolute -top-1 -right-1" />
      </button>

      {challenge && <ChallengeToast challenge={challenge} onDismiss={() => setChallenge(null)} />}

      <aside
        id="social-hub"
        aria-label="Social Hub"
        hidden={!panel.open}
        onKeyDown={closeOnEscape}
        className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col border-line border-l bg-night-900 shadow-lift"
      >
        <header className="flex items-center gap-2 border-line border-b px-4 py-3">
          <h2 className="flex-1 font-bold font-display text-ink text-lg">Social Hub</h2>
          <DoNotDisturbToggle />
          <button
            type="button"
            ref={closeRef}
            onClick={closePanel}
            aria-label="Close Social Hub"
            className="rounded-control p-1.5 text-ink-muted hover:bg-white/5 hover:text-ink"
          >
            <CloseIcon size={18} />
          </button>
        </header>
        <Tabs
          idPrefix="social"
          label="Social Hub"
          value={panel.tab}
          onChange={panel.setTab}
          className="mx-3 mt-3"
          tabs={[
            { id: 'chat', label: 'Chat' },
            {
              id: 'friends',
              label: (
                <span className="flex items-center gap-1.5">
                  Friends <CountBadge count={requestCount} />
                </span>
              ),
            },
          ]}
        />
        <TabPanel
          idPrefix="social"
          id="chat"
          active={panel.tab === 'chat'}
          className="flex min-h-0 flex-1 flex-col"
        >
          <ChatTab myId={user._id} messages={chat.messages} loaded={chat.loaded} onSend={chat.send} />
        </TabPanel>
        <TabPanel
          idPrefix="social"
          id="friends"
          active={panel.tab === 'friends'}
          className="flex min-h-0 flex-1 flex-col"
        >
          <FriendsTab
            friends={friends.friends}
            requests={friends.requests}
            sent={friends.sent}
            loading={friends.loading}
            error={friends.error}
            onRetry={friends.retry}
            onAddFriend={() => setAdding(true)}
            onAccept={friends.accept}
            onDecline={friends.decline}
            onRemove={friends.remove}
            onWithdraw={friends.withdraw}
          />
        </TabPanel>
      </aside>

      <Modal
        open={adding}
        onClose={closeAdding}
        title="Add Friend"
        description="Send a friend request by username."
        size="sm"
      >
        {adding && <FriendRequestForm onClose={closeAdding} onSent={() => void friends.reload()} />}
      </Modal>
    </>
  );
}
