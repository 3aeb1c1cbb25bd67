import { Link } from 'react-router';
import { cx } from '../../lib/cx';

export type ResultChipTone = 'win' | 'loss' | 'gold';

/** One result in the strip: its text, its colour, and the page that proves it. */
export interface ResultChip {
  id: number;
  text: string;
  tone: ResultChipTone;
  /** The link's accessible name, e.g. "2.10x, won: verify". */
  label: string;
  to: string;
}

const TONES: Record<ResultChipTone, string> = {
  win: 'border-win-400/40 bg-win-500/15 text-win-300',
  loss: 'border-loss-400/30 bg-loss-500/10 text-loss-300',
  gold: 'border-gold-400/50 bg-gold-400/15 text-gold-300 shadow-glow-gold',
};

interface ResultChipStripProps {
  chips: readonly ResultChip[];
  /** The list's accessible name. */
  label: string;
  /** What shows before there is any result. */
  empty: string;
  testId: string;
}

/** The latest results in a row of coloured chips, newest first and popping in, each a link to its proof. */
export function ResultChipStrip({ chips, label, empty, testId }: ResultChipStripProps) {
  return (
    <div className="min-h-8">
      {chips.length === 0 ? (
        <p className="text-center text-ink-faint text-xs">{empty}</p>
      ) : (
        <ol
          aria-label={label}
          data-testid={testId}
          className="flex gap-1.5 overflow-x-auto [mask-image:linear-gradient(to_right,black_85%,transparent)] [scrollbar-width:none]"
        >
          {chips.map((chip, index) => (
            <li key={chip.id} className={cx('shrink-0', index === 0 && 'animate-pop-in')}>
              <Link
                to={chip.to}
                aria-label={chip.label}
                data-tone={chip.tone}
                className={cx(
                  'inline-flex h-8 items-center rounded-pill border px-3 font-bold font-display text-xs tabular-nums transition hover:brightness-125',
                  TONES[chip.tone],
                )}
              >
                {chip.text}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
