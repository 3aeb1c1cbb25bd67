import { useMemo } from 'react';
import { InstantGamePage, InstantStage, type StageLook } from '../../components/game/instant-game-page';
import { RecentRounds } from '../../components/game/recent-games-card';
import { useInstantBets } from '../../components/game/use-instant-bets';
import { DiceIcon } from '../../components/icons';
import { formatFunds } from '../../lib/format';
import { useInstantSession } from '../../lib/use-instant-session';
import { fetchRecentDiceGames } from './api';
import { BetPanel } from './components/bet-panel';
import { Confetti } from './components/confetti';
import { DiceCube } from './components/dice-cube';
import { diceRecentLook } from './components/recent-games';
import { diceResultLook } from './components/result-box';
import { HotStreakBanner, StreakMeter } from './components/streak-meter';
import { useDiceGame } from './hooks/use-dice-game';
import { useDiceText } from './texts';

const STAGE: Omit<StageLook, 'label'> = {
  glow: 'bg-[radial-gradient(ellipse_at_50%_38%,rgb(124_58_237/0.28),transparent_62%)]',
  board:
    'grid flex-1 place-items-center bg-[radial-gradient(ellipse_at_50%_85%,var(--color-night-600),var(--color-night-900)_70%)]',
};

export function DicePage() {
  const t = useDiceText();
  const resultLook = useMemo(() => diceResultLook(t), [t]);
  const recentLook = useMemo(() => diceRecentLook(t), [t]);
  const session = useInstantSession(fetchRecentDiceGames);
  const game = useDiceGame(session.options);
  const bets = useInstantBets(session, game, game.rollDice, { busy: game.busy, pauseMs: 400 });

  if (!session.user) return null;

  const bet = Number(game.amount || '0');

  return (
    <InstantGamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={DiceIcon}
      betKeyAction={t('betKeyAction')}
      balance={session.balance}
      balanceTestId="dice-balance"
      panel={
        <BetPanel
          {...bets.panel}
          prediction={game.prediction}
          onPredictionChange={game.setPrediction}
          target={game.target}
          onTargetChange={game.setTarget}
          busy={game.busy || bets.running}
        />
      }
      stage={
        <InstantStage
          look={{ ...STAGE, label: t('stageLabel') }}
          resultLook={resultLook}
          result={game.result}
          busy={game.busy}
          top={game.hotStreak && <HotStreakBanner streak={game.streak} />}
          bottom={<StreakMeter streak={game.streak} best={game.bestStreak} />}
        >
          <DiceCube roll={game.roll} onSettled={game.settle} instant={session.instant} />
        </InstantStage>
      }
    >
      <RecentRounds query={session.recent} {...recentLook} />
      {game.showConfetti && <Confetti key={game.confettiId} />}
      {bets.dialog(
        t('autobetSummary', { amount: formatFunds(bet), prediction: game.prediction, target: game.target }),
      )}
    </InstantGamePage>
  );
}
