import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import type { BlackjackPhase } from '../hooks/use-blackjack-game';
import type { TableCards } from '../hooks/use-table-cards';
import { CardBack } from './card-back';
import { Hand } from './hand';

const STATUS_TONES = {
  win: 'border-win-400/50 bg-win-500/20 text-win-300',
  loss: 'border-loss-400/50 bg-loss-500/20 text-loss-300',
  gold: 'border-gold-400/50 bg-gold-400/15 text-gold-200',
  neutral: 'border-line-strong bg-night-950/70 text-ink',
} as const;

interface BlackjackTableProps {
  phase: BlackjackPhase;
  table: TableCards;
  status: string;
  tone: keyof typeof STATUS_TONES;
  /** Shown over the felt, e.g. while a round in progress is looked up. */
  overlay?: ReactNode;
}

/** The felt: dealer on top, the house rules printed on an arc, the player below. */
export function BlackjackTable({ phase, table, status, tone, overlay }: BlackjackTableProps) {
  const t = useT<typeof texts>('blackjack');
  return (
    <div
      data-testid="blackjack-table"
      data-phase={phase}
      className="relative overflow-hidden rounded-card border border-gold-400/25 bg-[radial-gradient(ellipse_at_50%_35%,var(--color-night-600),var(--color-night-850)_72%)] px-3 pt-4 pb-4 shadow-[inset_0_0_60px_rgb(0_0_0/0.55)] sm:px-6 tall:pt-5 tall:pb-6"
    >
      <div aria-hidden="true" className="absolute top-4 right-4 hidden w-14 rotate-6 sm:block">
        <div className="absolute inset-0 translate-x-1 -translate-y-1 opacity-70">
          <CardBack />
        </div>
        <CardBack />
      </div>
      <Hand seat="dealer" cards={table.dealer} instant={table.instant} />

      <div className="my-3 flex flex-col items-center tall:my-4">
        <svg
          viewBox="0 0 600 64"
          className="pointer-events-none hidden w-full max-w-xl sm:tall:block"
          aria-hidden="true"
          focusable="false"
        >
          <path id="blackjack-arc" d="M20 16 Q300 76 580 16" fill="none" />
          <path d="M10 26 Q300 92 590 26" fill="none" stroke="var(--color-gold-400)" strokeOpacity={0.3} />
          <text
            fill="var(--color-gold-300)"
            fillOpacity={0.6}
            fontSize={14}
            fontWeight={800}
            letterSpacing={2}
            fontFamily="var(--font-display)"
          >
            <textPath href="#blackjack-arc" startOffset="50%" textAnchor="middle">
              {t('tableRules')}
            </textPath>
          </text>
        </svg>
        {/* A silent status region: the page's announcer reads each round out once, with the balance. */}
        <p
          role="status"
          aria-live="off"
          data-testid="blackjack-status"
          className={cx(
            'max-w-full rounded-pill border px-4 py-1.5 text-center font-bold font-display text-sm shadow-card backdrop-blur-sm sm:text-base sm:tall:-mt-2',
            STATUS_TONES[tone],
          )}
        >
          {status}
        </p>
      </div>

      <Hand seat="player" cards={table.player} instant={table.instant} />
      {overlay}
    </div>
  );
}
