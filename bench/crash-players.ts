import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { CrashState } from '../src/contract/crash';
import { type CrashRoundOpened, crashMessages } from '../src/contract/crash-texts';
import type { ClientToServerEvents, ServerToClientEvents } from '../src/contract/socket-events';
import { elapsedForMultiplier } from '../src/games/crash';
import { probeHealth } from './processes';

// bench:crash's players: every player bets in every round the run plays, at a random moment of the
// first 80 % of its betting phase, and cashes out at a random moment of the round. The benchmark made
// the chain (bench/crash-setup.ts), so it knows each round's crash point: a cash-out drawn to land
// within `marginMs` of the crash, or after it, is not sent (that bet is lost at the crash, as a player's
// who waited too long). So no answer should be "too late"; those that are anyway are counted apart. The
// rounds are followed on a guest socket of the benchmark's own; player i plays on instance i mod n.

export interface Answer {
  status: number;
  ms: number;
  text: string;
}

export interface RoundPlayed {
  id: number;
  crashPoint: number;
  bets: number;
  cashouts: number;
}

export interface Refusals {
  /** Refused as late: bets after the betting phase, cash-outs after the crash (not failures, but slow). */
  late: number;
  /** Any other answer that is not 2xx, or a request that failed: these fail the run. */
  failed: number;
  /** The first few failures, as status and text. */
  examples: string[];
}

export interface PlayResult {
  rounds: RoundPlayed[];
  betMs: number[];
  cashoutMs: number[];
  /** GET /api/health (one `select 1`) sent meanwhile: what any answer of these servers took then. */
  probeMs: number[];
  betRefusals: Refusals;
  cashoutRefusals: Refusals;
}

export interface PlayOptions {
  urls: string[];
  tokens: string[];
  rounds: number;
  crashPointOf(round: number): number;
  marginMs: number;
  progress(text: string): void;
}

const EXAMPLES = 5;
/** Players bet within this share of the betting phase left when they hear of the round. */
const BETTING_SHARE = 0.8;
/**
 * The betting phase a round open when the players arrive must still have, or they wait for the next.
 * With 500 ms, a first round joined late had its thousand bets sent within 400 ms of its start: on
 * PostgreSQL 206 of them came after it and were refused as late, all in that round, in a run whose bets
 * otherwise all came in time.
 */
const JOIN_LEFT_MS = 3_000;
/** The longest a run waits without any crash event (ticks come every 100 ms, betting phases last seconds). */
const QUIET_LIMIT_MS = 120_000;
/** While a round runs, a health request goes every this often, to each instance in turn. */
const PROBE_EVERY_MS = 50;

async function post(url: string, token: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, text: String(error) };
  }
}

/** Each player's GET /api/games/crash, as the crash page's first request (player i on instance i mod n). */
export async function openCrashPage(urls: string[], tokens: string[]): Promise<void> {
  await Promise.all(
    tokens.map(async (token, i) => {
      const answer = await fetch(`${urls[i % urls.length]}/api/games/crash`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`GET /api/games/crash answered ${answer.status}`);
      await answer.arrayBuffer();
    }),
  );
}

function refuse(refusals: Refusals, answer: Answer, lateText: string): void {
  if (answer.status === 400 && answer.text.includes(lateText)) refusals.late += 1;
  else {
    refusals.failed += 1;
    if (refusals.examples.length < EXAMPLES) refusals.examples.push(`${answer.status} ${answer.text}`);
  }
}

