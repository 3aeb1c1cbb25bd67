import type { ReactNode } from 'react';

interface OutcomeHeadlineProps {
  /** What the seeds did: Rolled, Flipped, Slot, Result. */
  verb: string;
  /** The figure the e2e tests and screen readers read: the roll, the side, the slot. */
  value: ReactNode;
  testId: string;
  valueClassName?: string;
  /** A quieter note after the value. */
  children?: ReactNode;
}

/** The outcome in one large line: the verb, then the computed value. */
export function OutcomeHeadline({
  verb,
  value,
  testId,
  valueClassName = 'text-gold-300',
  children,
}: OutcomeHeadlineProps) {
  return (
    <p className="font-black font-display text-2xl text-ink">
      {verb}{' '}
      <span data-testid={testId} className={valueClassName}>
        {value}
      </span>
      {children}
    </p>
  );
}

interface OutcomeTokenProps {
  /** The drawing's accessible name: 'Die showing 4', 'Coin showing heads'. */
  label: string;
  /** The shapes of the token, drawn on a 40 × 40 grid. */
  face: ReactNode;
  /** What stands beside the token: the headline and any note. */
  children: ReactNode;
}

/** A single game piece the seeds decide (a die, a coin), drawn beside what it shows. */
export function OutcomeToken({ label, face, children }: OutcomeTokenProps) {
  return (
    <div className="flex items-center gap-4">
      <svg viewBox="0 0 40 40" className="size-16 drop-shadow-lg" role="img" aria-label={label}>
        {face}
      </svg>
      {children}
    </div>
  );
}
