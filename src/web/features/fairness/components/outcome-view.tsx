import type { Card } from '../../../../games/blackjack';
import { MINES_TILES } from '../../../../games/mines';
import type { Reels } from '../../../../games/slots';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import { type FairnessText, useFairnessText } from '../texts';
import { cardLabel, type Outcome } from '../verify';
import { CoinflipOutcome } from './coinflip-outcome';
import { OutcomeHeadline, OutcomeToken } from './outcome-token';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[20, 20]],
  2: [
    [29, 11],
    [11, 29],
  ],
  3: [
    [29, 11],
    [20, 20],
    [11, 29],
  ],
  4: [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  5: [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  6: [
    [11, 11],
    [29, 11],
    [11, 20],
    [29, 20],
    [11, 29],
    [29, 29],
  ],
};

function DieFace({ roll }: { roll: number }) {
  return (
    <>
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#f1eeff" stroke="#c9c1ec" strokeWidth="1.5" />
      {(PIPS[roll] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={roll === 1 ? 5 : 3.6}
          fill={roll === 1 ? '#dc2626' : '#0d0b26'}
        />
      ))}
    </>
  );
}

function DiceOutcome({ roll }: { roll: number }) {
  const t = useFairnessText();
  return (
    <OutcomeToken label={t('outcome.dieShowing', { roll })} face={<DieFace roll={roll} />}>
      <OutcomeHeadline verb={t('outcome.rolled')} value={roll} testId="computed-roll" />
    </OutcomeToken>
  );
}

const SYMBOL_TONES: Record<string, string> = {
  rum: 'bg-royal-500/25 text-royal-300',
  captain: 'bg-gold-400/25 text-gold-200',
  treasure: 'bg-gold-400/15 text-gold-300',
  parrot: 'bg-win-500/20 text-win-300',
  skull: 'bg-white/10 text-ink',
};

const REEL_INDEXES: readonly number[] = [0, 1, 2, 3, 4];

