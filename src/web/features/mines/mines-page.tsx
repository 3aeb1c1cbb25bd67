import { useCallback, useRef, useState } from 'react';
import { isNotableWin } from '../../../contract/social-texts';
import { MINES_TILES } from '../../../games/mines';
import { useAuth } from '../../app/auth/auth-context';
import { useAutoBetSetup } from '../../components/game/auto-bet-setup';
import { GamePage } from '../../components/game/game-page';
import { BetError } from '../../components/game/instant-game-page';
import { ResumeError } from '../../components/game/resume-error';
import { StickyBetBar } from '../../components/game/sticky-bet-bar';
import { LockIcon, MinesIcon } from '../../components/icons';
import { ShareWinButton } from '../../components/share-win-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { formatFunds } from '../../lib/format';
import { useInstantPlay } from '../../lib/instant-play';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import { useQuery } from '../../lib/use-query';
import { fetchRecentMinesGames } from './api';
import { MinesBanner } from './components/mines-banner';
import { MinesBoard } from './components/mines-board';
import { MinesBetChips, MinesBetInput, MinesCountField } from './components/mines-settings';
import { MinesStats } from './components/mines-stats';
import { tileViews } from './components/mines-tile';
import { RecentMinesGames } from './components/recent-mines-games';
import { useFocusRescue } from './hooks/use-focus-rescue';
import { useMinesAutobet } from './hooks/use-mines-autobet';
import { useMinesGame } from './hooks/use-mines-game';
import { useMinesText } from './texts';

export function MinesPage() {
  const t = useMinesText();
  const { user, setFunFunds } = useAuth();
  const recent = useQuery(fetchRecentMinesGames);
  const reloadRecent = recent.reload;
  const onFinished = useCallback(() => reloadRecent(), [reloadRecent]);
  const balance = user?.funFunds ?? 0;
  const mines = useMinesGame({ balance, onNewBalance: setFunFunds, onFinished });
  const instant = useInstantPlay();
  const [autoTiles, setAutoTiles] = useState(3);
  const auto = useMinesAutobet(mines, autoTiles, instant);
  const autoSetup = useAutoBetSetup(auto);
  const playing = mines.phase === 'playing';
  const tiles = tileViews(mines.game, mines.pendingTile, mines.hitTile);
  const gameRef = useRef<HTMLDivElement>(null);
  // A new game puts the focus on the board; a finished one on Start Game.
  useFocusRescue(
    gameRef,
    mines.phase,
    playing ? 'button[data-state][tabindex="0"]' : 'button[data-autofocus]',
  );
  // Space or Enter: Start Game, or Cash Out while a game is on.
  useBetHotkey(() => void (playing ? mines.cashOut() : mines.start()), !auto.running && !mines.resuming);

  const locked = mines.locked || auto.running;
  const maxAutoTiles = MINES_TILES - mines.mineCount;

  const mainButton = playing ? (
    <Button
      variant="success"
      size="lg"
      onClick={() => void mines.cashOut()}
      disabled={!mines.canCashOut || auto.running}
      loading={mines.pendingAction === 'cashout'}
      className="min-w-0 flex-1 px-3 max-lg:h-12"
    >
      {t('cashOut')}
      {mines.game && mines.game.revealedTiles.length > 0 && (
        <span className="tabular-nums opacity-80">· {formatFunds(mines.odds.cashoutValue)}</span>
      )}
    </Button>
  ) : (
    <Button
      size="lg"
      onClick={() => void mines.start()}
      data-autofocus
      disabled={mines.resuming || auto.running}
      loading={mines.pendingAction === 'start'}
      className="min-w-0 flex-1 px-3 max-lg:h-12"
    >
      {t('startGame')}
    </Button>
  );

  return (
    <GamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={MinesIcon}
      betKeyAction={t('betKeyAction')}
      shortcuts={[[t('shortcut.keys'), t('shortcut.move')]]}
    >
      <div
        ref={gameRef}
        className="grid grid-cols-1 items-start gap-3 sm:gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-5"
      >
        <Card
          className="order-1 overflow-hidden lg:col-start-2 lg:row-span-2 lg:row-start-1"
          data-testid="mines-game"
          data-phase={mines.phase}
        >
          <div className="space-y-3 p-3 sm:p-4">
            <MinesBanner phase={mines.phase} game={mines.game} />
            {mines.wonBet && isNotableWin(mines.wonBet.betAmount, mines.wonBet.payout) && (
              <ShareWinButton betId={mines.wonBet.betId} className="flex flex-col items-center" />
            )}
            <ResumeError message={mines.resumeError} onRetry={mines.retryResume} />
            <div className="relative rounded-card bg-night-950/40 p-2 ring-1 ring-line sm:p-3">
              {/* On wide screens the board is as tall as the screen allows, so it never needs scrolling. */}
              <div className="mx-auto w-full max-w-[34rem] lg:max-w-[min(34rem,calc(100dvh-18.5rem))]">
                <MinesBoard
                  tiles={tiles}
                  interactive={playing && mines.pendingTile === null && !auto.running}
                  onReveal={(tile) => void mines.reveal(tile)}
                />
              </div>
              {mines.resuming && (
                <p className="absolute inset-0 grid place-items-center rounded-card bg-night-950/60 text-ink-soft text-sm">
                  {t('checkingGame')}
                </p>
              )}
            </div>
          </div>
        </Card>

        <MinesStats odds={mines.odds} className="order-2 lg:col-start-1 lg:row-start-2" />

        <Card className="order-3 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-col gap-3 p-4 sm:p-5">
            <MinesCountField
              mineCount={mines.mineCount}
              onMineCountChange={mines.setMineCount}
              locked={locked}
              className="lg:order-3"
            />
            <MinesBetChips
              betInput={mines.betInput}
              onBetChange={mines.setBet}
              balance={balance}
              mineCount={mines.mineCount}
              locked={locked}
              className="lg:order-2"
            />
            {playing && (
              <p className="flex items-center gap-2 text-ink-muted text-xs lg:order-6">
                <LockIcon size={14} />
                {t('settingsLocked')}
              </p>
            )}
            <div className="empty:hidden lg:order-6">
              <BetError error={mines.error} amountError={mines.betError} onRefilled={setFunFunds} />
            </div>
            <StickyBetBar>
              <MinesBetInput
                betInput={mines.betInput}
                onBetChange={mines.setBet}
                betError={mines.betError}
                locked={locked}
                className="w-24 shrink-0 lg:order-1 lg:w-auto"
              />
              <div className="flex min-w-0 flex-1 gap-2 lg:order-4">
                {mainButton}
                {autoSetup.button(playing || mines.busy)}
              </div>
            </StickyBetBar>
          </div>
        </Card>
      </div>

      <RecentMinesGames query={recent} />
      {autoSetup.dialog(
        t('autobetSummary', { amount: formatFunds(Number(mines.betInput || '0')), mines: mines.mineCount }),
        <Select
          label={t('autoTiles')}
          value={String(Math.min(autoTiles, maxAutoTiles))}
          onChange={(event) => setAutoTiles(Number(event.target.value))}
          options={Array.from({ length: Math.min(maxAutoTiles, 10) }, (_, index) => ({
            value: String(index + 1),
            label: t('tilesCount', { count: index + 1 }),
          }))}
        />,
      )}
    </GamePage>
  );
}
