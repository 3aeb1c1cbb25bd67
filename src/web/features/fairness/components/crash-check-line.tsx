import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import type { CrashCheck } from '../verify-crash';

/** One checked statement about a crash round, green when it holds and red when it does not. */
export function CrashCheckLine({ check }: { check: CrashCheck }) {
  return (
    <li
      data-testid={`crash-check-${check.key}`}
      data-ok={check.ok}
      className={cx(
        'flex items-start gap-2 font-semibold text-sm',
        check.ok ? 'text-win-300' : 'text-loss-300',
      )}
    >
      {check.ok ? (
        <CheckCircleIcon size={16} className="mt-0.5 shrink-0" />
      ) : (
        <AlertIcon size={16} className="mt-0.5 shrink-0" />
      )}
      <span>{check.text}</span>
    </li>
  );
}
