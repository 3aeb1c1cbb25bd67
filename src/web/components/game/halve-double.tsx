import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import { playSound } from '../../lib/sound';
import type texts from '../../locales/en/games.json';

/** Half the bet, never below 1 FF. */
export const halveBet = (amount: number) => Math.max(1, Math.floor(amount / 2));

/** Twice the bet, no more than the largest stake, never below 1 FF. */
export const doubleBet = (amount: number, maxStake: number) => Math.max(1, Math.min(amount * 2, maxStake));

interface HalveDoubleProps {
  amount: number;
  maxStake: number;
  onPick: (amount: number) => void;
  /** The group's name for screen readers. */
  legend: string;
  className: string;
  /** The buttons' height. */
  buttonClassName: string;
  disabled?: boolean;
}

/** Halve and double the bet, doubling no further than the largest stake; a click as the quick bets make. */
export function HalveDouble({
  amount,
  maxStake,
  onPick,
  legend,
  className,
  buttonClassName,
  disabled,
}: HalveDoubleProps) {
  const t = useT<typeof texts>('games');
  const pick = (value: number) => {
    playSound('button-click');
    onPick(value);
  };
  const button = cx(
    'rounded-control border border-line-strong bg-night-950/50 font-bold font-display text-ink-soft text-sm transition',
    'hover:border-gold-400/60 hover:text-gold-200 disabled:pointer-events-none disabled:opacity-50',
    buttonClassName,
  );
  return (
    <fieldset disabled={disabled} className={className}>
      <legend className="sr-only">{legend}</legend>
      <button
        type="button"
        aria-label={t('halveBet')}
        className={button}
        onClick={() => pick(halveBet(amount))}
      >
        ½
      </button>
      <button
        type="button"
        aria-label={t('doubleBet')}
        className={button}
        onClick={() => pick(doubleBet(amount, maxStake))}
      >
        2×
      </button>
    </fieldset>
  );
}
