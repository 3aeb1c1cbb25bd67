import { ResultChipStrip } from '../../../components/game/result-chip-strip';
import type { ResultChip } from '../hooks/use-limbo-game';
import { formatMultiplier } from '../target';

/** This visit's results, newest first: green where the result reached its target, red where not. */
export function ResultChips({ chips }: { chips: ResultChip[] }) {
  const links = chips.map((chip) => ({
    id: chip.betId,
    text: formatMultiplier(chip.result),
    tone: chip.won ? ('win' as const) : ('loss' as const),
    label: `${formatMultiplier(chip.result)}, ${chip.won ? 'won' : 'lost'}: verify`,
    to: `/fairness?bet=${chip.betId}`,
  }));
  return (
    <ResultChipStrip
      chips={links}
      label="Your latest results"
      empty="Your results will line up here."
      testId="limbo-chips"
    />
  );
}
