import { largestStake } from '../../../contract/max-win';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { HalveDouble } from './halve-double';
import { QuickBetChips } from './quick-bet-chips';

/** Where halve and double sit: beside the quick bets (limbo) or under them (plinko). */
export type HalveDoublePlace = 'beside' | 'below';

/** The halve and double buttons' place, look and name in each layout. */
const LAYOUTS = {
  beside: {
    chips: 'min-w-0 flex-1',
    halve: {
      className: 'grid w-24 shrink-0 grid-cols-2 gap-2',
      buttonClassName: 'h-9',
      legend: 'halveOrDouble',
    },
  },
  below: {
    chips: undefined,
    halve: { className: 'grid grid-cols-2 gap-2', buttonClassName: 'h-8', legend: 'changeTheBet' },
  },
} as const;

interface BetShortcutsProps {
  amount: string;
  onPick: (amount: number) => void;
  balance: number;
  disabled: boolean;
  /** The best multiplier the chosen options can pay: no shortcut proposes a stake that could win too much. */
  topMultiplier: number;
  halveDouble?: HalveDoublePlace;
  className: string;
}

/** The quick bets under the bet amount, with halve and double where the game offers them. */
export function BetShortcuts({ topMultiplier, halveDouble, className, ...chips }: BetShortcutsProps) {
  const t = useT<typeof texts>('games');
  const maxStake = largestStake(topMultiplier);
  const layout = halveDouble && LAYOUTS[halveDouble];
  const quick = (
    <QuickBetChips
      {...chips}
      legend={t('quickBets')}
      maxStake={maxStake}
      className={layout ? layout.chips : className}
    />
  );
  if (!layout) return quick;
  const halve = (
    <HalveDouble
      {...layout.halve}
      legend={t(layout.halve.legend)}
      amount={Number(chips.amount || '0')}
      maxStake={Math.min(chips.balance, maxStake)}
      onPick={chips.onPick}
      disabled={chips.disabled}
    />
  );
  // Beside the chips, the two make one group; under them, each is its own.
  return halveDouble === 'beside' ? (
    <fieldset disabled={chips.disabled} className={`${className} flex gap-2`}>
      <legend className="sr-only">{t('betShortcuts')}</legend>
      {quick}
      {halve}
    </fieldset>
  ) : (
    <div className={`${className} flex flex-col gap-2`}>
      {quick}
      {halve}
    </div>
  );
}
