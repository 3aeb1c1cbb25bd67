import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { useMessageText, useT } from '../../../lib/i18n';
import { usePopover } from '../../../lib/use-popover';
import type texts from '../../../locales/en/social.json';
import { mute, unmute, useMutedPlayers } from './muted-players';
import { MutedPlayersDialog } from './muted-players-dialog';
import { ReportDialog } from './report-dialog';

interface MessageMenuProps {
  message: { id: number; text: string; sender: { id: number; username: string } };
}

const ITEM =
  'block w-full rounded-control px-3 py-2 text-left text-ink-soft text-sm transition hover:bg-white/5 hover:text-ink focus-visible:bg-white/5 focus-visible:text-ink focus-visible:outline-none';

/** Moves focus between the menu's items with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'ArrowDown'
      ? (at + 1) % items.length
      : event.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : -1;
  if (next < 0) return;
  event.preventDefault();
  items[next]?.focus();
}

/** The small menu on another player's chat message: Report…, Mute player / Unmute, Muted players…. */
export function MessageMenu({ message }: MessageMenuProps) {
  const { open, close, containerRef, panelId, toggleProps } = usePopover();
  const muted = useMutedPlayers();
  const [dialog, setDialog] = useState<'report' | 'muted' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isMuted = muted.has(message.sender.id);
  const panelRef = useRef<HTMLDivElement>(null);
  const { user } = useAuth();
  const t = useT<typeof texts>('social');
  const mt = useMessageText();

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const openDialog = (which: 'report' | 'muted') => () => {
    close();
    setDialog(which);
  };

  const toggleMute = async () => {
    close();
    setError(null);
    try {
      await (isMuted ? unmute(message.sender.id) : mute(message.sender.id));
    } catch (failure) {
      setError(errorText(failure, t('muteFailed')));
    }
  };

  if (!user) return null;
  return (
    <div ref={containerRef} className="relative shrink-0">
      <button
        {...toggleProps}
        aria-haspopup="menu"
        aria-label={t('messageActions', { name: message.sender.username })}
        className={cx(
          'grid size-7 place-items-center rounded-control text-ink-faint transition hover:bg-white/5 hover:text-ink',
          'focus-visible:text-ink',
          open && 'bg-white/5 text-ink',
        )}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          role="menu"
          aria-label={t('messageFrom', { name: message.sender.username })}
          onKeyDown={moveFocus}
          ref={panelRef}
          className="absolute top-full right-0 z-20 mt-1 w-48 animate-pop-in rounded-card border border-line-strong bg-night-850 p-1 shadow-lift"
        >
          <button type="button" role="menuitem" className={ITEM} onClick={openDialog('report')}>
            {t('reportItem')}
          </button>
          <button type="button" role="menuitem" className={ITEM} onClick={() => void toggleMute()}>
            {isMuted ? t('unmute') : t('mutePlayer')}
          </button>
          <button type="button" role="menuitem" className={ITEM} onClick={openDialog('muted')}>
            {t('mutedPlayersItem')}
          </button>
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="absolute top-full right-0 z-20 mt-1 w-48 rounded-control bg-loss-500/15 px-2 py-1 text-loss-300 text-xs"
        >
          {mt(error)}
        </p>
      )}
      {dialog === 'report' && <ReportDialog message={message} onClose={() => setDialog(null)} />}
      {dialog === 'muted' && <MutedPlayersDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
