import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PresenceStatus } from '../../../contract/social';
import type { DB } from '../../db/schema';

/** Each instance refreshes its sockets' rows this often... */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** ...and a row not refreshed for this long belongs to a crashed instance and no longer counts. */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

export interface PresenceState {
  status: PresenceStatus;
  lastOnline: string | null;
  doNotDisturb: boolean;
}

/**
 * DECISIONS.md 7: online while a socket of the user is connected (on any instance), away when every
 * such socket reports 5 idle minutes, busy when the user chose 'Do not disturb', else offline with
 * lastOnline. Connected sockets live in the database so that every instance sees them.
 */
export function createPresence(db: Kysely<DB>, now: () => Date = () => new Date()) {
  const instanceId = randomBytes(8).toString('hex');
  const iso = () => now().toISOString();

  async function touchLastOnline(userIds: number[], at: string) {
    if (userIds.length === 0) return;
    await db
      .insertInto('userPresence')
      .values(userIds.map((userId) => ({ userId, lastOnline: at })))
      .onConflict((oc) => oc.column('userId').doUpdateSet({ lastOnline: at }))
      .execute();
  }

  async function usersOfThisInstance(): Promise<number[]> {
    const rows = await db
      .selectFrom('presenceSockets')
      .select('userId')
      .distinct()
      .where('instanceId', '=', instanceId)
      .execute();
    return rows.map((row) => row.userId);
  }

  async function of(userIds: number[]): Promise<Map<number, PresenceState>> {
    const byUser = new Map<number, PresenceState>(
      userIds.map((id) => [id, { status: 'offline', lastOnline: null, doNotDisturb: false }]),
    );
    if (userIds.length === 0) return byUser;
    const cutoff = new Date(now().getTime() - PRESENCE_STALE_MS).toISOString();
    const [settings, sockets] = await Promise.all([
      db.selectFrom('userPresence').selectAll().where('userId', 'in', userIds).execute(),
      db
        .selectFrom('presenceSockets')
        .select((eb) => ['userId', eb.fn.min<number>('idle').as('allIdle')])
        .where('userId', 'in', userIds)
        .where('seenAt', '>', cutoff)
        .groupBy('userId')
        .execute(),
    ]);
    for (const row of settings) {
      const state = byUser.get(row.userId);
      if (!state) continue;
      state.lastOnline = row.lastOnline;
      state.doNotDisturb = row.doNotDisturb === 1;
    }
    for (const row of sockets) {
      const state = byUser.get(row.userId);
      if (!state) continue;
      state.status = state.doNotDisturb ? 'busy' : Number(row.allIdle) === 1 ? 'away' : 'online';
    }
    return byUser;
  }

  return {
    of,

    async one(userId: number): Promise<PresenceState> {
      return (await of([userId])).get(userId) as PresenceState;
    },

    async connected(socketId: string, userId: number) {
      const at = iso();
      await db
        .insertInto('presenceSockets')
        .values({ socketId, userId, instanceId, idle: 0, seenAt: at })
        .onConflict((oc) => oc.column('socketId').doUpdateSet({ userId, instanceId, idle: 0, seenAt: at }))
        .execute();
      await touchLastOnline([userId], at);
    },

    async disconnected(socketId: string, userId: number) {
      await db.deleteFrom('presenceSockets').where('socketId', '=', socketId).execute();
      await touchLastOnline([userId], iso());
    },

    async setIdle(socketId: string, idle: boolean) {
      await db
        .updateTable('presenceSockets')
        .set({ idle: idle ? 1 : 0, seenAt: iso() })
        .where('socketId', '=', socketId)
        .execute();
    },

    async setDoNotDisturb(userId: number, doNotDisturb: boolean) {
      const flag = doNotDisturb ? 1 : 0;
      await db
        .insertInto('userPresence')
        .values({ userId, doNotDisturb: flag })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ doNotDisturb: flag }))
        .execute();
    },

    /** Keeps this instance's sockets counted and their users' lastOnline fresh; drops rows gone stale. */
    async heartbeat() {
      const at = iso();
      await db
        .updateTable('presenceSockets')
        .set({ seenAt: at })
        .where('instanceId', '=', instanceId)
        .execute();
      const userIds = await usersOfThisInstance();
      await touchLastOnline(userIds, at);
      const cutoff = new Date(now().getTime() - PRESENCE_STALE_MS).toISOString();
      await db.deleteFrom('presenceSockets').where('seenAt', '<', cutoff).execute();
    },

    /** On shutdown: this instance's sockets are gone; their users were online until now. */
    async forgetInstance() {
      const userIds = await usersOfThisInstance();
      await touchLastOnline(userIds, iso());
      await db.deleteFrom('presenceSockets').where('instanceId', '=', instanceId).execute();
      return userIds;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
