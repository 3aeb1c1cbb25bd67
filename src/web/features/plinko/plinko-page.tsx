import { useMemo } from 'react';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
  plinkoMultipliers,
} from '../../../games/plinko';
import { InstantGamePage, InstantStage, type StageLook } from '../../components/game/instant-game-page';
import { RecentRounds } from '../../components/game/recent-games-card';
import { useInstantBets } from '../../components/game/use-instant-bets';
import { PlinkoIcon } from '../../components/icons';
import { formatFunds } from '../../lib/format';
import { useGameKeys } from '../../lib/use-game-keys';
import { useInstantSession } from '../../lib/use-instant-session';
import { fetchRecentPlinkoGames } from './api';
import { BetPanel } from './components/bet-panel';
import { PlinkoBoard } from './components/plinko-board';
import { plinkoRecentLook } from './components/recent-games';
import { plinkoResultLook } from './components/result-box';
import { usePlinkoGame } from './hooks/use-plinko-game';
import { usePlinkoText } from './texts';

const STAGE: Omit<StageLook, 'label'> = {
  padding: 'p-2',
  glow: 'bg-[radial-gradient(ellipse_at_50%_20%,rgb(124_58_237/0.25),transparent_65%)]',
  board:
    'flex flex-1 items-center justify-center bg-[radial-gradient(ellipse_at_50%_0%,var(--color-night-600),var(--color-night-900)_72%)] px-1 pt-2 pb-2 sm:px-4 sm:pt-4 sm:pb-4',
};

const nextRisk = (risk: PlinkoRisk): PlinkoRisk =>
  PLINKO_RISKS[(PLINKO_RISKS.indexOf(risk) + 1) % PLINKO_RISKS.length] ?? risk;

export function PlinkoPage() {
  const t = usePlinkoText();
  const looks = useMemo(
    () => ({
      result: plinkoResultLook(t),
      recent: plinkoRecentLook(t),
      shortcuts: [
        ['R', t('shortcut.risk')],
        [t('shortcut.rowsKeys'), t('shortcut.rows')],
      ] as const,
    }),
    [t],
  );
  const session = useInstantSession(fetchRecentPlinkoGames);
  const game = usePlinkoGame(session.options);
  const { rows, setRows, setRisk } = game;
  const bets = useInstantBets(session, game, game.drop, { busy: game.requesting, pauseMs: 300 });
  const falling = game.balls.length > 0;
  const boardBusy = falling || game.requesting || bets.running;
  const shapeKeys = useMemo(
    () => ({
      r: () => setRisk(nextRisk),
      '-': () => setRows(Math.max(PLINKO_MIN_ROWS, rows - 1)),
      '+': () => setRows(Math.min(PLINKO_MAX_ROWS, rows + 1)),
      '=': () => setRows(Math.min(PLINKO_MAX_ROWS, rows + 1)),
    }),
    [rows, setRows, setRisk],
  );
  useGameKeys(shapeKeys, !boardBusy);
  const multipliers = useMemo(() => plinkoMultipliers(game.rows, game.risk), [game.rows, game.risk]);

  if (!session.user) return null;

  const bet = Number(game.amount || '0');
  const result = game.result;

  return (
    <InstantGamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={PlinkoIcon}
      betKeyAction={t('betKeyAction')}
      shortcuts={looks.shortcuts}
      balance={session.balance}
      balanceTestId="plinko-balance"
      panel={
        <BetPanel
          {...bets.panel}
          rows={game.rows}
          onRowsChange={game.setRows}
          risk={game.risk}
          onRiskChange={game.setRisk}
          boardBusy={boardBusy}
          betBusy={bets.running}
          dropBusy={game.requesting || bets.running}
        />
      }
      stage={
        <InstantStage
          look={{ ...STAGE, label: t('stageLabel') }}
          resultLook={looks.result}
          result={result}
          busy={falling}
        >
          <PlinkoBoard
            rows={game.rows}
            risk={game.risk}
            multipliers={multipliers}
            balls={game.balls}
            landing={game.landing}
            landedBetId={result?.betId ?? null}
            onLand={game.land}
          />
        </InstantStage>
      }
    >
      <RecentRounds query={session.recent} {...looks.recent} />
      {bets.dialog(t('autobetSummary', { amount: formatFunds(bet), rows: game.rows, risk: game.risk }))}
    </InstantGamePage>
  );
}
