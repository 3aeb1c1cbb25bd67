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
import { messageText, type Translate, useMessageText, useT } from '../../lib/i18n';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import { useGameKeys } from '../../lib/use-game-keys';
import { useQuery } from '../../lib/use-query';
import type texts from '../../locales/en/blackjack.json';
import { fetchBlackjackHistory, resetFunds } from './api';
import { BlackjackControls } from './components/blackjack-controls';
import { BlackjackHistory } from './components/blackjack-history';
import { BlackjackTable } from './components/blackjack-table';
import { useBlackjackBet } from './hooks/use-blackjack-bet';
import { type BlackjackPhase, useBlackjackGame } from './hooks/use-blackjack-game';
import { resultHeadline } from './rules';

type Tone = 'neutral' | 'win' | 'loss' | 'gold';

function statusOf(
  t: Translate<typeof texts>,
  phase: BlackjackPhase,
  round: BlackjackRound | null,
  resuming: boolean,
): [string, Tone] {
  switch (phase) {
    case 'betting':
      return [resuming ? t('status.checking') : t('status.placeBet'), 'neutral'];
    case 'dealing':
      return [t('status.dealing'), 'neutral'];
    case 'playing':
      return [round?.canDouble ? t('status.hitStandDouble') : t('status.hitStand'), 'gold'];
    case 'dealerTurn':
      return [t('status.dealerTurn'), 'neutral'];
    case 'gameOver': {
      if (!round) return [t('status.roundOver'), 'neutral'];
      return [resultHeadline(t, round), round.profit > 0 ? 'win' : round.profit < 0 ? 'loss' : 'neutral'];
    }
  }
}

export function BlackjackPage() {
  const t = useT<typeof texts>('blackjack');
  const mt = useMessageText();
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
      announce(messageText(messages.fundsReset), { balance: answer.funFunds });
    } catch (failure) {
      const message = errorText(failure, accountsMessages.resetFailed);
      game.setError(message);
      announce(messageText(message));
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

  const [status, tone] = statusOf(t, game.phase, game.round, game.resuming);
  const shownBet = game.round && game.phase !== 'betting' ? game.round.bet : betting.bet;

  return (
    <GamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={CardsIcon}
      betKeyAction={t('betKeyAction')}
      shortcuts={[
        ['H', t('move.hit')],
        ['S', t('move.stand')],
        ['D', t('move.double')],
      ]}
    >
      <div className="grid grid-cols-1 items-start gap-3 sm:gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-5">
        <div className="lg:order-2">
          <BlackjackTable phase={game.phase} table={game.table} status={status} tone={tone} />
        </div>

        <Card className="lg:order-1">
          <div className="space-y-4 p-4 sm:p-5">
            <dl className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-baseline gap-2">
                <dt className="text-ink-muted text-xs uppercase tracking-wider">{t('balance')}</dt>
                <Funds
                  as="dd"
                  amount={balance}
                  data-testid="blackjack-balance"
                  className="font-black text-gold-300 text-xl"
                />
              </div>
              <div className="flex items-baseline gap-2">
                <dt className="text-ink-muted text-xs uppercase tracking-wider">{t('bet')}</dt>
                <dd className="font-bold font-display text-ink text-lg tabular-nums">
                  {formatFunds(shownBet)}
                  {game.round?.doubled && game.phase !== 'betting' && (
                    <span className="ml-1 text-ink-muted text-xs">{t('doubled')}</span>
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

            <ResumeError message={game.resumeError && mt(game.resumeError)} onRetry={game.retryResume} />
            <Alert message={game.error && mt(game.error)} />
            <Alert message={notice && mt(notice)} tone="success" />
          </div>
        </Card>
      </div>

      <BlackjackHistory query={history} />
    </GamePage>
  );
}
