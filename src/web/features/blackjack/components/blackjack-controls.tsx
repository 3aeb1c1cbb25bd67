import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/blackjack.json';
import type { BlackjackBetting } from '../hooks/use-blackjack-bet';
import type { BlackjackGame } from '../hooks/use-blackjack-game';
import { resultLine } from '../rules';
import { BetControls } from './bet-controls';

interface BlackjackControlsProps {
  game: BlackjackGame;
  betting: BlackjackBetting;
  resetting: boolean;
  onDeal: () => void;
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
    <FocusKeeper watch={`${props.game.phase}:${props.game.busy}`}>
      <ControlsFor {...props} />
    </FocusKeeper>
  );
}

function ControlsFor(props: BlackjackControlsProps) {
  const t = useT<typeof texts>('blackjack');
  const { game, betting } = props;
  const { phase, round } = game;

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
            {t('resetFunds')}
          </Button>
          <Button
            size="lg"
            className="px-3"
            onClick={props.onDeal}
            data-autofocus
            disabled={game.resuming || props.resetting}
          >
            {t('deal')}
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
          {resultLine(t, round)}
        </p>
        <Button size="lg" fullWidth onClick={game.playAgain} data-autofocus>
          {t('playAgain')}
        </Button>
      </div>
    );
  }

  const canAct = phase === 'playing' && !game.busy;
  const moves = [
    {
      key: 'hit',
      label: t('move.hit'),
      variant: 'secondary',
      className: 'px-2',
      onClick: game.hit,
      enabled: canAct,
    },
    {
      key: 'stand',
      label: t('move.stand'),
      variant: 'primary',
      className: 'px-2',
      onClick: game.stand,
      enabled: canAct,
    },
    {
      key: 'double',
      label: t('move.double'),
      variant: 'outline',
      // The longest label may take two lines on a narrow panel.
      className: 'whitespace-normal px-2 leading-tight',
      onClick: game.doubleDown,
      enabled: canAct && round?.canDouble === true,
    },
  ] as const;
  return (
    <div className="grid grid-cols-3 gap-2">
      {moves.map((move, index) => (
        <Button
          key={move.key}
          variant={move.variant}
          size="lg"
          className={move.className}
          onClick={move.onClick}
          disabled={!move.enabled}
          // Hit, the first move, takes the focus when the cards are dealt.
          data-autofocus={index === 0 || undefined}
        >
          {move.label}
        </Button>
      ))}
    </div>
  );
}