/** Plays `rounds` rounds from the next one that opens; resolves when the last one crashed and every answer is in. */
export async function playRounds(options: PlayOptions): Promise<PlayResult> {
  const { urls, tokens, marginMs } = options;
  const result: PlayResult = {
    rounds: [],
    betMs: [],
    cashoutMs: [],
    probeMs: [],
    betRefusals: { late: 0, failed: 0, examples: [] },
    cashoutRefusals: { late: 0, failed: 0, examples: [] },
  };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(urls[0] as string, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  const urlOf = (i: number, path: string) => `${urls[i % urls.length]}/api/games/crash/${path}`;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        work();
      },
      Math.max(0, ms),
    );
    timers.add(timer);
  };

  interface Round {
    played: RoundPlayed;
    betOk: boolean[];
    requests: Promise<void>[];
  }
  let current: Round | undefined;
  let begun = 0;

  function open(view: CrashRoundOpened) {
    const crashPoint = options.crashPointOf(view.id);
    const round: Round = {
      played: { id: view.id, crashPoint, bets: 0, cashouts: 0 },
      betOk: tokens.map(() => false),
      requests: [],
    };
    current = round;
    begun += 1;
    options.progress(`round ${view.id} (crashes at ${crashPoint}x): ${tokens.length} bets`);
    const window = Math.max(0, Date.parse(view.startsAt ?? '') - Date.now()) * BETTING_SHARE;
    tokens.forEach((token, i) => {
      later(Math.random() * window, () => {
        const betAmount = 1 + Math.floor(Math.random() * 100);
        const request = post(urlOf(i, 'bet'), token, { betAmount, autoCashout: null, roundId: view.id }).then(
          (answer) => {
            result.betMs.push(answer.ms);
            if (answer.status === 200) {
              round.betOk[i] = true;
              round.played.bets += 1;
            } else refuse(result.betRefusals, answer, crashMessages.notBetting);
          },
        );
        round.requests.push(request);
      });
    });
  }

  // The reference for the cash-outs' times: a request of the same servers at the same moments that
  // does nothing of ours but one database round trip.
  let probe: { stop(): Promise<number[]> } | undefined;
  function stopProbe(round: Round) {
    const stopping = probe?.stop();
    probe = undefined;
    if (stopping) round.requests.push(stopping.then((times) => void result.probeMs.push(...times)));
  }

  function start(round: Round, startedAt: number) {
    void probe?.stop();
    probe = probeHealth(urls, PROBE_EVERY_MS);
    const crashElapsed = elapsedForMultiplier(round.played.crashPoint);
    tokens.forEach((token, i) => {
      const at = Math.random() * 1.25 * crashElapsed;
      if (at > crashElapsed - marginMs) return;
      later(startedAt + at - Date.now(), () => {
        if (!round.betOk[i]) return;
        const request = post(urlOf(i, 'cashout'), token).then((answer) => {
          result.cashoutMs.push(answer.ms);
          if (answer.status === 200) round.played.cashouts += 1;
          else refuse(result.cashoutRefusals, answer, crashMessages.crashed);
        });
        round.requests.push(request);
      });
    });
  }

  /** The round open now, if its betting phase has at least JOIN_LEFT_MS left: no need to wait for the next. */
  async function joinIfBetting() {
    const answer = await fetch(`${urls[0]}/api/games/crash`);
    if (!answer.ok) throw new Error(`GET /api/games/crash answered ${answer.status}`);
    const { round } = (await answer.json()) as CrashState;
    const left = Date.parse(round.startsAt ?? '') - Date.now();
    if (!current && begun === 0 && round.phase === 'betting' && left >= JOIN_LEFT_MS) open(round);
  }

  let watchdog: NodeJS.Timeout | undefined;
  try {
    return await new Promise<PlayResult>((done, fail) => {
      socket.on('connect_error', (error) => fail(new Error(`the control socket: ${error.message}`)));
      socket.on('disconnect', (reason) => fail(new Error(`the control socket was closed: ${reason}`)));
      socket.on('connect', () => {
        socket.emit('watchCrash', true);
        void joinIfBetting().catch(fail);
      });
      // A server that stopped moving the round would leave the run waiting for ever.
      const watch = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(
          () => fail(new Error(`no crash round event for ${QUIET_LIMIT_MS / 1000} s`)),
          QUIET_LIMIT_MS,
        );
      };
      watch();
      socket.onAny(watch);
      socket.on('crashRoundOpened', (view) => {
        if (!current && begun < options.rounds) open(view);
      });
      socket.on('crashRoundStarted', ({ id, startedAt }) => {
        if (current?.played.id === id) start(current, Date.parse(startedAt));
      });
      socket.on('crashRoundCrashed', ({ id }) => {
        const round = current;
        if (round?.played.id !== id) return;
        // The cash-outs still due were drawn past the crash: none of them is sent.
        stopProbe(round);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        current = undefined;
        void Promise.all(round.requests).then(() => {
          result.rounds.push(round.played);
          options.progress(
            `round ${id}: ${round.played.bets} bets, ${round.played.cashouts} cashed out by their players`,
          );
          if (result.rounds.length >= options.rounds) done(result);
        });
      });
    });
  } finally {
    clearTimeout(watchdog);
    void probe?.stop();
    for (const timer of timers) clearTimeout(timer);
    socket.close();
  }
}
