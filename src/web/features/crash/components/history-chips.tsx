import type { CrashHistoryItem } from '../../../../contract/crash-texts';
import { ResultChipStrip } from '../../../components/game/result-chip-strip';
import { chipTone, formatCrashMultiplier } from '../crash-math';

/** The last crash points, newest first: red below 2×, green from 2×, gold from 10×; each opens its round's proof. */
export function HistoryChips({ history }: { history: readonly CrashHistoryItem[] }) {
  const chips = history.map((item) => ({
    id: item.id,
    text: formatCrashMultiplier(item.crashPoint),
    tone: chipTone(item.crashPoint),
    label: `Round ${item.id} crashed at ${formatCrashMultiplier(item.crashPoint)}: verify`,
    to: `/fairness?crashRound=${item.id}`,
  }));
  return (
    <ResultChipStrip
      chips={chips}
      label="Last crash points"
      empty="The last crash points will line up here."
      testId="crash-history"
    />
  );
}
