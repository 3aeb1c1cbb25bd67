import { type FormEvent, useEffect, useRef } from 'react';
import type { DicePrediction } from '../../../../games/dice';
import { DiceIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { BetAmountField } from './bet-amount-field';
import { OddsSummary } from './odds-summary';
import { PredictionPicker } from './prediction-picker';
import { TargetPicker } from './target-picker';

interface BetPanelProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError: string | undefined;
  prediction: DicePrediction;
  onPredictionChange: (prediction: DicePrediction) => void;
  target: number;
  onTargetChange: (target: number) => void;
  balance: number;
  busy: boolean;
  error: string | null;
  onRoll: () => void;
}

/** Bet amount, prediction and target, the live odds, and the roll button. */
export function BetPanel(props: BetPanelProps) {
  const { busy, onRoll } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const focusBack = useRef<HTMLElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusBack.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onRoll();
  };

  // The fields are disabled while the die rolls, which drops keyboard focus: give it back afterwards.
  useEffect(() => {
    if (busy || !focusBack.current) return;
    const previous = focusBack.current;
    focusBack.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const fallback = formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
    (previous.isConnected && !previous.matches(':disabled') ? previous : fallback)?.focus();
  }, [busy]);

  return (
    <Card className="h-full">
      <CardHeader
        title="Place your bet"
        icon={<DiceIcon size={18} />}
        description="Call the roll, then let the die decide."
      />
      <CardBody>
        <form ref={formRef} aria-label="Dice bet" noValidate onSubmit={submit} className="space-y-5">
          <BetAmountField
            amount={props.amount}
            onChange={props.onAmountChange}
            error={props.amountError}
            balance={props.balance}
            disabled={busy}
          />
          <PredictionPicker value={props.prediction} onChange={props.onPredictionChange} disabled={busy} />
          <TargetPicker
            value={props.target}
            prediction={props.prediction}
            onChange={props.onTargetChange}
            disabled={busy}
          />
          <OddsSummary
            bet={Number(props.amount || '0')}
            prediction={props.prediction}
            target={props.target}
          />
          <Alert message={props.error} />
          {/* aria-disabled rather than disabled keeps keyboard focus on the button while it rolls. */}
          <Button type="submit" size="lg" fullWidth aria-disabled={busy || undefined}>
            <DiceIcon size={20} />
            {busy ? 'Rolling...' : 'Roll Dice'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
