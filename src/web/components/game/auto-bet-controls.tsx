import { cx } from '../../lib/cx';
import type { AutoBet } from '../../lib/use-auto-bet';
import { Button } from '../ui/button';

interface AutoBetControlsProps {
  auto: AutoBet;
  disabled: boolean;
  onOpen: () => void;
  className?: string;
}

/** Autobet's button beside the bet button: opens the setup, or stops the run with the bets left. */
export function AutoBetControls({ auto, disabled, onOpen, className }: AutoBetControlsProps) {
  if (auto.running) {
    return (
      <Button
        variant="danger"
        size="lg"
        onClick={auto.stop}
        disabled={auto.stopping}
        aria-label={`Stop autobet, ${auto.remaining} ${auto.remaining === 1 ? 'bet' : 'bets'} left`}
        className={cx('shrink-0 px-4', className)}
      >
        Stop
        <span
          data-testid="autobet-remaining"
          className="rounded-pill bg-night-950/40 px-2 text-sm tabular-nums"
        >
          {auto.remaining}
        </span>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={onOpen}
      disabled={disabled}
      aria-haspopup="dialog"
      className={cx('shrink-0 px-4', className)}
    >
      Autobet
    </Button>
  );
}
