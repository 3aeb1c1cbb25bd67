import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { CloseIcon } from '../icons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog> (top layer, inert page behind it). Escape closes it, Tab stays
 * inside it, and focus goes back to where it was when it closes.
 */
export function Modal({ open, onClose, title, description, footer, size = 'md', children }: ModalProps) {
  const t = useT<typeof texts>('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>(`[data-autofocus], ${FOCUSABLE}`);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  }, [open]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={trapTab}
      className={cx(
        'm-auto w-[calc(100%-2rem)] overflow-visible bg-transparent p-0 text-ink backdrop:bg-night-950/75 backdrop:backdrop-blur-sm',
        WIDTHS[size],
      )}
    >
      {open && (
        <div className="animate-pop-in rounded-card border border-line-strong bg-night-850 shadow-lift">
          <div className="flex items-start gap-4 border-line border-b px-6 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="font-bold font-display text-ink text-xl">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-ink-muted text-sm">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('ui.close')}
              className="-mr-2 rounded-control p-2 text-ink-muted transition hover:bg-white/5 hover:text-ink"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="px-6 py-5">{children}</div>
          {footer && <div className="flex justify-end gap-3 border-line border-t px-6 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
