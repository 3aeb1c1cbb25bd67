import { useCallback, useRef } from 'react';
import { isNotableWin } from '../../../contract/social';
import { MinesIcon, ShieldIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { fetchRecentMinesGames } from '../../features/mines/api';
import { MinesBanner } from '../../features/mines/components/mines-banner';
import { MinesBoard } from '../../features/mines/components/mines-board';
import { MinesSettings } from '../../features/mines/components/mines-settings';
import { MinesStats } from '../../features/mines/components/mines-stats';
import { tileViews } from '../../features/mines/components/mines-tile';
import { RecentMinesGames } from '../../features/mines/components/recent-mines-games';
import { useFocusRescue } from '../../features/mines/hooks/use-focus-rescue';
import { useMinesGame } from '../../features/mines/hooks/use-mines-game';
import { formatFunds } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { useAuth } from '../auth/auth-context';

export function MinesPage() {
  const { user, setFunFunds } = useAuth();
  const recent = useQuery(fetchRecentMinesGames);
  const reloadRecent = recent.reload;
  const onFinished = useCallback(() => reloadRecent(), [reloadRecent]);
  const balance = user?.funFunds ?? 0;
  const mines = useMinesGame({ balance, onNewBalance: setFunFunds, onFinished });
  const playing = mines.phase === 'playing';
  const tiles = tileViews(mines.game, mines.pendingTile, mines.hitTile);
  const gameRef = useRef<HTMLDivElement>(null);
  // A new game puts the focus on the board; a finished one on Start Game.
  useFocusRescue(
    gameRef,
    mines.phase,
    playing ? 'button[data-state][tabindex="0"]' : 'button[data-autofocus]',
  );

  return (
    <Container className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-card bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold">
          <MinesIcon size={26} />
        </span>
        <div className="min-w-[13rem] flex-1">
          <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">Mines</h1>
          <p className="text-ink-muted text-sm">Find the gems, dodge the mines, cash out in time.</p>
        </div>
        <ButtonLink to="/fairness" variant="outline" size="sm" icon={<ShieldIcon size={16} />}>
          Fairness
        </ButtonLink>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div ref={gameRef} className="min-w-0">
          <Card className="overflow-hidden" data-testid="mines-game" data-phase={mines.phase}>
            <CardBody className="space-y-4">
              <MinesBanner phase={mines.phase} game={mines.game} />
              {mines.wonBet && isNotableWin(mines.wonBet.betAmount, mines.wonBet.payout) && (
                <ShareWinButton betId={mines.wonBet.betId} className="flex flex-col items-center" />
              )}
              <MinesStats odds={mines.odds} />
              {mines.resumeError && (
                <div className="flex flex-wrap items-center gap-3">
                  <Alert message={mines.resumeError} className="flex-1" />
                  <Button variant="outline" size="sm" onClick={mines.retryResume}>
                    Try Again
                  </Button>
                </div>
              )}
              <div className="relative rounded-card bg-night-950/40 p-3 ring-1 ring-line sm:p-5">
                <MinesBoard
                  tiles={tiles}
                  interactive={playing && mines.pendingTile === null}
                  onReveal={mines.reveal}
                />
                {mines.resuming && (
                  <p className="absolute inset-0 grid place-items-center rounded-card bg-night-950/60 text-ink-soft text-sm">
                    Checking for a game in progress...
                  </p>
                )}
              </div>
              <Alert message={mines.error} />
              {playing ? (
                <Button
                  variant="success"
                  size="lg"
                  fullWidth
                  onClick={mines.cashOut}
                  disabled={!mines.canCashOut}
                  loading={mines.pendingAction === 'cashout'}
                >
                  Cash Out
                  {mines.game && mines.game.revealedTiles.length > 0 && (
                    <span className="tabular-nums opacity-80">· {formatFunds(mines.odds.cashoutValue)}</span>
                  )}
                </Button>
              ) : (
                <Button
                  size="lg"
                  fullWidth
                  onClick={mines.start}
                  data-autofocus
                  disabled={mines.resuming}
                  loading={mines.pendingAction === 'start'}
                >
                  Start Game
                </Button>
              )}
            </CardBody>
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <CardBody>
              <MinesSettings
                betInput={mines.betInput}
                onBetChange={mines.setBet}
                betError={mines.betError}
                mineCount={mines.mineCount}
                onMineCountChange={mines.setMineCount}
                balance={balance}
                locked={mines.locked}
                playing={playing}
              />
            </CardBody>
          </Card>
          <RecentMinesGames query={recent} />
        </div>
      </div>
    </Container>
  );
}
