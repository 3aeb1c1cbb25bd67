import { useCallback, useState } from 'react';
import { messages } from '../../../contract/messages';
import { isNotableWin } from '../../../contract/social-texts';
import { useAuth } from '../../app/auth/auth-context';
import { AutoBetControls } from '../../components/game/auto-bet-controls';
import { AutoBetDialog } from '../../components/game/auto-bet-dialog';
import { GamePage } from '../../components/game/game-page';
import { RefillFunds } from '../../components/game/refill-funds';
import { CoinsIcon, DiceIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Funds } from '../../components/ui/funds';
import { formatFunds } from '../../lib/format';
import { useInstantPlay } from '../../lib/instant-play';
import { useAutoBet } from '../../lib/use-auto-bet';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import { useQuery } from '../../lib/use-query';
import { fetchRecentDiceGames } from './api';
import { BetPanel } from './components/bet-panel';
import { Confetti } from './components/confetti';
import { DiceCube } from './components/dice-cube';
import { RecentGames } from './components/recent-games';
import { ResultBox } from './components/result-box';
import { HotStreakBanner, StreakMeter } from './components/streak-meter';
import { useDiceGame } from './hooks/use-dice-game';

export function DicePage() {
  const { user, setFunFunds } = useAuth();
  const recent = useQuery(fetchRecentDiceGames);
  const balance = user?.funFunds ?? 0;
  const game = useDiceGame({ balance, onNewBalance: setFunFunds, onSettled: recent.reload });
  const instant = useInstantPlay();
  const { rollDice } = game;
  const playRound = useCallback(() => rollDice(), [rollDice]);
  const auto = useAutoBet(playRound, { pauseMs: instant ? 150 : 400 });
  const [autoOpen, setAutoOpen] = useState(false);
  useBetHotkey(() => void game.rollDice(), !game.busy && !auto.running);

  if (!user) return null;

  const outOfFunds =
    game.amountError === messages.insufficientFunds || game.error === messages.insufficientFunds;
  const bet = Number(game.amount || '0');

  return (
    <GamePage
      title="Dice"
      subtitle="Call over, under or exact, then roll. Bolder calls pay bigger."
      icon={DiceIcon}
      betKeyAction="Roll the dice"
      actions={
        <div className="hidden h-9 items-center gap-2 rounded-pill border border-gold-400/30 bg-night-950/60 px-3 sm:flex">
          <CoinsIcon size={16} className="text-gold-400" />
          <span className="sr-only">Balance</span>
          <Funds amount={balance} data-testid="dice-balance" className="font-bold text-gold-300" />
        </div>
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-5">
        <div className="order-2 lg:order-1">
          <BetPanel
            amount={game.amount}
            onAmountChange={game.setAmount}
            amountError={game.amountError}
            prediction={game.prediction}
            onPredictionChange={game.setPrediction}
            target={game.target}
            onTargetChange={game.setTarget}
            balance={balance}
            busy={game.busy || auto.running}
            error={
              <>
                <Alert message={game.error} />
                {outOfFunds && <RefillFunds onRefilled={setFunFunds} />}
              </>
            }
            onRoll={() => void game.rollDice()}
            auto={
              <AutoBetControls
                auto={auto}
                disabled={game.busy && !auto.running}
                onOpen={() => setAutoOpen(true)}
                className="max-lg:h-12 max-lg:px-3"
              />
            }
          />
        </div>
        <div className="order-1 lg:order-2">
          <Card
            aria-label="Dice table"
            className="flex h-full flex-col gap-3 overflow-hidden p-3 sm:p-4 lg:gap-4"
          >
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_38%,rgb(124_58_237/0.28),transparent_62%)]"
            />
            {game.hotStreak && <HotStreakBanner streak={game.streak} />}
            <div className="relative grid flex-1 place-items-center rounded-card border border-line bg-[radial-gradient(ellipse_at_50%_85%,var(--color-night-600),var(--color-night-900)_70%)] shadow-[inset_0_2px_30px_rgb(0_0_0/0.45)]">
              <DiceCube roll={game.roll} onSettled={game.settle} instant={instant} />
            </div>
            <div className="relative">
              <ResultBox result={game.result} rolling={game.busy} />
            </div>
            {game.result && !game.busy && isNotableWin(game.result.betAmount, game.result.winAmount) && (
              <ShareWinButton betId={game.result.betId} className="relative flex flex-col items-center" />
            )}
            <div className="relative">
              <StreakMeter streak={game.streak} best={game.bestStreak} />
            </div>
          </Card>
        </div>
      </div>

      <RecentGames query={recent} />
      {game.showConfetti && <Confetti key={game.confettiId} />}
      <AutoBetDialog
        open={autoOpen}
        description={`Rolls ${formatFunds(bet)} on ${game.prediction === 'exact' ? 'exactly' : game.prediction} ${game.target}, again and again.`}
        onClose={() => setAutoOpen(false)}
        onStart={(settings) => {
          setAutoOpen(false);
          auto.start(settings);
        }}
      />
    </GamePage>
  );
}
