import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { CoinsIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/tips.json';

// The dialogs and their form come in a chunk of their own, fetched at the first click.
const TipDialog = lazy(async () => ({ default: (await import('./tip-dialog')).TipDialog }));
const RainDialog = lazy(async () => ({ default: (await import('./rain-dialog')).RainDialog }));

/**
 * A button that opens a dialog, loaded at the first click and kept so that focus goes back to the
 * button when it closes. Escape closes the dialog only, not a panel the button sits in.
 */
function DialogButton({
  button,
  dialog,
}: {
  button: (open: () => void) => ReactNode;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const keepEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.stopPropagation();
  };
  return (
    <>
      {button(() => {
        setLoaded(true);
        setOpen(true);
      })}
      {loaded && (
        // The dialog's own events stay in it: Escape closes the dialog, not a panel around the button,
        // and its form's submit reaches no form around it.
        // biome-ignore lint/a11y/noStaticElementInteractions: it only stops events from leaving the dialog
        <span onKeyDown={keepEscape} onSubmit={(event) => event.stopPropagation()} className="contents">
          <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense>
        </span>
      )}
    </>
  );
}

/** 'Tip' for a friend: opens the tip dialog for them; `small` in a list with little room. */
export function TipButton({
  userId,
  username,
  small = false,
}: {
  userId: number;
  username: string;
  small?: boolean;
}) {
  const t = useT<typeof texts>('tips');
  return (
    <DialogButton
      button={(open) => (
        <Button
          size={small ? 'sm' : 'md'}
          variant="outline"
          icon={<CoinsIcon size={small ? 14 : 16} />}
          className={small ? 'h-8 px-2.5' : undefined}
          onClick={open}
          aria-label={t('tipName', { name: username })}
        >
          {t('tip')}
        </Button>
      )}
      dialog={(open, close) => <TipDialog open={open} onClose={close} userId={userId} username={username} />}
    />
  );
}

/** 'Rain' beside the chat's input: opens the rain dialog. */
export function RainButton() {
  const t = useT<typeof texts>('tips');
  return (
    <DialogButton
      button={(open) => (
        <Button
          size="sm"
          variant="outline"
          className="h-10.5 px-2.5"
          onClick={open}
          aria-label={t('rainLabel')}
          title={t('rainLabel')}
        >
          {t('rain')}
        </Button>
      )}
      dialog={(open, close) => <RainDialog open={open} onClose={close} />}
    />
  );
}
