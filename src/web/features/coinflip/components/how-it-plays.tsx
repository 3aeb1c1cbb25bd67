import type { ReactNode } from 'react';
import { CoinsIcon, ShieldIcon, UsersIcon } from '../../../components/icons';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/coinflip.json';

const STEPS: ReadonlyArray<{ icon: ReactNode; key: 'side' | 'join' | 'win' }> = [
  {
    icon: <CoinsIcon size={18} />,
    key: 'side',
  },
  {
    icon: <UsersIcon size={18} />,
    key: 'join',
  },
  {
    icon: <ShieldIcon size={18} />,
    key: 'win',
  },
];

/** Three short steps under the lobby: how a flip works and why it is fair. */
export function HowItPlays() {
  const t = useT<typeof texts>('coinflip');
  return (
    <Card aria-labelledby="coinflip-how-title" className="px-5 py-5 sm:px-6">
      <h2 id="coinflip-how-title" className="font-bold font-display text-ink">
        {t('how.title')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.key} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/20">
              {step.icon}
            </span>
            <div>
              <p className="font-semibold text-ink text-sm">
                <span className="sr-only">{t('how.step', { number: index + 1 })} </span>
                {t(`how.${step.key}Title`)}
              </p>
              <p className="mt-0.5 text-ink-muted text-xs">{t(`how.${step.key}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
