import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { formatSignedFunds } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { ShieldIcon } from '../icons';

export type RoundTone = 'win' | 'loss' | 'even';

const TONE_TEXT: Record<RoundTone, string> = { win: 'text-win-300', loss: 'text-loss-300', even: 'text-ink' };

const TONE_BOX: Record<RoundTone, string> = {
  win: 'border-win-400/50 bg-linear-to-br from-win-500/20 to-win-600/5 shadow-glow-win',
  loss: 'border-loss-400/40 bg-linear-to-br from-loss-500/15 to-loss-600/5',
  even: 'border-line-strong bg-night-950/40',
};

interface RoundResultProps {
  /** The region's accessible name, e.g. "Roll result". */
  label: string;
  /** What the box says before there is a result (or while the round plays out). */
  waiting: string;
  /** The waiting box's height. */
  waitingClassName: string;
  /** The outcome, or null before there is one. */
  children: ReactNode;
}

/**
 * The last round's outcome, once it is on screen. A silent status region: the page's announcer reads
 * each round out once, together with the new balance.
 */
export function RoundResult({ label, waiting, waitingClassName, children }: RoundResultProps) {
  return (
    <div role="status" aria-live="off" aria-label={label}>
      {children ?? (
        <div
          className={cx(
            'flex items-center justify-center rounded-card border border-line border-dashed bg-night-950/30 px-4 text-center text-ink-muted text-sm',
            waitingClassName,
          )}
        >
          {waiting}
        </div>
      )}
    </div>
  );
}

export interface RoundOutcomeProps {
  testId: string;
  tone: RoundTone;
  /** The box's height and padding. */
  className: string;
  /** A smaller headline and less room above the figures. */
  compact?: boolean;
  headline: string;
  /** Lines under the headline. */
  children?: ReactNode;
  /** Figures before the profit, e.g. the multiplier. */
  figures?: ReactNode;
  profit: number;
  profitTestId?: string;
  betId: number;
  /** The verify link's words, e.g. "Verify this roll". */
  verifyText: string;
  verifyLabel?: string;
  verifyClassName?: string;
  /** More data attributes on the box. */
  data?: Record<`data-${string}`, string | number>;
}

/** A round's outcome: the headline, its figures and profit, and the link to verify it. */
export function RoundOutcome(props: RoundOutcomeProps) {
  const t = useT<typeof texts>('games');
  const toneText = TONE_TEXT[props.tone];
  return (
    <div
      data-testid={props.testId}
      {...props.data}
      data-outcome={props.tone}
      className={cx(
        'animate-pop-in rounded-card border px-4 text-center',
        props.className,
        TONE_BOX[props.tone],
      )}
    >
      <p
        className={cx(
          'font-black font-display',
          props.compact ? 'text-lg lg:text-xl' : 'text-xl lg:text-2xl',
          toneText,
        )}
      >
        {props.headline}
      </p>
      {props.children}
      <div
        className={cx(
          'flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs',
          props.compact ? 'mt-0.5' : 'mt-1.5',
        )}
      >
        {props.figures}
        <span className="text-ink-muted">
          {t('profit')}{' '}
          <span
            data-testid={props.profitTestId}
            className={cx('font-bold font-display tabular-nums', toneText)}
          >
            {formatSignedFunds(props.profit)}
          </span>
        </span>
        <Link
          to={`/fairness?bet=${props.betId}`}
          aria-label={props.verifyLabel}
          className={cx(
            'inline-flex items-center gap-1 rounded font-semibold text-royal-300 hover:underline',
            props.verifyClassName,
          )}
        >
          <ShieldIcon size={14} />
          {props.verifyText}
        </Link>
      </div>
    </div>
  );
}

/** An outcome as a game draws it; its height, profit and bet come from the round and the result's look. */
export type OutcomeLook = Omit<RoundOutcomeProps, 'profit' | 'betId' | 'tone'> & {
  /** By default a win or a loss, as the round says. */
  tone?: RoundTone;
};

type InstantRound = { betId: number; betAmount: number; won: boolean };

/** How an instant game shows its last round: the words while waiting, and the outcome once on screen. */
export interface RoundResultLook<Result extends InstantRound> {
  /** The region's accessible name, e.g. "Roll result". */
  label: string;
  /** What the box says while the round plays out, and before there is a round. */
  waiting: readonly [playing: string, idle: string];
  /** The box's height, waiting or not. */
  height: string;
  /** What the round paid out: its profit is this less the bet. */
  payout: (result: Result) => number;
  /** The outcome box; its class name adds to the height. */
  outcome: (result: Result, profit: number) => OutcomeLook;
}

interface InstantResultProps<Result extends InstantRound> {
  look: RoundResultLook<Result>;
  result: Result | null;
  /** The round plays out: the box waits. */
  busy: boolean;
}

/** An instant game's result box: the last round's outcome in the game's look, or what the box waits for. */
export function InstantResult<Result extends InstantRound>({
  look,
  result,
  busy,
}: InstantResultProps<Result>) {
  const profit = result ? look.payout(result) - result.betAmount : 0;
  const outcome = result && look.outcome(result, profit);
  return (
    <RoundResult label={look.label} waiting={look.waiting[busy ? 0 : 1]} waitingClassName={look.height}>
      {result && outcome && (
        <RoundOutcome
          key={result.betId}
          {...outcome}
          tone={outcome.tone ?? (result.won ? 'win' : 'loss')}
          className={cx(look.height, outcome.className)}
          profit={profit}
          betId={result.betId}
        />
      )}
    </RoundResult>
  );
}
