import { BetStepper } from '../../../components/game/bet-stepper';
import { cx } from '../../../lib/cx';
import { formatFunds, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import type { BlackjackBetting } from '../hooks/use-blackjack-bet';

/** A casino chip with the bet on it. */
function BetChip({ bet }: { bet: number }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <span className="relative grid size-16 place-items-center" data-testid="blackjack-bet">
      <svg viewBox="0 0 64 64" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
        <g transform="translate(32 32)">
          <circle r={30} fill="var(--color-gold-500)" />
          <circle
            r={30}
            fill="none"
            stroke="var(--color-gold-200)"
            strokeWidth={6}
            strokeDasharray="8.5 7.2"
          />
          <circle r={21} fill="var(--color-night-850)" stroke="var(--color-gold-300)" strokeWidth={1.5} />
        </g>
      </svg>
      <span
        className={cx(
          'relative font-black font-display text-gold-200 tabular-nums',
          bet >= 1000 ? 'text-xs' : 'text-sm',
        )}
      >
        <span className="sr-only">{t('chip.label', { amount: formatFunds(bet) })}</span>
        <span aria-hidden="true">{formatNumber(bet)}</span>
      </span>
    </span>
  );
}

/** SPEC.md: '-', '+' and 'MAX' over the bet steps, only while betting. */
export function BetControls({ betting }: { betting: BlackjackBetting }) {
  const t = useT<typeof texts>('blackjack');
  return (
    <fieldset>
      <legend className="sr-only">{t('bet')}</legend>
      <BetStepper
        look="table"
        decrease={{ label: t('lowerBet'), enabled: betting.canDecrease, onClick: betting.decrease }}
        increase={{ label: t('raiseBet'), enabled: betting.canIncrease, onClick: betting.increase }}
        max={{ enabled: betting.canMax, onClick: betting.max }}
      >
        <BetChip bet={betting.bet} />
      </BetStepper>
    </fieldset>
  );
}
