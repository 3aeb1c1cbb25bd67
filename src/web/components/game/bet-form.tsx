import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useMessageText, useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { CoinsIcon } from '../icons';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input } from '../ui/input';
import { BetShortcuts, type HalveDoublePlace } from './bet-shortcuts';
import { BetError } from './instant-game-page';
import { StickyBetBar } from './sticky-bet-bar';

/** The bet amount as the game's hook keeps it. */
export interface BetStake {
  amount: string;
  setAmount: (amount: string) => void;
  amountError: string | undefined;
  /** The last bet's error. */
  error: string | null;
}

/**
 * What every instant game's bet panel is given by its page. What locks the bet differs by game (plinko
 * has three waits), so each panel adds its own.
 */
export interface BetPanelBase {
  stake: BetStake;
  balance: number;
  onRefilled: (balance: number) => void;
  onBet: () => void;
  /** Autobet's button, beside the bet button. */
  auto: ReactNode;
}

interface BetFormProps {
  /** The game's name: "dice" names the form "Dice bet" and the amount field "dice-bet-amount". */
  game: string;
  /** What the page gave the bet panel. */
  base: BetPanelBase;
  /** The bet button waits: for the server's answer, the animation or autobet. */
  busy: boolean;
  /** The fields are disabled while the round plays out; by default while the button waits. */
  locked?: boolean;
  /** The amount and its shortcuts, when they are not locked with the rest. */
  amountLocked?: boolean;
  /** The best multiplier the game's settings can pay, which caps the shortcuts' stakes. */
  topMultiplier: number;
  halveDouble?: HalveDoublePlace;
  /** The bet button's icon and words. */
  button: ReactNode;
  /** What the bet comes to: odds, payout. */
  summary: ReactNode;
  /** The game's own settings. */
  children: ReactNode;
}

/**
 * An instant game's bet panel: the game's settings, the bet's shortcuts and summary, the last bet's
 * error, the bet amount and the bet button. On a phone the settings come first and the amount and the
 * button sit in a bar that sticks to the bottom of the screen, under the stage; on wide screens the
 * amount and its shortcuts lead.
 */
export function BetForm({
  game,
  base,
  busy,
  locked = busy,
  amountLocked = locked,
  topMultiplier,
  halveDouble,
  button,
  summary,
  children,
}: BetFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusBack = useRef<HTMLElement | null>(null);
  const { stake, onBet } = base;
  const t = useT<typeof texts>('games');
  const mt = useMessageText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusBack.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onBet();
  };

  // The fields are disabled while the round plays out, which drops keyboard focus: give it back afterwards.
  useEffect(() => {
    if (locked || !focusBack.current) return;
    const previous = focusBack.current;
    focusBack.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const fallback = formRef.current?.querySelector<HTMLElement>('button[type="submit"]');
    (previous.isConnected && !previous.matches(':disabled') ? previous : fallback)?.focus();
  }, [locked]);

  return (
    <Card className="lg:h-full">
      <form
        ref={formRef}
        aria-label={t('betForm.label', { game: t(`gameName.${game}` as keyof typeof texts) })}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 p-4 sm:p-5"
      >
        <div className="order-1 flex flex-col gap-3 lg:order-3">{children}</div>
        <BetShortcuts
          amount={stake.amount}
          onPick={(value) => stake.setAmount(String(value))}
          balance={base.balance}
          topMultiplier={topMultiplier}
          disabled={amountLocked}
          halveDouble={halveDouble}
          className="order-2"
        />
        <div className="order-3 lg:order-4">{summary}</div>
        <div className="order-4 empty:hidden lg:order-5">
          <BetError error={stake.error} amountError={stake.amountError} onRefilled={base.onRefilled} />
        </div>
        <StickyBetBar className="order-5">
          <Input
            label={t('betAmount')}
            id={`${game}-bet-amount`}
            value={stake.amount}
            onChange={(event) => stake.setAmount(event.target.value)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="0"
            // A check in the page keeps the contract's English ("Bet amount must be greater than 0").
            error={stake.amountError && mt(stake.amountError)}
            disabled={amountLocked}
            icon={<CoinsIcon size={18} />}
            className="w-28 shrink-0 lg:order-1 lg:w-auto max-lg:[&_label]:sr-only max-lg:[&>div:first-child]:mb-0 [&_input]:font-bold [&_input]:font-display [&_input]:text-lg [&_input]:tabular-nums"
          />
          <div className="flex min-w-0 flex-1 gap-2 lg:order-6">
            {/* aria-disabled rather than disabled keeps keyboard focus on the button meanwhile. */}
            <Button
              type="submit"
              size="lg"
              aria-disabled={busy || undefined}
              className="min-w-0 flex-1 px-3 max-lg:h-12"
            >
              {button}
            </Button>
            {base.auto}
          </div>
        </StickyBetBar>
      </form>
    </Card>
  );
}
