import { largestStake } from '../../../../contract/max-win';
import { BetForm, type BetPanelBase } from '../../../components/game/bet-form';
import { LimboIcon } from '../../../components/icons';
import type { TargetFields as Fields } from '../hooks/use-target-fields';
import { useLimboText } from '../limbo-texts';
import { PayoutSummary, TargetFields } from './target-fields';

interface BetPanelProps extends BetPanelBase {
  /** The round in play (or autobet) locks the bet. */
  busy: boolean;
  fields: Fields;
}

/** The largest stake for the target: a bet whose win could pass the largest amount is never proposed. */
export function maxStakeFor(balance: number, target: number): number {
  return Math.min(balance, largestStake(target));
}

/** Target, win chance, bet amount, the payout and the bet button. */
export function BetPanel(props: BetPanelProps) {
  const { busy, fields } = props;
  const t = useLimboText();
  return (
    <BetForm
      game="limbo"
      base={props}
      busy={busy}
      topMultiplier={fields.lastGood}
      halveDouble="beside"
      button={
        <>
          <LimboIcon size={20} />
          {busy ? t('climbing') : t('placeBet')}
        </>
      }
      summary={<PayoutSummary bet={Number(props.stake.amount || '0')} target={fields.target} />}
    >
      <TargetFields fields={fields} disabled={busy} />
    </BetForm>
  );
}
