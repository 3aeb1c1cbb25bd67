import { useCallback, useState } from 'react';
import { accountsMessages } from '../../../contract/accounts-texts';
import type { BlackjackRound } from '../../../contract/blackjack';
import { messages } from '../../../contract/messages';
import { useAuth } from '../../app/auth/auth-context';
import { GamePage } from '../../components/game/game-page';
import { ResumeError } from '../../components/game/resume-error';
import { CardsIcon } from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Funds } from '../../components/ui/funds';
import { announce } from '../../lib/announcer';
import { errorText } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import { useGameKeys } from '../../lib/use-game-keys';
import { useQuery } from '../../lib/use-query';
import { fetchBlackjackHistory, resetFunds } from './api';
import { BlackjackControls } from './components/blackjack-controls';
import { BlackjackHistory } from './components/blackjack-history';
import { BlackjackTable } from './components/blackjack-table';
import { useBlackjackBet } from './hooks/use-blackjack-bet';
import { type BlackjackPhase, useBlackjackGame } from './hooks/use-blackjack-game';
import { resultHeadline } from './rules';

const MOVE_KEYS = [
  ['H', 'Hit'],
  ['S', 'Stand'],
  ['D', 'Double Down'],
] as const;

type Tone = 'neutral' | 'win' | 'loss' | 'gold';

function statusOf(phase: BlackjackPhase, round: BlackjackRound | null, resuming: boolean): [string, Tone] {
  switch (phase) {
    case 'betting':
      return [
        resuming ? 'Checking for a round in progress...' : 'Place your bet and deal the cards.',
        'neutral',
      ];
    case 'dealing':
      return ['Dealing...', 'neutral'];
    case 'playing':
      return [round?.canDouble ? 'Hit, Stand or Double Down?' : 'Hit or Stand?', 'gold'];
    case 'dealerTurn':
      return ["Dealer's turn...", 'neutral'];
    case 'gameOver': {
      if (!round) return ['Round over.', 'neutral'];
      return [resultHeadline(round), round.profit > 0 ? 'win' : round.profit < 0 ? 'loss' : 'neutral'];
    }
  }
}

export function BlackjackPage() {
  const { user, setFunFunds } = useAuth();
  const balance = user?.funFunds ?? 0;
  const history = useQuery(fetchBlackjackHistory);
  const reloadHistory = history.reload;
  const onFinished = useCallback(() => reloadHistory(), [reloadHistory]);
  const game = useBlackjackGame({ balance, onNewBalance: setFunFunds, onFinished });
  const betting = useBlackjackBet(balance, game.phase === 'betting' && !game.resuming);

  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const reset = async () => {
    setResetting(true);
    setNotice(null);
    game.setError(null);
    try {
      const answer = await resetFunds();
      setFunFunds(answer.funFunds);
      setNotice(messages.fundsReset);
      announce(messages.fundsReset, { balance: answer.funFunds });
    } catch (failure) {
      const message = errorText(failure, accountsMessages.resetFailed);
      game.setError(message);
      announce(message);
    } finally {
      setResetting(false);
    }
  };

  const deal = () => {
    setNotice(null);
    void game.deal(betting.bet);
  };
  // Space or Enter deals (or starts the next round); H, S and D play the hand.
  useBetHotkey(
    () => (game.phase === 'betting' ? deal() : game.playAgain()),
    (game.phase === 'betting' && !game.resuming && !resetting) || game.phase === 'gameOver',
  );
  useGameKeys({ h: game.hit, s: game.stand, d: game.doubleDown }, game.phase === 'playing' && !game.busy);

  const [status, tone] = statusOf(game.phase, game.round, game.resuming);
  const shownBet = game.round && game.phase !== 'betting' ? game.round.bet : betting.bet;

  return (
    <GamePage
      title="Blackjack"
      subtitle="Beat the dealer to 21. Blackjack pays 3:2."
      icon={CardsIcon}
      betKeyAction="Deal, or play again"
      shortcuts={MOVE_KEYS}
    >
      <div className="grid grid-cols-1 items-start gap-3 sm:gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-5">
        <div className="lg:order-2">
          <BlackjackTable phase={game.phase} table={game.table} status={status} tone={tone} />
        </div>

        <Card className="lg:order-1">
          <div className="space-y-4 p-4 sm:p-5">
            <dl className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-baseline gap-2">
                <dt className="text-ink-muted text-xs uppercase tracking-wider">Balance</dt>
                <Funds
                  as="dd"
                  amount={balance}
                  data-testid="blackjack-balance"
                  className="font-black text-gold-300 text-xl"
                />
              </div>
              <div className="flex items-baseline gap-2">
                <dt className="text-ink-muted text-xs uppercase tracking-wider">Bet</dt>
                <dd className="font-bold font-display text-ink text-lg tabular-nums">
                  {formatFunds(shownBet)}
                  {game.round?.doubled && game.phase !== 'betting' && (
                    <span className="ml-1 text-ink-muted text-xs">(doubled)</span>
                  )}
                </dd>
              </div>
            </dl>

            <BlackjackControls
              game={game}
              betting={betting}
              resetting={resetting}
              onDeal={deal}
              onReset={reset}
            />

            <ResumeError message={game.resumeError} onRetry={game.retryResume} />
            <Alert message={game.error} />
            <Alert message={notice} tone="success" />
          </div>
        </Card>
      </div>

      <BlackjackHistory query={history} />
    </GamePage>
  );
}
