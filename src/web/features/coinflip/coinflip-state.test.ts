import { describe, expect, it } from 'vitest';
import { type CoinflipResult, type CoinflipSession, coinflipMessages } from '../../../contract/coinflip';
import { coinflipClientSeed, flipCoin } from '../../../games/coinflip';
import { hashServerSeed } from '../../../games/fair';
import {
  type CoinflipAction,
  type CoinflipState,
  coinflipReducer,
  initialCoinflipState,
  isBusy,
  lobbyRows,
  resultFromSession,
} from './hooks/coinflip-state';
import { verifyCoinflip } from './verify';

const ME = 7;
const OTHER = 9;
const SEED = 'a'.repeat(64);

function session(overrides: Partial<CoinflipSession> = {}): CoinflipSession {
  return {
    id: 1,
    creator: 'me',
    creatorId: ME,
    opponent: null,
    opponentId: null,
    opponentIsBot: false,
    amount: 10,
    status: 'waiting',
    choice: 'heads',
    serverSeedHash: hashServerSeed(SEED),
    createdAt: '2025-01-01T00:00:00.000Z',
    joinedAt: null,
    result: null,
    winner: null,
    serverSeed: null,
    ...overrides,
  };
}

function joined(base: CoinflipSession, opponentId = OTHER): CoinflipSession {
  return { ...base, status: 'active', opponent: 'other', opponentId, joinedAt: '2025-01-01T00:00:01.000Z' };
}

function resultOf(base: CoinflipSession): CoinflipResult {
  const active = base.status === 'waiting' ? joined(base) : base;
  const side = flipCoin({
    serverSeed: SEED,
    creatorId: active.creatorId,
    opponent: active.opponentId ?? 'bot',
  });
  const winner = side === active.choice ? active.creatorId : (active.opponentId ?? 'bot');
  const done: CoinflipSession = { ...active, status: 'completed', result: side, winner, serverSeed: SEED };
  const result = resultFromSession(done);
  if (!result) throw new Error('a completed session gives a result');
  return result;
}

function run(actions: CoinflipAction[], from: CoinflipState = initialCoinflipState(ME)): CoinflipState {
  return actions.reduce(coinflipReducer, from);
}

