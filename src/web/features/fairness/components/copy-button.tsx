import { useEffect, useRef, useState } from 'react';
import { CheckCircleIcon, CopyIcon } from '../../../components/icons';
import { announce } from '../../../lib/announcer';
import { cx } from '../../../lib/cx';
import { fairnessText, useFairnessText } from '../texts';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `value`; the label names what is copied ("Copy server seed hash"). */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const t = useFairnessText();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await writeClipboard(value);
    setState(ok ? 'copied' : 'failed');
    announce(ok ? fairnessText('copied') : fairnessText('copyFailed'));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 1600);
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-control border px-2.5 font-semibold text-xs transition',
        state === 'copied'
          ? 'border-win-400/50 bg-win-500/10 text-win-300'
          : 'border-line-strong bg-night-950/40 text-ink-soft hover:border-gold-400/60 hover:text-gold-200',
        className,
      )}
    >
      {state === 'copied' ? <CheckCircleIcon size={14} /> : <CopyIcon size={14} />}
      <span aria-hidden="true">{t(`copy.state.${state}`)}</span>
    </button>
  );
}

/** A long value (hash or seed) in monospace with its copy button. */
export function SeedValue({
  label,
  copyLabel,
  value,
  testId,
}: {
  label: string;
  /** The copy button's name: "Copy server seed hash"; "Copy <label>" when not given. */
  copyLabel?: string;
  value: string;
  testId?: string;
}) {
  const t = useFairnessText();
  return (
    <div>
      <dt className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">{label}</dt>
      <dd className="flex items-start gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 break-all rounded-lg border border-line bg-night-950/60 px-3 py-1.5 font-mono text-ink-soft text-xs leading-5"
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel ?? t('copy.named', { what: label })} />
      </dd>
    </div>
  );
}
