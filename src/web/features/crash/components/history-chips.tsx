import type { CrashHistoryItem } from '../../../../contract/crash-texts';
import { ResultChipStrip } from '../../../components/game/result-chip-strip';
import { crashRoundLink } from '../../../lib/fairness-links';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/crash.json';
import { chipTone, formatCrashMultiplier } from '../crash-math';

/** The last crash points, newest first: red below 2×, green from 2×, gold from 10×; each opens its round's proof. */
export function HistoryChips({ history }: { history: readonly CrashHistoryItem[] }) {
  const t = useT<typeof texts>('crash');
  const chips = history.map((item) => ({
    id: item.id,
    text: formatCrashMultiplier(item.crashPoint),
    tone: chipTone(item.crashPoint),
    label: t('chips.label', { id: item.id, multiplier: formatCrashMultiplier(item.crashPoint) }),
    to: crashRoundLink(item.id),
  }));
  return (
    <ResultChipStrip chips={chips} label={t('chips.title')} empty={t('chips.empty')} testId="crash-history" />
  );
}
