import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { type User, useAuth } from '../../app/auth/auth-context';
import { FairnessLink } from '../../components/game/fairness-link';
import { GameHeader } from '../../components/game/game-header';
import { CoinIcon } from '../../components/icons';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { cx } from '../../lib/cx';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/coinflip.json';
import { AvailableGamesPanel } from './components/available-games-panel';
import { CreateGamePanel } from './components/create-game-panel';
import { FriendChallengeBanner } from './components/friend-challenge-banner';
import { GamePopup } from './components/game-popup';
import { HowItPlays } from './components/how-it-plays';
import { CurrentGameCard, MinimizedBar } from './components/minimized-game';
import { lobbyRows } from './hooks/coinflip-state';
import { useCoinflip } from './hooks/use-coinflip';

function CoinflipGame({ user }: { user: User }) {
  const t = useT<typeof texts>('coinflip');
  const { refreshBalance, setFunFunds } = useAuth();
  const coinflip = useCoinflip({
    player: { id: user._id, username: user.username, token: user.token, funFunds: user.funFunds },
    refreshBalance,
    setFunFunds,
  });
  const { state, connection, connected, busy } = coinflip;
  const { game, phase, minimized, result } = state;
  const popupOpen = game !== null && !minimized;
  // The side card, the window and the corner bar all show the current game from these.
  const view = { phase, result, userId: user._id };
  // The window keeps its last game while it closes, so that focus can return to where it was.
  const shownGame = useRef(game);
  if (game) shownGame.current = game;

  return (
    <Container className={cx('animate-rise-in space-y-4 lg:space-y-5', game && minimized && 'pb-24')}>
      <GameHeader
        title={t('title')}
        subtitle={t('subtitle')}
        icon={CoinIcon}
        badge={
          <Badge tone={connected ? 'win' : connection === 'connecting' ? 'gold' : 'loss'}>
            <span
              aria-hidden="true"
              className={cx(
                'size-1.5 rounded-full bg-current',
                connected ? 'animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_3]' : '',
              )}
            />
            {t(`connection.${connection}`)}
          </Badge>
        }
        actions={<FairnessLink />}
      />

      <FriendChallengeBanner
        userId={user._id}
        game={game}
        waiting={phase === 'waiting'}
        lobby={state.lobby}
        busy={busy}
        onJoin={coinflip.join}
      />

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-5">
        <div className="space-y-6">
          {game && minimized && (
            <CurrentGameCard
              {...view}
              game={game}
              busy={busy}
              onShow={coinflip.restore}
              onCancel={coinflip.cancel}
            />
          )}
          <CreateGamePanel
            balance={user.funFunds}
            connected={connected}
            busy={busy}
            creating={phase === 'creating'}
            error={popupOpen ? null : state.error}
            onCreate={coinflip.create}
            onEdit={coinflip.clearError}
          />
        </div>
        <div className="space-y-6">
          <AvailableGamesPanel
            sessions={lobbyRows(state)}
            loaded={state.lobbyLoaded}
            connected={connected}
            userId={user._id}
            balance={user.funFunds}
            busy={busy}
            joiningId={state.joiningId}
            onJoin={coinflip.join}
            onView={coinflip.restore}
          />
          <HowItPlays />
        </div>
      </div>

      {shownGame.current && (
        <GamePopup
          {...view}
          open={popupOpen}
          game={shownGame.current}
          committedHash={state.committedHash}
          error={state.error}
          callingBot={state.callingBot}
          busy={busy}
          onCancel={coinflip.cancel}
          onCallBot={coinflip.callBot}
          onMinimize={coinflip.minimize}
          onClose={coinflip.close}
        />
      )}
      {/* On the body: the page's rise-in animation would otherwise carry the fixed bar off the screen. */}
      {game &&
        minimized &&
        createPortal(<MinimizedBar {...view} game={game} onRestore={coinflip.restore} />, document.body)}
    </Container>
  );
}

/** /games/coinflip: live two-player coinflip over the shared socket (SPEC.md, Coinflip page). */
export function CoinflipPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <CoinflipGame key={user._id} user={user} />;
}
