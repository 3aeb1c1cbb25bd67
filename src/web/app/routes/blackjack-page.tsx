import { useCallback, useState } from 'react';
import type { BlackjackRound } from '../../../contract/blackjack';
import { CardsIcon, ShieldIcon } from '../../components/icons';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { fetchBlackjackHistory, resetFunds } from '../../features/blackjack/api';
import { BlackjackControls } from '../../features/blackjack/components/blackjack-controls';
import { BlackjackHistory } from '../../features/blackjack/components/blackjack-history';
import { BlackjackTable } from '../../features/blackjack/components/blackjack-table';
import { useBlackjackBet } from '../../features/blackjack/hooks/use-blackjack-bet';
import { type BlackjackPhase, useBlackjackGame } from '../../features/blackjack/hooks/use-blackjack-game';
import { blackjackTexts, resultHeadline } from '../../features/blackjack/rules';
import { announce } from '../../lib/announcer';
import { errorText } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useAuth } from '../auth/auth-context';

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
      setNotice(blackjackTexts.resetDone);
      announce(blackjackTexts.resetDone);
    } catch (failure) {
      const message = errorText(failure, blackjackTexts.resetFailed);
      game.setError(message);
      announce(message);
    } finally {
      setResetting(false);
    }
  };

  const [status, tone] = statusOf(game.phase, game.round, game.resuming);
  const shownBet = game.round && game.phase !== 'betting' ? game.round.bet : betting.bet;

  return (
    <Container className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-card bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold">
          <CardsIcon size={26} />
        </span>
        <div className="min-w-[13rem] flex-1">
          <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">Blackjack</h1>
          <p className="text-ink-muted text-sm">Beat the dealer to 21. Blackjack pays 3:2.</p>
        </div>
        <ButtonLink to="/fairness" variant="outline" size="sm" icon={<ShieldIcon size={16} />}>
          Fairness
        </ButtonLink>
      </header>

      <Card>
        <CardBody className="space-y-5">
          <dl className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-baseline gap-2">
              <dt className="text-ink-muted text-xs uppercase tracking-wider">Balance</dt>
              <dd
                data-testid="blackjack-balance"
                className="font-black font-display text-gold-300 text-xl tabular-nums"
              >
                {formatFunds(balance)}
              </dd>
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

          <BlackjackTable phase={game.phase} table={game.table} status={status} tone={tone} />

          {game.resumeError && (
            <div className="flex flex-wrap items-center gap-3">
              <Alert message={game.resumeError} className="flex-1" />
              <Button variant="outline" size="sm" onClick={game.retryResume}>
                Try Again
              </Button>
            </div>
          )}
          <Alert message={game.error} />
          <Alert message={notice} tone="success" />

          <BlackjackControls
            phase={game.phase}
            round={game.round}
            busy={game.busy}
            resuming={game.resuming}
            resetting={resetting}
            betting={betting}
            onDeal={() => {
              setNotice(null);
              void game.deal(betting.bet);
            }}
            onHit={game.hit}
            onStand={game.stand}
            onDouble={game.doubleDown}
            onPlayAgain={game.playAgain}
            onReset={reset}
          />
        </CardBody>
      </Card>

      <BlackjackHistory query={history} />
    </Container>
  );
}
