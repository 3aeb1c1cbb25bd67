import { describe, expect, it } from 'vitest';
import type { EventLoopStats } from '../../contract/admin';
import { as, registerAdmin, TEST_ADMIN_EMAIL } from '../testing/admin-kit';
import { buildTestApp } from '../testing/test-app';

/** Holds the event loop for `ms`. */
function busyFor(ms: number) {
  const start = performance.now();
  while (performance.now() - start < ms) {
    // busy
  }
}

describe('the event loop figures (EVENT_LOOP_STATS=1)', () => {
  it('tell admins the longest stall since the last read', async () => {
    const t = await buildTestApp('sqlite', { adminEmails: [TEST_ADMIN_EMAIL], eventLoopStats: true });
    try {
      const admin = await registerAdmin(t.app);
      const read = async () =>
        (
          await t.app.inject({ method: 'GET', url: '/api/admin/event-loop', ...as(admin) })
        ).json<EventLoopStats>();
      await read();
      // A task that holds the loop for 40 ms.
      await new Promise((done) => setTimeout(done, 20));
      const start = performance.now();
      busyFor(40);
      await new Promise((done) => setTimeout(done, 20));
      const stalled = await read();
      expect(stalled.maxMs).toBeGreaterThanOrEqual(35);
      expect(stalled.sinceMs).toBeGreaterThanOrEqual(stalled.maxMs);
      // ... and when: a listed turn covers the busy 40 ms (a loaded machine may add others).
      const startedAt = performance.timeOrigin + start;
      const covers = stalled.lateTurns.filter(
        (turn) => turn.atMs <= startedAt + 5 && turn.atMs + turn.lateMs >= startedAt + 40,
      );
      expect(covers).toHaveLength(1);
      // Each read starts a new window.
      expect((await read()).sinceMs).toBeLessThan(stalled.sinceMs);
      // A stall straight after a read counts too (the histogram alone drops the first delay after a reset).
      await read();
      busyFor(40);
      await new Promise((done) => setTimeout(done, 20));
      expect((await read()).maxMs).toBeGreaterThanOrEqual(35);
      // A stall that a read comes in the middle of counts in the next window for its part after the read.
      busyFor(40);
      await read();
      await new Promise((done) => setTimeout(done, 20));
      const next = await read();
      expect(next.sinceMs).toBeGreaterThanOrEqual(next.maxMs);

      const player = await t.register();
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/event-loop', ...as(player) });
      expect(refused.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('are not served unless asked for', async () => {
    const t = await buildTestApp('sqlite', { adminEmails: [TEST_ADMIN_EMAIL] });
    try {
      const admin = await registerAdmin(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/event-loop', ...as(admin) });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
