import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { nowIso } from '../../clock';
import { migrateToLatest, openDatabase } from '../../db/database';
import {
  exitOf,
  killServers,
  register,
  scratchDatabase,
  startServer,
  stopServer,
} from '../../testing/killable-server';
import { testDialects } from '../../testing/test-app';
import { expectLedgerConsistent } from '../../testing/test-database';
import { missionsOf } from './daily-missions';

// A server killed (SIGKILL: no shutdown) while players claim their finished daily missions at once,
// then started again on the same database, where every player claims every mission again: each
// mission is paid exactly once, with its claim row and its one ledger row, whichever claims the kill
// cut short. A claim is one transaction (the claim row, unique per player, day and mission, and the
// credit), so the kill lands before or after a whole one.

const PLAYERS = 12;
const SIGNUP_FUNDS = 100;

afterAll(killServers);

/** Claims a mission; the answer's status, or 0 when the server went away before answering. */
async function claim(url: string, token: string, missionId: number): Promise<number> {
  try {
    const response = await fetch(`${url}/api/rewards/missions/${missionId}/claim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await response.text();
    return response.status;
  } catch {
    return 0;
  }
}

describe.each(testDialects())('a server killed while missions are claimed on %s', (dialect) => {
  it('pays every finished mission exactly once after a restart', { timeout: 180_000 }, async () => {
    const scratch = scratchDatabase(dialect);
    const database = await openDatabase(scratch.url);
    try {
      await migrateToLatest(database.db, database.schema);
      const first = await startServer(scratch.url, 'missions-admin@example.com');
      const players: Session[] = [];
      for (let i = 0; i < PLAYERS; i += 1) players.push(await register(first, `claimer_${dialect}_${i}`));
      // Every mission of today finished: its progress, as the wager fold keeps it, at its goal.
      const day = nowIso().slice(0, 10);
      const claims = players.flatMap((player) =>
        missionsOf(player._id, day).map((mission) => ({ player, mission })),
      );
      await database.db
        .insertInto('missionProgress')
        .values(
          claims.map(({ player, mission }) => ({
            userId: player._id,
            day,
            missionId: mission.id,
            xp: mission.goal,
          })),
        )
        .execute();

      // Every claim at once; the server is killed as the first answer comes back.
      const killed = exitOf(first.child);
      let answered = false;
      const firstRound = claims.map(({ player, mission }) =>
        claim(first.url, player.token, mission.id).then((status) => {
          if (!answered && status !== 0) {
            answered = true;
            first.child.kill('SIGKILL');
          }
          return status;
        }),
      );
      const statuses = await Promise.all(firstRound);
      await killed;
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(
        statuses.filter((status) => status === 200).length,
        'claims paid before the kill',
      ).toBeGreaterThan(0);
      expect(
        statuses.filter((status) => status === 0).length,
        'claims cut short by the kill',
      ).toBeGreaterThan(0);

      // After the restart each is claimed again: paid now, or found paid.
      const second = await startServer(scratch.url, 'missions-admin@example.com');
      try {
        const again = await Promise.all(
          claims.map(({ player, mission }) => claim(second.url, player.token, mission.id)),
        );
        for (const [i, status] of again.entries()) {
          expect([200, 400], `claim ${i} after the restart`).toContain(status);
          if (statuses[i] === 200) expect(status, `claim ${i}, paid before the kill`).toBe(400);
        }
      } finally {
        await stopServer(second);
      }

      const rows = await database.db
        .selectFrom('missionClaims')
        .select(['userId', 'missionId', 'amount'])
        .execute();
      expect(rows).toHaveLength(claims.length);
      const ledger = await database.db
        .selectFrom('transactions')
        .select(['userId', 'amount'])
        .where('type', '=', 'reward')
        .where('description', 'like', 'Daily mission:%')
        .execute();
      for (const player of players) {
        const own = claims.filter((one) => one.player === player);
        const rewards = own.reduce((sum, { mission }) => sum + mission.reward, 0);
        expect(
          rows
            .filter((row) => row.userId === player._id)
            .map((row) => row.missionId)
            .sort(),
        ).toEqual(own.map(({ mission }) => mission.id).sort());
        expect(ledger.filter((row) => row.userId === player._id)).toHaveLength(own.length);
        expect(await expectLedgerConsistent(database, player._id), `${player.username}'s balance`).toBe(
          SIGNUP_FUNDS + rewards,
        );
      }
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
