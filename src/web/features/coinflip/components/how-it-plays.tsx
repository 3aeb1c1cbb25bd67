import type { ReactNode } from 'react';
import { CoinsIcon, ShieldIcon, UsersIcon } from '../../../components/icons';
import { Card } from '../../../components/ui/card';

const STEPS: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <CoinsIcon size={18} />,
    title: 'Pick a side and a stake',
    text: 'Open a game for 5 FF or more, or play the house bot straight away.',
  },
  {
    icon: <UsersIcon size={18} />,
    title: 'Someone takes the other side',
    text: 'Any player in the lobby can join; the joiner always gets the opposite side.',
  },
  {
    icon: <ShieldIcon size={18} />,
    title: 'The winner takes double',
    text: 'The seed’s hash is published before the flip; check it under Verify afterwards.',
  },
];

/** Three short steps under the lobby: how a flip works and why it is fair. */
export function HowItPlays() {
  return (
    <Card aria-labelledby="coinflip-how-title" className="px-5 py-5 sm:px-6">
      <h2 id="coinflip-how-title" className="font-bold font-display text-ink">
        How it plays
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-control bg-gold-400/10 text-gold-300 ring-1 ring-gold-400/20">
              {step.icon}
            </span>
            <div>
              <p className="font-semibold text-ink text-sm">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-0.5 text-ink-muted text-xs">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
