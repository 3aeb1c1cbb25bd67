import { largestStake } from '../../../../contract/max-win';
import { MAX_MINES, MIN_MINES, MINE_PRESETS, minesMaxMultiplier } from '../../../../games/mines';
import { doubleBet, halveBet } from '../../../components/game/halve-double';
import { RangeField } from '../../../components/game/range-field';
import { Input } from '../../../components/ui/input';
import { cx } from '../../../lib/cx';
import { useMessageText } from '../../../lib/i18n';
import { type MinesText, useMinesText } from '../texts';

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
  const t = useMinesText();
  const mt = useMessageText();
  return (
    <Input
      label={t('betAmount')}
      inputMode="numeric"
      autoComplete="off"
      value={betInput}
      onChange={(event) => onBetChange(event.target.value)}
      error={betError && mt(betError)}
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
  const t = useMinesText();
  const bet = Number(betInput || '0');
  const max = Math.min(balance, largestStake(minesMaxMultiplier(mineCount)));
  return (
    <fieldset disabled={locked} className={cx('grid grid-cols-3 gap-2', className)}>
      <legend className="sr-only">{t('quickBets')}</legend>
      <button
        type="button"
        className={chipClasses}
        aria-label={t('halveBet')}
        onClick={() => onBetChange(String(halveBet(bet)))}
      >
        ½
      </button>
      <button
        type="button"
        className={chipClasses}
        aria-label={t('doubleBet')}
        onClick={() => onBetChange(String(doubleBet(bet, max)))}
      >
        2×
      </button>
      <button
        type="button"
        className={chipClasses}
        aria-label={t('maxBet')}
        onClick={() => onBetChange(String(Math.max(0, Math.floor(max))))}
      >
        {t('max')}
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
const minesText = (t: MinesText, count: number) => t('minesCount', { count });

/** The mine count 1-24 with Easier, Harder and the presets (SPEC.md section 5). */
export function MinesCountField({ mineCount, onMineCountChange, locked, className }: MineCountProps) {
  const t = useMinesText();
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
      <legend className="sr-only">{t('mines')}</legend>
      <RangeField
        value={mineCount}
        onChange={onMineCountChange}
        disabled={locked}
        label={t('mines')}
        min={MIN_MINES}
        max={MAX_MINES}
        readout={minesText(t, mineCount)}
        valueText={minesText(t, mineCount)}
        look={COUNT_LOOK}
        sides={[step(-1, t('easier'), mineCount <= MIN_MINES), step(1, t('harder'), mineCount >= MAX_MINES)]}
      />
      <fieldset aria-label={t('minePresets')} className="mt-2 grid grid-cols-4 gap-2">
        {MINE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={mineCount === preset}
            aria-label={minesText(t, preset)}
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
