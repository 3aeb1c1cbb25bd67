import { useMessageText, useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { AlertIcon } from '../icons';
import { Button } from './button';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** A readable failure with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useT<typeof texts>('common');
  const mt = useMessageText();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-loss-500/15 text-loss-300 ring-1 ring-loss-400/30">
        <AlertIcon size={22} />
      </span>
      <p className="text-ink-soft text-sm">{mt(message)}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('ui.tryAgain')}
        </Button>
      )}
    </div>
  );
}
