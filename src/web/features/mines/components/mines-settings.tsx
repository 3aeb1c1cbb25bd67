import { largestStake } from '../../../../contract/max-win';
import { MAX_MINES, MIN_MINES, MINE_PRESETS, minesMaxMultiplier } from '../../../../games/mines';
import { doubleBet, halveBet } from '../../../components/game/halve-double';
import { RangeField } from '../../../components/game/range-field';
import { Input } from '../../../components/ui/input';
import { cx } from '../../../lib/cx';

const chipClasses =
  'h-9 rounded-control border border-line-strong bg-night-800/50 px-3 font-semibold text-ink-soft text-sm transition ' +
  'hover:border-gold-400/60 hover:text-gold-200 disabled:pointer-events-none disabled:opacity-45';

interface BetInputProps {
  betInput: string;
  onBetChange: (raw: string) => void;
  betError: string | undefined;
  locked: boolean;
  className?: string;
}

/** The stake (SPEC.md section 5); locked while a game is playing. */
export function MinesBetInput({ betInput, onBetChange, betError, locked, className }: BetInputProps) {
  return (
    <Input
      label="Bet Amount"
      inputMode="numeric"
      autoComplete="off"
      value={betInput}
      onChange={(event) => onBetChange(event.target.value)}
      error={betError}
      disabled={locked}
      className={cx(
        'max-lg:[&_label]:sr-only max-lg:[&>div:first-child]:mb-0 [&_input]:font-bold [&_input]:tabular-nums',
        className,
      )}
    />
  );
}

interface BetChipsProps {
  betInput: string;
  onBetChange: (raw: string) => void;
  balance: number;
  /** The mine count chosen: the full board's cash-out limits the stake. */
  mineCount: number;
  locked: boolean;
  className?: string;
}

/** Halve, double or bet the whole balance, never past the stake the server accepts for the mine count. */
export function MinesBetChips({
  betInput,
  onBetChange,
  balance,
  mineCount,
  locked,
  className,
}: BetChipsProps) {
  const bet = Number(betInput || '0');
  const max = Math.min(balance, largestStake(minesMaxMultiplier(mineCount)));
  return (
    <fieldset disabled={locked} className={cx('grid grid-cols-3 gap-2', className)}>
      <legend className="sr-only">Quick bets</legend>
      <button
        type="button"
        className={chipClasses}
        aria-label="Halve bet"
        onClick={() => onBetChange(String(halveBet(bet)))}
      >
        ½
      </button>
      <button
        type="button"
        className={chipClasses}
        aria-label="Double bet"
        onClick={() => onBetChange(String(doubleBet(bet, max)))}
      >
        2×
      </button>
      <button
        type="button"
        className={chipClasses}
        aria-label="Max bet"
        onClick={() => onBetChange(String(Math.max(0, Math.floor(max))))}
      >
        Max
      </button>
    </fieldset>
  );
}

interface MineCountProps {
  mineCount: number;
  onMineCountChange: (count: number) => void;
  locked: boolean;
  className?: string;
}

const COUNT_LOOK = {
  label: 'mb-1.5 gap-3',
  output: 'text-lg',
  input: 'h-2 min-w-0 flex-1 cursor-pointer disabled:cursor-not-allowed',
};

/** "1 mine", "3 mines". */
const minesText = (count: number) => `${count} ${count === 1 ? 'mine' : 'mines'}`;

/** The mine count 1-24 with Easier, Harder and the presets (SPEC.md section 5). */
export function MinesCountField({ mineCount, onMineCountChange, locked, className }: MineCountProps) {
  const step = (by: number, label: string, stop: boolean) => (
    <button
      type="button"
      className={chipClasses}
      onClick={() => onMineCountChange(mineCount + by)}
      disabled={locked || stop}
    >
      {label}
    </button>
  );
  return (
    <fieldset disabled={locked} className={cx('min-w-0', className)}>
      <legend className="sr-only">Mines</legend>
      <RangeField
        value={mineCount}
        onChange={onMineCountChange}
        disabled={locked}
        label="Mines"
        min={MIN_MINES}
        max={MAX_MINES}
        readout={minesText(mineCount)}
        valueText={minesText(mineCount)}
        look={COUNT_LOOK}
        sides={[step(-1, 'Easier', mineCount <= MIN_MINES), step(1, 'Harder', mineCount >= MAX_MINES)]}
      />
      <fieldset aria-label="Mine presets" className="mt-2 grid grid-cols-4 gap-2">
        {MINE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={mineCount === preset}
            aria-label={minesText(preset)}
            onClick={() => onMineCountChange(preset)}
            className={cx(
              chipClasses,
              mineCount === preset && 'border-gold-400/70 bg-gold-400/15 text-gold-200',
            )}
          >
            {preset}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}
