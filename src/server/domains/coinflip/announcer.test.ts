import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoinflipResult } from '../../../contract/coinflip';
import { createAnnouncer, SWEEP_GRACE_MS, SWEEP_INTERVAL_MS } from './announcer';
import type { CoinflipBroadcasts } from './broadcasts';
import type { CoinflipService } from './service';

// The timing of announcements, with a fake clock and a fake store of decided sessions.
describe('coinflip announcer', () => {
  const delay = 3_000;
  let unannounced: Map<number, string>;
  let announced: number[];

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    unannounced = new Map();
    announced = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function decideNow(id: number, agoMs = 0) {
    unannounced.set(id, new Date(Date.now() - agoMs).toISOString());
  }

  function announcer() {
    const service = {
      async unannounced() {
        return [...unannounced].map(([id, joinedAt]) => ({ id, joinedAt }));
      },
      // Like the conditional update: only the first caller gets the result.
      async announce(id: number) {
        if (!unannounced.delete(id)) return undefined;
        return { sessionId: id } as CoinflipResult;
      },
    } as unknown as CoinflipService;
    const broadcasts = {
      async finished(result: CoinflipResult) {
        announced.push(result.sessionId);
      },
    } as unknown as CoinflipBroadcasts;
    const logger = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    return createAnnouncer({ service, broadcasts, flipDelayMs: delay, logger });
  }

  it('announces a decided session when the flip delay is over', async () => {
    const a = announcer();
    await a.start();
    decideNow(1);
    a.scheduled(1);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(announced).toEqual([1]);
    a.stop();
  });

  it('at start-up announces overdue sessions at once and the others when they are due', async () => {
    decideNow(1, 60_000);
    decideNow(2, delay);
    decideNow(3, 1_000);
    const a = announcer();
    await a.start();
    expect(announced).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(delay - 1_000);
    expect(announced).toEqual([1, 2, 3]);
    a.stop();
  });

  it('announces a session whose instance died before announcing it, once it is late by the grace', async () => {
    const survivor = announcer();
    await survivor.start();
    decideNow(7); // decided by an instance that then crashed: no timer here
    await vi.advanceTimersByTimeAsync(delay + SWEEP_GRACE_MS + SWEEP_INTERVAL_MS);
    expect(announced).toEqual([7]);
    survivor.stop();
  });

  it('announces once when two instances both time the same session', async () => {
    const [a, b] = [announcer(), announcer()];
    await Promise.all([a.start(), b.start()]);
    decideNow(9);
    a.scheduled(9);
    b.scheduled(9);
    await vi.advanceTimersByTimeAsync(delay + SWEEP_INTERVAL_MS * 2);
    expect(announced).toEqual([9]);
    a.stop();
    b.stop();
  });

  it('stops its timers when the app closes', async () => {
    const a = announcer();
    await a.start();
    decideNow(4);
    a.scheduled(4);
    a.stop();
    await vi.advanceTimersByTimeAsync(delay * 10);
    expect(announced).toEqual([]);
  });
});
