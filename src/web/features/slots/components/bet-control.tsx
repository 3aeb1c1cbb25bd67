import { SLOT_BET_STEPS } from '../../../../games/slots';
import { BetStepper } from '../../../components/game/bet-stepper';
import { Funds } from '../../../components/ui/funds';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';

interface BetControlProps {
  bet: number;
  locked: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onMax: () => void;
}

/** Bet steps 10 to 1000 with minus, plus and MAX; locked while the reels spin. */
export function BetControl({ bet, locked, onDecrease, onIncrease, onMax }: BetControlProps) {
  const t = useT<typeof texts>('slots');
  const lowest = bet === SLOT_BET_STEPS[0];
  const highest = bet === SLOT_BET_STEPS.at(-1);
  return (
    <fieldset className="min-w-0 shrink-0 rounded-xl border border-line bg-night-950/60 px-2.5 py-1.5">
      <legend className="float-left mb-1 w-full font-semibold text-2xs text-ink-faint uppercase tracking-wider">
        {t('bet.legend')} <span className="normal-case tracking-normal">{t('bet.lines')}</span>
      </legend>
      <BetStepper
        look="cabinet"
        decrease={{ label: t('bet.decrease'), enabled: !locked && !lowest, onClick: onDecrease }}
        increase={{ label: t('bet.increase'), enabled: !locked && !highest, onClick: onIncrease }}
        max={{ enabled: !locked, onClick: onMax }}
      >
        <Funds
          as="output"
          amount={bet}
          data-testid="slots-bet"
          aria-live="polite"
          className="min-w-14 flex-1 whitespace-nowrap text-center font-black text-base text-gold-200"
        />
      </BetStepper>
    </fieldset>
  );
}