describe('coinflip client states (SPEC.md section 4)', () => {
  it('goes idle -> creating -> waiting -> playing -> result', () => {
    const own = session();
    const creating = run([{ type: 'createRequested' }]);
    expect(creating.phase).toBe('creating');
    expect(isBusy(creating)).toBe(true);
    const waiting = run([{ type: 'sessionCreated', session: own }], creating);
    expect(waiting).toMatchObject({ phase: 'waiting', game: own, pending: null, minimized: false });
    const playing = run([{ type: 'sessionJoined', session: joined(own) }], waiting);
    expect(playing.phase).toBe('playing');
    const result = resultOf(own);
    const done = run([{ type: 'gameResult', result }], playing);
    expect(done).toMatchObject({ phase: 'result', result });
    expect(done.committedHash).toBe(own.serverSeedHash);
  });

  it('ignores other players’ sessions except in the lobby', () => {
    const theirs = session({ id: 2, creatorId: OTHER, creator: 'other' });
    const state = run([{ type: 'sessionCreated', session: theirs }]);
    expect(state.phase).toBe('idle');
    expect(lobbyRows(state)).toEqual([theirs]);
    const busyElsewhere = run([{ type: 'sessionJoined', session: joined(theirs, 11) }], state);
    expect(busyElsewhere.phase).toBe('idle');
    expect(busyElsewhere.lobby[0]?.status).toBe('active');
  });

  it('lets a joiner go straight to playing and opens the window', () => {
    const theirs = session({ id: 3, creatorId: OTHER, creator: 'other' });
    const state = run([
      { type: 'activeSessions', sessions: [theirs] },
      { type: 'joinRequested', sessionId: 3 },
      { type: 'sessionJoined', session: joined(theirs, ME) },
    ]);
    expect(state).toMatchObject({ phase: 'playing', pending: null, joiningId: null, minimized: false });
  });

  it('returns to idle on cancel or removal, but not in the result view', () => {
    const own = session();
    const waiting = run([{ type: 'sessionCreated', session: own }]);
    expect(run([{ type: 'cancelRequested' }, { type: 'sessionRemoved', sessionId: 1 }], waiting).phase).toBe(
      'idle',
    );
    const done = run(
      [
        { type: 'sessionJoined', session: joined(own) },
        { type: 'gameResult', result: resultOf(own) },
      ],
      waiting,
    );
    expect(run([{ type: 'sessionRemoved', sessionId: 1 }], done).phase).toBe('result');
  });

  it('closing resets in the result view and only minimises otherwise', () => {
    const waiting = run([{ type: 'sessionCreated', session: session() }]);
    const minimised = run([{ type: 'close' }], waiting);
    expect(minimised).toMatchObject({ phase: 'waiting', minimized: true });
    expect(run([{ type: 'restore' }], minimised).minimized).toBe(false);
    const done = run([{ type: 'gameResult', result: resultOf(session()) }], waiting);
    expect(run([{ type: 'close' }], done)).toMatchObject({ phase: 'idle', game: null, result: null });
  });

  it('a server error clears the bot call and sends creating back to idle', () => {
    const creating = run([{ type: 'createRequested' }, { type: 'serverError', message: 'nope' }]);
    expect(creating).toMatchObject({ phase: 'idle', error: 'nope', pending: null });
    const calling = run([{ type: 'sessionCreated', session: session() }, { type: 'botCallRequested' }]);
    expect(calling.callingBot).toBe(true);
    expect(run([{ type: 'serverError', message: 'x' }], calling)).toMatchObject({
      phase: 'waiting',
      callingBot: false,
    });
    const timedOut = run(
      [{ type: 'botCallTimedOut', message: 'Bot call timed out. Please try again.' }],
      calling,
    );
    expect(timedOut).toMatchObject({ callingBot: false, error: 'Bot call timed out. Please try again.' });
  });

  it('a bot game created already taken goes straight to playing', () => {
    const bot = { ...session(), status: 'active' as const, opponent: 'Bot', opponentIsBot: true };
    const state = run([{ type: 'createRequested' }, { type: 'sessionCreated', session: bot }]);
    expect(state.phase).toBe('playing');
    expect(run([{ type: 'sessionJoined', session: bot }], state).phase).toBe('playing');
  });

  it('resumes an open session on (re)connect and shows a result missed offline', () => {
    expect(run([{ type: 'userSessions', sessions: [session()] }]).phase).toBe('waiting');
    const active = joined(session());
    expect(run([{ type: 'userSessions', sessions: [active] }]).phase).toBe('playing');
    const playing = run([{ type: 'userSessions', sessions: [active] }]);
    const finished = resultOf(session()).session;
    expect(run([{ type: 'userSessions', sessions: [finished] }], playing).phase).toBe('result');
    expect(run([{ type: 'userSessions', sessions: [finished] }]).phase).toBe('idle');
  });

  it("drops 'not connected' once the socket connects, and keeps any other message", () => {
    const notConnected = { type: 'clientError', message: coinflipMessages.notConnected } as const;
    expect(run([notConnected, { type: 'connected' }]).error).toBeNull();
    const other = { type: 'clientError', message: coinflipMessages.processing } as const;
    expect(run([other, { type: 'connected' }]).error).toBe(coinflipMessages.processing);
  });

  it('lists waiting games before games in progress and drops finished ones', () => {
    const a = joined(session({ id: 1, creatorId: OTHER }), 11);
    const b = session({ id: 2, creatorId: OTHER });
    const c = { ...session({ id: 3 }), status: 'completed' as const };
    const state = run([{ type: 'activeSessions', sessions: [a, b, c] }]);
    expect(lobbyRows(state).map((s) => s.id)).toEqual([2, 1]);
  });
});

describe('verifyCoinflip', () => {
  it('confirms the commitment and recomputes the flip', () => {
    const result = resultOf(session());
    expect(result.clientSeed).toBe(coinflipClientSeed(ME, OTHER));
    const check = verifyCoinflip(result, hashServerSeed(SEED));
    expect(check).toMatchObject({ hashMatches: true, clientSeedMatches: true, resultMatches: true });
    expect(verifyCoinflip(result, hashServerSeed('other')).hashMatches).toBe(false);
  });
});
