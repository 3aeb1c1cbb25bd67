import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Connected sockets (per instance) and each user's presence settings; Kysely only. */
export function createPresenceRepository(db: Kysely<DB>) {
  return {
    async touchLastOnline(userIds: number[], at: string): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('userPresence')
        .values(userIds.map((userId) => ({ userId, lastOnline: at })))
        .onConflict((oc) => oc.column('userId').doUpdateSet({ lastOnline: at }))
        .execute();
    },

    async usersOfInstance(instanceId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('presenceSockets')
        .select('userId')
        .distinct()
        .where('instanceId', '=', instanceId)
        .execute();
      return rows.map((row) => row.userId);
    },

    settingsOf(userIds: number[]) {
      return db.selectFrom('userPresence').selectAll().where('userId', 'in', userIds).execute();
    },

    /** Per user with a socket seen after `seenAfter`: whether every such socket is idle (1) or not (0). */
    socketsOf(userIds: number[], seenAfter: string) {
      return db
        .selectFrom('presenceSockets')
        .select((eb) => ['userId', eb.fn.min<number>('idle').as('allIdle')])
        .where('userId', 'in', userIds)
        .where('seenAt', '>', seenAfter)
        .groupBy('userId')
        .execute();
    },

    async putSocket(socket: { socketId: string; userId: number; instanceId: string; seenAt: string }) {
      const { socketId, userId, instanceId, seenAt } = socket;
      await db
        .insertInto('presenceSockets')
        .values({ socketId, userId, instanceId, idle: 0, seenAt })
        .onConflict((oc) => oc.column('socketId').doUpdateSet({ userId, instanceId, idle: 0, seenAt }))
        .execute();
    },

    async deleteSocket(socketId: string): Promise<void> {
      await db.deleteFrom('presenceSockets').where('socketId', '=', socketId).execute();
    },

    async setIdle(socketId: string, idle: boolean, seenAt: string): Promise<void> {
      await db
        .updateTable('presenceSockets')
        .set({ idle: idle ? 1 : 0, seenAt })
        .where('socketId', '=', socketId)
        .execute();
    },

    async setDoNotDisturb(userId: number, doNotDisturb: boolean): Promise<void> {
      const flag = doNotDisturb ? 1 : 0;
      await db
        .insertInto('userPresence')
        .values({ userId, doNotDisturb: flag })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ doNotDisturb: flag }))
        .execute();
    },

    async touchInstance(instanceId: string, seenAt: string): Promise<void> {
      await db.updateTable('presenceSockets').set({ seenAt }).where('instanceId', '=', instanceId).execute();
    },

    async deleteStale(seenBefore: string): Promise<void> {
      await db.deleteFrom('presenceSockets').where('seenAt', '<', seenBefore).execute();
    },

    async deleteInstance(instanceId: string): Promise<void> {
      await db.deleteFrom('presenceSockets').where('instanceId', '=', instanceId).execute();
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
