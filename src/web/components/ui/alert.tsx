import { cx } from '../../lib/cx';
import { useMessageText } from '../../lib/i18n';
import { AlertIcon, CheckCircleIcon } from '../icons';

interface AlertProps {
  message: string | null;
  tone?: 'error' | 'success';
  className?: string;
}

/** A form or page message: errors are announced at once, successes politely. */
export function Alert({ message, tone = 'error', className }: AlertProps) {
  if (!message) return null;
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex animate-fade-in items-start gap-2.5 rounded-control border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-loss-400/40 bg-loss-500/10 text-loss-300'
          : 'border-win-400/40 bg-win-500/10 text-win-300',
        className,
      )}
    >
      <Icon size={18} className="mt-0.5 shrink-0" />
      <AlertText message={message} />
    </div>
  );
}

/** The message in the player's language: a server's or the contract's English, or a text already translated. */
function AlertText({ message }: { message: string }) {
  const mt = useMessageText();
  return <span>{mt(message)}</span>;
}
