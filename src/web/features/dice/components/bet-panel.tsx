import { type DicePrediction, diceMaxMultiplier } from '../../../../games/dice';
import { BetForm, type BetPanelBase } from '../../../components/game/bet-form';
import { DiceIcon } from '../../../components/icons';
import { useDiceText } from '../texts';
import { OddsSummary } from './odds-summary';
import { PredictionPicker } from './prediction-picker';
import { TargetPicker } from './target-picker';

interface BetPanelProps extends BetPanelBase {
  /** The roll in play (or autobet) locks the bet. */
  busy: boolean;
  prediction: DicePrediction;
  onPredictionChange: (prediction: DicePrediction) => void;
  target: number;
  onTargetChange: (target: number) => void;
}

/** Bet amount, prediction and target, the live odds, and the roll button. */
export function BetPanel(props: BetPanelProps) {
  const { busy, prediction, target } = props;
  const t = useDiceText();
  return (
    <BetForm
      game="dice"
      base={props}
      busy={busy}
      topMultiplier={diceMaxMultiplier(prediction, target)}
      button={
        <>
          <DiceIcon size={20} />
          {busy ? t('rolling') : t('rollButton')}
        </>
      }
      summary={
        <OddsSummary bet={Number(props.stake.amount || '0')} prediction={prediction} target={target} />
      }
    >
      <PredictionPicker value={prediction} onChange={props.onPredictionChange} disabled={busy} />
      <TargetPicker value={target} prediction={prediction} onChange={props.onTargetChange} disabled={busy} />
    </BetForm>
  );
}
