import { LockIcon, SettingsIcon, ShieldIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { useFairnessText } from '../texts';

const STEPS = [
  { icon: LockIcon, id: 'committed' },
  { icon: SettingsIcon, id: 'seed' },
  { icon: ShieldIcon, id: 'check' },
] as const;

/** Provably fair in three plain sentences. */
export function HowItWorks() {
  const t = useFairnessText();
  return (
    <ol className="grid gap-3 sm:grid-cols-3">
      {STEPS.map(({ icon: Icon, id }, index) => (
        <li key={id} className="relative rounded-card border border-line bg-night-900/60 p-4 shadow-card">
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-control bg-royal-500/15 text-royal-300 ring-1 ring-royal-400/30">
              <Icon size={18} />
            </span>
            <p className="font-bold font-display text-ink">
              <span className="mr-1.5 text-gold-400 tabular-nums">{formatNumber(index + 1)}.</span>
              {t(`step.${id}.title`)}
            </p>
          </div>
          <p className="mt-2 text-ink-muted text-sm">{t(`step.${id}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
