import { describe, expect, it } from 'vitest';
import { type CrashFinishedRound, crashMessages } from '../../../contract/crash';
import { crashPointFromHash, elapsedForMultiplier } from '../../../games/crash';
import { verifyLink } from '../../../games/crash-chain';
import { between, buildCrashApp, CRASH_TEST_SALT, crashPointsOf, seedWhere } from '../../testing/crash-kit';
import { expectMessage, testDialects } from '../../testing/test-app';

// One round's life on the real clock, from the chain of a fixed seed (testing/crash-kit.ts).
describe.each(testDialects())('crash rounds on %s', (dialect) => {
  it('opens, runs, ticks, crashes at the chain point and reveals a hash that verifies', async () => {
    const seed = seedWhere([between(1.05, 1.25), between(1, 1.1)]);
    const [point1, point2] = crashPointsOf(seed, 2);
    const crash = await buildCrashApp(dialect, seed, { crashBettingMs: 600 });
    try {
      const betting = await crash.state();
      expect(betting.round).toMatchObject({ id: 1, phase: 'betting', bets: [] });
      expect(betting.round.startsAt).toBeDefined();
      expect(betting.history).toEqual([]);
      expect(betting.chain.salt).toBe(CRASH_TEST_SALT);
      expectMessage(
        await crash.t.call('GET', '/api/games/crash/rounds/1'),
        404,
        crashMessages.roundNotFinished,
      );
      expectMessage(
        await crash.t.call('GET', '/api/games/crash/rounds/99'),
        404,
        crashMessages.roundNotFound,
      );

      const started = await crash.watcher.next('crashRoundStarted', (p) => p.id === 1);
      const running = await crash.state();
      expect(running.round).toMatchObject({ id: 1, phase: 'running', startedAt: started.startedAt });
      // Nothing that depends on the crash point before the crash: no hash, no point, none in the text.
      for (const answer of [betting, running]) {
        expect(answer.round.hash).toBeUndefined();
        expect(answer.round.crashPoint).toBeUndefined();
      }
      expectMessage(
        await crash.t.call('GET', '/api/games/crash/rounds/1'),
        404,
        crashMessages.roundNotFinished,
      );

      const crashed = await crash.watcher.next('crashRoundCrashed', (p) => p.id === 1, 10_000);
      expect(crashed.crashPoint).toBe(point1);
      expect(crashed.elapsedMs).toBe(elapsedForMultiplier(point1 as number));
      expect(verifyLink(crashed.hash, betting.chain.terminalHash)).toBe(true);
      expect(crashPointFromHash(crashed.hash, CRASH_TEST_SALT)).toBe(point1);

      const ticks = crash.watcher.all('crashTick').filter((tick) => tick.id === 1);
      expect(ticks.length).toBeGreaterThan(0);
      // At most 10 a second (one in each tenth of a second of the curve), always below the point.
      expect(ticks.length).toBeLessThanOrEqual(Math.ceil(crashed.elapsedMs / 100) + 1);
      for (const [i, tick] of ticks.entries()) {
        expect(tick.multiplier).toBeLessThan(point1 as number);
        const slot = (at: number | undefined) => Math.floor((at ?? -100) / 100);
        if (i > 0) expect(slot(tick.elapsedMs)).toBeGreaterThan(slot(ticks[i - 1]?.elapsedMs));
      }

      const finished = (await crash.t.call('GET', '/api/games/crash/rounds/1')).json<CrashFinishedRound>();
      expect(finished).toEqual({ id: 1, hash: crashed.hash, crashPoint: point1, bets: [] });
      const paused = await crash.state();
      expect(paused.round).toMatchObject({ id: 1, phase: 'crashed', hash: crashed.hash, crashPoint: point1 });

      await crash.watcher.next('crashRoundOpened', (p) => p.id === 2);
      const second = await crash.watcher.next('crashRoundCrashed', (p) => p.id === 2, 10_000);
      expect(second.crashPoint).toBe(point2);
      // The chain is used backwards: round 2's hash, hashed once, is round 1's.
      expect(verifyLink(second.hash, crashed.hash)).toBe(true);
      await crash.watcher.next('crashRoundOpened', (p) => p.id === 3);
      expect((await crash.state()).history).toEqual([
        { id: 2, crashPoint: point2, hash: second.hash },
        { id: 1, crashPoint: point1, hash: crashed.hash },
      ]);
    } finally {
      await crash.close();
    }
  });
});
