import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Rows per statement: well under SQLite's 32,766 bound parameters, whatever a tick brings. */
const ROWS_PER_STATEMENT = 1000;

function* slices<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    yield rows.slice(start, start + ROWS_PER_STATEMENT);
  }
}

/** Connected sockets (per instance) and each user's presence settings; Kysely only. */
export function createPresenceRepository(db: Kysely<DB>) {
  return {
    async touchLastOnline(userIds: number[], at: string): Promise<void> {
      // In id order: instances touching the same players at once (a player's pages on two of them, a
      // heartbeat, a shutdown) take their rows in one order, and never deadlock on each other.
      const ordered = [...new Set(userIds)].sort((a, b) => a - b);
      for (const slice of slices(ordered)) {
        await db
          .insertInto('userPresence')
          .values(slice.map((userId) => ({ userId, lastOnline: at })))
          .onConflict((oc) => oc.column('userId').doUpdateSet({ lastOnline: at }))
          .execute();
      }
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

    /** Rows of newly connected sockets; a socket id written again takes the newer row. */
    async putSockets(sockets: { socketId: string; userId: number; instanceId: string; seenAt: string }[]) {
      for (const slice of slices(sockets)) {
        await db
          .insertInto('presenceSockets')
          .values(slice.map((socket) => ({ ...socket, idle: 0 })))
          .onConflict((oc) =>
            oc.column('socketId').doUpdateSet((eb) => ({
              userId: eb.ref('excluded.userId'),
              instanceId: eb.ref('excluded.instanceId'),
              idle: 0,
              seenAt: eb.ref('excluded.seenAt'),
            })),
          )
          .execute();
      }
    },

    async deleteSockets(socketIds: string[]): Promise<void> {
      for (const slice of slices(socketIds)) {
        await db.deleteFrom('presenceSockets').where('socketId', 'in', slice).execute();
      }
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
