import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isNotableWin } from '../../../contract/social';
import { CoinsIcon, DiceIcon, ShieldIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { fetchRecentDiceGames } from '../../features/dice/api';
import { BetPanel } from '../../features/dice/components/bet-panel';
import { Confetti } from '../../features/dice/components/confetti';
import { DiceCube } from '../../features/dice/components/dice-cube';
import { RecentGames } from '../../features/dice/components/recent-games';
import { ResultBox } from '../../features/dice/components/result-box';
import { HotStreakBanner, StreakMeter } from '../../features/dice/components/streak-meter';
import { prefersReducedMotion } from '../../features/dice/hooks/reduced-motion';
import { useDiceGame } from '../../features/dice/hooks/use-dice-game';
import { formatFunds } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useAuth } from '../auth/auth-context';

export function DicePage() {
  const { user, setFunFunds } = useAuth();
  const recent = useQuery(fetchRecentDiceGames);
  const balance = user?.funFunds ?? 0;
  const game = useDiceGame({ balance, onNewBalance: setFunFunds, onSettled: recent.reload });
  const stageRef = useRef<HTMLDivElement>(null);

  // On small screens the bet panel sits below the die: bring the die into view when it rolls.
  useEffect(() => {
    const stage = stageRef.current;
    if (!game.roll || !stage) return;
    const { top } = stage.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.4) {
      stage.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  }, [game.roll]);

  if (!user) return null;

  return (
    <Container className="space-y-6">
      <header className="flex animate-rise-in flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-card bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold">
            <DiceIcon size={30} />
          </span>
          <div>
            <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">Dice</h1>
            <p className="text-ink-muted text-sm">
              Call over, under or exact, then roll. Bolder calls pay bigger.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/fairness"
            className="inline-flex items-center gap-1.5 rounded-pill border border-royal-400/40 bg-royal-500/10 px-3 py-1.5 font-semibold text-royal-300 text-sm transition hover:border-royal-400/70 hover:bg-royal-500/20"
          >
            <ShieldIcon size={16} />
            Provably fair
          </Link>
          <div className="flex items-center gap-2 rounded-control border border-gold-400/30 bg-night-950/60 px-4 py-2">
            <CoinsIcon size={18} className="text-gold-400" />
            <div>
              <p className="text-2xs text-ink-faint uppercase tracking-wider">Balance</p>
              <p data-testid="dice-balance" className="font-bold font-display text-gold-300 tabular-nums">
                {formatFunds(balance)}
              </p>
            </div>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
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
            busy={game.busy}
            error={game.error}
            onRoll={() => void game.rollDice()}
          />
        </div>
        <div ref={stageRef} className="order-1 scroll-mt-20 lg:order-2">
          <Card aria-label="Dice table" className="flex h-full flex-col gap-4 overflow-hidden p-4 sm:p-6">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_38%,rgb(124_58_237/0.28),transparent_62%)]"
            />
            {game.hotStreak && <HotStreakBanner streak={game.streak} />}
            <div className="relative grid flex-1 place-items-center rounded-card border border-line bg-[radial-gradient(ellipse_at_50%_85%,var(--color-night-600),var(--color-night-900)_70%)] shadow-[inset_0_2px_30px_rgb(0_0_0/0.45)]">
              <DiceCube roll={game.roll} onSettled={game.settle} />
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
    </Container>
  );
}
