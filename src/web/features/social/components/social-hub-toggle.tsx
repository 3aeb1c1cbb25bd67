import { UsersIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';

export function CountBadge({ count, className }: { count: number; className?: string }) {
  const t = useT<typeof texts>('social');
  if (count <= 0) return null;
  return (
    <span
      data-testid="request-count"
      className={cx(
        'grid min-w-5 place-items-center rounded-full bg-loss-600 px-1.5 font-bold text-[11px] text-white leading-5',
        className,
      )}
    >
      {count}
      <span className="sr-only"> {t('friendRequestsSr', { count })}</span>
    </span>
  );
}

// Opened by the player's own hand: the panel takes the focus when it shows, even if its code is still
// on the way when the toggle is pressed.
let focusRequested = false;

/** Whether the panel should take the focus now (answers true once per press of the toggle). */
export function takePanelFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}

interface SocialHubToggleProps {
  open: boolean;
  requestCount: number;
  onOpen: () => void;
}

/**
 * The Social Hub's button, in the top bar beside the sound control so that it never covers a game's
 * controls. While the panel is open its own close button stands in for it.
 */
export function SocialHubToggle({ open, requestCount, onOpen }: SocialHubToggleProps) {
  const t = useT<typeof texts>('social');
  return (
    <button
      type="button"
      data-social-toggle=""
      onClick={() => {
        focusRequested = true;
        onOpen();
      }}
      hidden={open}
      aria-expanded={open}
      aria-controls="social-hub"
      aria-label={t('openHub')}
      className="relative grid size-10 shrink-0 place-items-center rounded-control bg-linear-to-br from-royal-500 to-royal-700 text-white shadow-lift transition hover:brightness-110"
    >
      <UsersIcon size={20} />
      <CountBadge count={requestCount} className="absolute -top-1.5 -right-1.5" />
    </button>
  );
}

/** Puts focus back on whichever toggle is showing (the top bar's or the phone header's). */
export function focusSocialHubToggle(): void {
  const toggles = document.querySelectorAll<HTMLButtonElement>('[data-social-toggle]');
  for (const toggle of toggles) {
    if (toggle.getClientRects().length > 0) {
      toggle.focus();
      return;
    }
  }
}
