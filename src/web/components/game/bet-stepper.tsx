import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';

/** The two looks of the stepper: blackjack's felt table and the slot machine's cabinet. */
const LOOKS = {
  table: {
    row: 'flex items-center gap-3',
    step:
      'grid size-11 place-items-center rounded-full border border-line-strong bg-night-800/70 font-black text-ink text-xl ' +
      'transition hover:border-gold-400/60 hover:text-gold-200 disabled:pointer-events-none disabled:opacity-40',
    max:
      'h-11 rounded-pill border border-gold-400/50 bg-gold-400/10 px-4 font-bold text-gold-200 text-sm tracking-wider ' +
      'transition hover:bg-gold-400/20 disabled:pointer-events-none disabled:opacity-40',
    minus: '-',
  },
  cabinet: {
    row: 'clear-both flex items-center gap-1.5',
    step:
      'grid size-9 shrink-0 place-items-center rounded-control border border-line-strong bg-night-800/70 font-black text-gold-300 text-xl ' +
      'transition hover:border-gold-400/60 hover:bg-night-700 disabled:pointer-events-none disabled:opacity-40',
    max:
      'h-9 shrink-0 rounded-control border border-gold-400/50 bg-gold-400/10 px-2 font-black text-gold-300 text-sm tracking-wider ' +
      'transition hover:bg-gold-400/20 hover:shadow-glow-gold disabled:pointer-events-none disabled:opacity-40',
    minus: '−',
  },
} as const;

/** One of the stepper's buttons: whether it may be pressed now, and what it does. */
export interface StepAction {
  enabled: boolean;
  onClick: () => void;
}

interface BetStepperProps {
  look: keyof typeof LOOKS;
  /** The bet as shown between the two steps. */
  children: ReactNode;
  /** The step buttons carry their names for screen readers, e.g. "Lower bet". */
  decrease: StepAction & { label: string };
  increase: StepAction & { label: string };
  max: StepAction;
}

interface StepButtonProps extends StepAction {
  label: string;
  glyph: string;
  className: string;
}

function StepButton({ label, glyph, className, enabled, onClick }: StepButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={!enabled} aria-label={label}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/** The bet of a game with fixed bet steps (blackjack, slots): minus, the bet, plus and MAX. */
export function BetStepper({ look, children, decrease, increase, max }: BetStepperProps) {
  const t = useT<typeof texts>('games');
  const classes = LOOKS[look];
  return (
    <div className={classes.row}>
      <StepButton className={classes.step} glyph={classes.minus} {...decrease} />
      {children}
      <StepButton className={classes.step} glyph="+" {...increase} />
      <button type="button" className={classes.max} onClick={max.onClick} disabled={!max.enabled}>
        {t('stepper.max')}
      </button>
    </div>
  );
}
