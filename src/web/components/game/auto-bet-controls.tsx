import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type { AutoBet } from '../../lib/use-auto-bet';
import type texts from '../../locales/en/games.json';
import { Button } from '../ui/button';

interface AutoBetControlsProps {
  auto: AutoBet;
  disabled: boolean;
  onOpen: () => void;
  className?: string;
}

/** Autobet's button beside the bet button: opens the setup, or stops the run with the bets left. */
export function AutoBetControls({ auto, disabled, onOpen, className }: AutoBetControlsProps) {
  const t = useT<typeof texts>('games');
  if (auto.running) {
    return (
      <Button
        variant="danger"
        size="lg"
        onClick={auto.stop}
        disabled={auto.stopping}
        aria-label={t('autoBet.stopLabel', { count: auto.remaining })}
        className={cx('shrink-0 px-4', className)}
      >
        {t('autoBet.stop')}
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
      {t('autoBet.button')}
    </Button>
  );
}
