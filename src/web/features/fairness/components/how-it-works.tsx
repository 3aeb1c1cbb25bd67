import { LockIcon, SettingsIcon, ShieldIcon } from '../../../components/icons';

const STEPS = [
  {
    icon: LockIcon,
    title: 'Committed in advance',
    text: 'Before you bet, we show the SHA-256 hash of a secret server seed, so it cannot change afterwards.',
  },
  {
    icon: SettingsIcon,
    title: 'Your seed, your nonce',
    text: 'Each outcome comes from HMAC-SHA256(serverSeed, clientSeed:nonce:round). You choose the client seed; the nonce counts your bets.',
  },
  {
    icon: ShieldIcon,
    title: 'Check it yourself',
    text: 'Rotate the pair to reveal the server seed, then this page recomputes every bet in your browser with the same rules code the server used.',
  },
] as const;

/** Provably fair in three plain sentences. */
export function HowItWorks() {
  return (
    <ol className="grid gap-3 sm:grid-cols-3">
      {STEPS.map(({ icon: Icon, ...step }, index) => (
        <li
          key={step.title}
          className="relative rounded-card border border-line bg-night-900/60 p-4 shadow-card"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-control bg-royal-500/15 text-royal-300 ring-1 ring-royal-400/30">
              <Icon size={18} />
            </span>
            <p className="font-bold font-display text-ink">
              <span className="mr-1.5 text-gold-400 tabular-nums">{index + 1}.</span>
              {step.title}
            </p>
          </div>
          <p className="mt-2 text-ink-muted text-sm">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