function ReelsOutcome({ reels }: { reels: Reels }) {
  const t = useFairnessText();
  return (
    <table className="w-full max-w-md table-fixed border-separate border-spacing-1.5">
      <caption className="sr-only">{t('outcome.reels')}</caption>
      <tbody>
        {[0, 1, 2].map((row) => (
          <tr key={row}>
            {REEL_INDEXES.map((reel) => {
              const symbol = reels[reel]?.[row] ?? '';
              return (
                <td
                  key={reel}
                  className={cx(
                    'rounded-lg px-1 py-2 text-center font-bold font-display text-xs capitalize',
                    SYMBOL_TONES[symbol] ?? 'bg-night-700/70 text-ink-soft',
                  )}
                >
                  {symbol}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MinesOutcome({ mines, revealed }: { mines: number[]; revealed: number[] }) {
  const t = useFairnessText();
  return (
    <ol
      className="grid max-w-64 grid-cols-5 gap-1.5"
      aria-label={t('outcome.minesOn', { tiles: mines.join(', ') })}
    >
      {Array.from({ length: MINES_TILES }, (_, tile) => tile).map((tile) => {
        const mine = mines.includes(tile);
        const safe = revealed.includes(tile);
        return (
          <li
            key={tile}
            aria-label={t('outcome.tile', { tile, state: mine ? 'mine' : safe ? 'revealed' : 'safe' })}
            data-mine={mine}
            className={cx(
              'grid aspect-square place-items-center rounded-md border text-2xs',
              mine
                ? 'border-loss-400/60 bg-loss-500/25 text-loss-300'
                : safe
                  ? 'border-win-400/60 bg-win-500/20 text-win-300'
                  : 'border-line bg-night-950/50 text-ink-faint',
            )}
          >
            {mine ? '✹' : safe ? '◆' : tile}
          </li>
        );
      })}
    </ol>
  );
}

function PlayingCard({ card }: { card: Card }) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={cx(
        'inline-grid h-11 w-8 place-items-center rounded-md bg-linear-to-br from-white to-ink-soft font-black font-display text-sm shadow-card',
        red ? 'text-loss-600' : 'text-night-950',
      )}
    >
      {cardLabel(card)}
    </span>
  );
}

function BlackjackOutcome({ deck, dealt }: { deck: Card[]; dealt: number }) {
  const t = useFairnessText();
  const [p0, d0, p1, d1] = deck;
  const hand = (label: string, list: (Card | undefined)[]) => (
    <div>
      <p className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">{label}</p>
      <div className="flex gap-1.5">
        {list.map((card) => (card ? <PlayingCard key={cardLabel(card)} card={card} /> : null))}
      </div>
    </div>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-6">
        {hand(t('outcome.player'), [p0, p1])}
        {hand(t('outcome.dealer'), [d0, d1])}
      </div>
      <div>
        <p className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">{t('outcome.dealOrder')}</p>
        <div className="flex flex-wrap gap-1.5">
          {deck.slice(0, dealt).map((card) => (
            <PlayingCard key={cardLabel(card)} card={card} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** "2.41x" ("2,41x" in German). */
const multiplier = (t: FairnessText, value: number) =>
  t('outcome.multiplier', { value: formatNumber(value, 2) });

function LimboOutcome({ result, target }: { result: number; target: number | null }) {
  const t = useFairnessText();
  const won = target !== null && result >= target;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <OutcomeHeadline
        verb={t('outcome.result')}
        value={multiplier(t, result)}
        testId="computed-result"
        valueClassName={target === null ? 'text-gold-300' : won ? 'text-win-300' : 'text-loss-300'}
      />
      {target !== null && (
        <p className="text-ink-muted text-sm">
          {t('outcome.target', { target: multiplier(t, target), won: won ? 'yes' : 'no' })}
        </p>
      )}
    </div>
  );
}

type PlinkoDrop = Extract<Outcome, { game: 'plinko' }>;

const range = (length: number): number[] => Array.from({ length }, (_, index) => index);

/** The board as a small drawing: the pegs, the ball's path through them and the slot it lands in. */
function PlinkoOutcome({ rows, risk, path, slot, multiplier: won }: PlinkoDrop) {
  const t = useFairnessText();
  const unit = 12;
  const half = (rows / 2 + 0.75) * unit;
  let rights = 0;
  const points = [`0,${unit / 2}`];
  path.forEach((step, row) => {
    rights += step;
    points.push(`${(rights - (row + 1) / 2) * unit},${(row + 1.5) * unit}`);
  });
  return (
    <div className="space-y-2">
      <svg
        viewBox={`${-half} 0 ${2 * half} ${(rows + 2.4) * unit}`}
        className="w-full max-w-sm"
        role="img"
        aria-label={t('outcome.path', {
          path: path.map((step) => (step ? t('outcome.right') : t('outcome.left'))).join(', '),
          slot,
        })}
      >
        {range(rows).map((row) =>
          range(row + 1).map((peg) => (
            <circle
              key={`${row}-${peg}`}
              cx={(peg - row / 2) * unit}
              cy={(row + 0.5) * unit}
              r={1.6}
              fill="#9e99c9"
            />
          )),
        )}
        <polyline points={points.join(' ')} fill="none" stroke="#fcc93b" strokeWidth={1.6} />
        {range(rows + 1).map((index) => (
          <rect
            key={index}
            x={(index - rows / 2 - 0.45) * unit}
            y={(rows + 1.2) * unit}
            width={unit * 0.9}
            height={unit}
            rx={2}
            fill={index === slot ? '#fcc93b' : '#221d58'}
          />
        ))}
      </svg>
      <OutcomeHeadline verb={t('outcome.slot')} value={slot} testId="computed-slot">
        <span className="ml-3 text-base text-ink-muted">
          {t('outcome.plinko', { multiplier: multiplier(t, won), rows, risk })}
        </span>
      </OutcomeHeadline>
    </div>
  );
}

/** What the seeds decide, drawn for each game. */
export function OutcomeView({ outcome }: { outcome: Outcome }) {
  switch (outcome.game) {
    case 'dice':
      return <DiceOutcome roll={outcome.roll} />;
    case 'slots':
      return <ReelsOutcome reels={outcome.reels} />;
    case 'mines':
      return <MinesOutcome mines={outcome.mines} revealed={outcome.revealed} />;
    case 'blackjack':
      return <BlackjackOutcome deck={outcome.deck} dealt={outcome.dealt} />;
    case 'limbo':
      return <LimboOutcome result={outcome.result} target={outcome.target} />;
    case 'plinko':
      return <PlinkoOutcome {...outcome} />;
    case 'coinflip':
      return <CoinflipOutcome {...outcome} />;
  }
}
