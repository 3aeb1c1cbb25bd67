import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

interface ResumeErrorProps {
  /** Why the round in progress could not be fetched; nothing shows while it is null. */
  message: string | null;
  onRetry: () => void;
}

/** A round in progress that could not be fetched back after a reload: the reason and a retry. */
export function ResumeError({ message, onRetry }: ResumeErrorProps) {
  const t = useT<typeof texts>('games');
  if (!message) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert message={message} className="flex-1" />
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
