import { type ReactNode, useEffect, useRef } from 'react';
import type { BlackjackRound } from '../../../../contract/blackjack';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import type { BlackjackBetting } from '../hooks/use-blackjack-bet';
import type { BlackjackPhase } from '../hooks/use-blackjack-game';
import { resultLine } from '../rules';
import { BetControls } from './bet-controls';

interface BlackjackControlsProps {
  phase: BlackjackPhase;
  round: BlackjackRound | null;
  busy: boolean;
  resuming: boolean;
  resetting: boolean;
  betting: BlackjackBetting;
  onDeal: () => void;
  onHit: () => void;
  onStand: () => void;
  onDouble: () => void;
  onPlayAgain: () => void;
  onReset: () => void;
}

/**
 * Keeps the keyboard focus on the controls as they change with the state: when the focused button
 * goes away or is disabled, the main button of the new state takes the focus.
 */
function FocusKeeper({ watch, children }: { watch: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The state seen last; the first render never moves the focus.
  const seen = useRef(watch);
  useEffect(() => {
    if (seen.current === watch) return;
    seen.current = watch;
    const container = ref.current;
    const active = document.activeElement;
    if (!container || (active && active !== document.body && !container.contains(active))) return;
    const target = container.querySelector<HTMLButtonElement>('[data-autofocus]:not(:disabled)');
    if (target && target !== active) target.focus();
  }, [watch]);
  return <div ref={ref}>{children}</div>;
}

/** What the player can do in each state: bet and deal, play the hand, or start again. */
export function BlackjackControls(props: BlackjackControlsProps) {
  return (
    <FocusKeeper watch={`${props.phase}:${props.busy}`}>
      <ControlsFor {...props} />
    </FocusKeeper>
  );
}

function ControlsFor(props: BlackjackControlsProps) {
  const { phase, round, busy, betting } = props;

  if (phase === 'betting') {
    return (
      <div className="flex flex-col items-center gap-3">
        <BetControls betting={betting} />
        <div className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-2">
          <Button
            variant="outline"
            size="lg"
            className="px-3"
            onClick={props.onReset}
            loading={props.resetting}
          >
            Reset Funds
          </Button>
          <Button
            size="lg"
            className="px-3"
            onClick={props.onDeal}
            data-autofocus
            disabled={props.resuming || props.resetting}
          >
            Deal Cards
          </Button>
        </div>
      </div>
    );
  }

  if (phase === 'gameOver' && round) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p
          data-testid="blackjack-result"
          className={cx(
            'font-black font-display text-2xl tabular-nums',
            round.profit > 0 ? 'text-win-300' : round.profit < 0 ? 'text-loss-300' : 'text-ink-soft',
          )}
        >
          {resultLine(round)}
        </p>
        <Button size="lg" fullWidth onClick={props.onPlayAgain} data-autofocus>
          Play Again
        </Button>
      </div>
    );
  }

  const canAct = phase === 'playing' && !busy;
  return (
    <div className="grid grid-cols-3 gap-2">
      <Button
        variant="secondary"
        size="lg"
        className="px-2"
        onClick={props.onHit}
        disabled={!canAct}
        data-autofocus
      >
        Hit
      </Button>
      <Button size="lg" className="px-2" onClick={props.onStand} disabled={!canAct}>
        Stand
      </Button>
      <Button
        variant="outline"
        size="lg"
        className="whitespace-normal px-2 leading-tight"
        onClick={props.onDouble}
        disabled={!canAct || !round?.canDouble}
      >
        Double Down
      </Button>
    </div>
  );
}
