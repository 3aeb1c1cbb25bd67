import type { ReactNode } from 'react';
import { messages } from '../../../contract/messages';
import { isNotableWin } from '../../../contract/social-texts';
import { cx } from '../../lib/cx';
import { messageText, useMessageText, useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { CoinsIcon } from '../icons';
import { ShareWinButton } from '../share-win-button';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { Funds } from '../ui/funds';
import type { GameHeaderProps } from './game-header';
import type { GameOptionsProps } from './game-options';
import { GamePage } from './game-page';
import { RefillFunds } from './refill-funds';
import { InstantResult, type RoundResultLook } from './round-result';

interface InstantGamePageProps extends Omit<GameHeaderProps, 'actions'>, GameOptionsProps {
  balance: number;
  /** The test id of the balance in the title row, e.g. "dice-balance". */
  balanceTestId: string;
  /** The bet form: below the stage on a phone, on its left on a wide screen. */
  panel: ReactNode;
  /** Where the round plays out. */
  stage: ReactNode;
  /** Under both: Recent Games, then dialogs and overlays. */
  children: ReactNode;
}

/** An instant game's page: the title row with the balance, the bet panel beside the stage, and below. */
export function InstantGamePage({
  balance,
  balanceTestId,
  panel,
  stage,
  children,
  ...page
}: InstantGamePageProps) {
  const t = useT<typeof texts>('games');
  return (
    <GamePage
      {...page}
      actions={
        <div className="hidden h-9 items-center gap-2 rounded-pill border border-gold-400/30 bg-night-950/60 px-3 sm:flex">
          <CoinsIcon size={16} className="text-gold-400" />
          <span className="sr-only">{t('balance')}</span>
          <Funds amount={balance} data-testid={balanceTestId} className="font-bold text-gold-300" />
        </div>
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-5">
        <div className="order-2 lg:order-1">{panel}</div>
        <div className="order-1 lg:order-2">{stage}</div>
      </div>
      {children}
    </GamePage>
  );
}

/** How an instant game's stage looks. */
export interface StageLook {
  /** The card's accessible name, e.g. "Dice table". */
  label: string;
  /** The card's padding on a phone: p-3 unless given. */
  padding?: string;
  /** The soft light behind the stage (a background class). */
  glow: string;
  /** The board's layout and background, inside its sunken frame. */
  board: string;
}

type Round = { betId: number; betAmount: number; won: boolean };

interface InstantStageProps<Result extends Round> {
  look: StageLook;
  /** How the result box under the board shows the last round. */
  resultLook: RoundResultLook<Result>;
  result: Result | null;
  /** While the round plays out: the result box waits, and there is no share button yet. */
  busy: boolean;
  /** Above the board, e.g. limbo's last results. */
  top?: ReactNode;
  /** Under the result, e.g. dice's streak meter. */
  bottom?: ReactNode;
  /** What plays the round out on the board: the die, the counter, the pegs. */
  children: ReactNode;
}

/**
 * The card an instant round plays out on, lit from behind: the board in its sunken frame, the result
 * box under it, and the share button once a notable win has settled.
 */
export function InstantStage<Result extends Round>(props: InstantStageProps<Result>) {
  const { look, resultLook, result, busy } = props;
  return (
    <Card
      aria-label={look.label}
      className={cx('flex h-full flex-col gap-3 overflow-hidden sm:p-4 lg:gap-4', look.padding ?? 'p-3')}
    >
      <div aria-hidden="true" className={cx('pointer-events-none absolute inset-0', look.glow)} />
      {props.top}
      <div
        className={cx(
          'relative rounded-card border border-line shadow-[inset_0_2px_30px_rgb(0_0_0/0.45)]',
          look.board,
        )}
      >
        {props.children}
      </div>
      <div className="relative">
        <InstantResult look={resultLook} result={result} busy={busy} />
      </div>
      {result && !busy && isNotableWin(result.betAmount, resultLook.payout(result)) && (
        <ShareWinButton betId={result.betId} className="relative flex flex-col items-center" />
      )}
      {props.bottom && <div className="relative">{props.bottom}</div>}
    </Card>
  );
}

interface BetErrorProps {
  error: string | null;
  amountError: string | undefined;
  onRefilled: (balance: number) => void;
}

/** The last bet's error, and the refill offer when the balance was too low for the bet. */
export function BetError({ error, amountError, onRefilled }: BetErrorProps) {
  const mt = useMessageText();
  // The error may be kept in English (a check in the page) or shown in the player's language (the server's).
  const lowFunds = [messages.insufficientFunds, messageText(messages.insufficientFunds)];
  const outOfFunds = lowFunds.includes(amountError ?? '') || lowFunds.includes(error ?? '');
  return (
    <>
      <Alert message={error && mt(error)} />
      {outOfFunds && <RefillFunds onRefilled={onRefilled} />}
    </>
  );
}
