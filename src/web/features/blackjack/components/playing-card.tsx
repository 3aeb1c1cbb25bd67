import { useLayoutEffect, useRef } from 'react';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import { cardName, type ShownCard } from '../rules';
import { CardBack } from './card-back';
import { CardFace } from './card-face';

const DEAL_IN: Keyframe[] = [
  { transform: 'translate(140px, -120px) rotate(14deg) scale(0.85)', opacity: 0 },
  { transform: 'none', opacity: 1 },
];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface PlayingCardProps {
  /** null: the card lies face down. Turning it face up flips it over. */
  card: ShownCard | null;
  /** Slide in from the shoe when it first appears. */
  animateIn: boolean;
  className?: string;
}

export function PlayingCard({ card, animateIn, className }: PlayingCardProps) {
  const t = useT<typeof texts>('blackjack');
  const ref = useRef<HTMLDivElement>(null);
  const slideIn = useRef(animateIn);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!slideIn.current || !element || typeof element.animate !== 'function' || prefersReducedMotion())
      return;
    element.animate(DEAL_IN, { duration: 380, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' });
  }, []);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={card ? cardName(t, card) : t('faceDown')}
      data-testid="playing-card"
      data-face={card ? 'up' : 'down'}
      className={cx(
        'relative aspect-[5/7] w-[4.25rem] shrink-0 perspective-[900px] sm:w-24 lg:tall:w-28',
        className,
      )}
    >
      <div
        className={cx(
          'relative size-full transition-transform duration-500 ease-out transform-3d',
          !card && 'rotate-y-180',
        )}
      >
        <div className="absolute inset-0 overflow-hidden rounded-[0.45rem] shadow-[0_10px_20px_-8px_rgb(0_0_0/0.8)] backface-hidden sm:rounded-[0.6rem]">
          {card && <CardFace card={card} />}
        </div>
        <div className="absolute inset-0 rotate-y-180 overflow-hidden rounded-[0.45rem] shadow-[0_10px_20px_-8px_rgb(0_0_0/0.8)] backface-hidden sm:rounded-[0.6rem]">
          <CardBack />
        </div>
      </div>
    </div>
  );
}
