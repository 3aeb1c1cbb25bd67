import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { useFairnessText } from '../texts';

/** The verdict of a verification: Match when every check holds, else Mismatch. */
export function MatchStatus({ match, testId }: { match: boolean; testId: string }) {
  const t = useFairnessText();
  return (
    <p
      data-testid={testId}
      className={cx(
        'inline-flex items-center gap-2 rounded-pill px-4 py-1.5 font-black font-display',
        match ? 'bg-win-500/15 text-win-300 shadow-glow-win' : 'bg-loss-500/15 text-loss-300',
      )}
    >
      {match ? <CheckCircleIcon size={18} /> : <AlertIcon size={18} />}
      {match ? t('match') : t('mismatch')}
    </p>
  );
}
