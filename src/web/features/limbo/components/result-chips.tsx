import { ResultChipStrip } from '../../../components/game/result-chip-strip';
import type { ResultChip } from '../hooks/use-limbo-game';
import { useLimboText } from '../limbo-texts';
import { formatMultiplier } from '../target';

/** This visit's results, newest first: green where the result reached its target, red where not. */
export function ResultChips({ chips }: { chips: ResultChip[] }) {
  const t = useLimboText();
  const links = chips.map((chip) => ({
    id: chip.betId,
    text: formatMultiplier(chip.result),
    tone: chip.won ? ('win' as const) : ('loss' as const),
    label: t('chipLabel', { result: formatMultiplier(chip.result), won: chip.won ? 'yes' : 'no' }),
    to: `/fairness?bet=${chip.betId}`,
  }));
  return (
    <ResultChipStrip chips={links} label={t('chipsLabel')} empty={t('chipsEmpty')} testId="limbo-chips" />
  );
}
