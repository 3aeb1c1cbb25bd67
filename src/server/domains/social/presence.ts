import { randomBytes } from 'node:crypto';
import type { PresenceStatus } from '../../../contract/social';
import { coalescePerTick } from '../../db/group-commit';
import type { PresenceRepository } from './presence-repository';

/** Each instance refreshes its sockets' rows this often... */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** ...and a row not refreshed for this long belongs to a crashed instance and no longer counts. */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

export interface PresenceState {
  status: PresenceStatus;
  lastOnline: string | null;
  doNotDisturb: boolean;
}

interface SocketOfUser {
  socketId: string;
  userId: number;
}

/** An upsert may touch a row once per statement (PostgreSQL refuses a second time). */
const distinctUsers = (sockets: SocketOfUser[]) => [...new Set(sockets.map((socket) => socket.userId))];

/**
 * DECISIONS.md 7: online while a socket of the user is connected (on any instance), away when every
 * such socket reports 5 idle minutes, busy when the user chose 'Do not disturb', else offline with
 * lastOnline. Connected sockets live in the database so that every instance sees them.
 */
export function createPresence(repository: PresenceRepository, now: () => Date = () => new Date()) {
  const instanceId = randomBytes(8).toString('hex');
  const iso = () => now().toISOString();
  const staleBefore = () => new Date(now().getTime() - PRESENCE_STALE_MS).toISOString();

  async function of(userIds: number[]): Promise<Map<number, PresenceState>> {
    const byUser = new Map<number, PresenceState>(
      userIds.map((id) => [id, { status: 'offline', lastOnline: null, doNotDisturb: false }]),
    );
    if (userIds.length === 0) return byUser;
    const [settings, sockets] = await Promise.all([
      repository.settingsOf(userIds),
      repository.socketsOf(userIds, staleBefore()),
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

  // Ten thousand players reconnecting after a restart would be sixty thousand statements one by one.
  const connections = coalescePerTick<SocketOfUser>(async (sockets) => {
    const at = iso();
    const latest = new Map(sockets.map((socket) => [socket.socketId, socket]));
    await repository.putSockets(
      [...latest.values()].map((socket) => ({ ...socket, instanceId, seenAt: at })),
    );
    await repository.touchLastOnline(distinctUsers(sockets), at);
  });
  const disconnections = coalescePerTick<SocketOfUser>(async (sockets) => {
    await repository.deleteSockets([...new Set(sockets.map((socket) => socket.socketId))]);
    await repository.touchLastOnline(distinctUsers(sockets), iso());
  });

  return {
    of,

    async one(userId: number): Promise<PresenceState> {
      return (await of([userId])).get(userId) as PresenceState;
    },

    /** Counts a newly connected socket; written together with the others of its tick. */
    connected: (socketId: string, userId: number) => connections({ socketId, userId }),

    /** Writes a socket off and its user's lastOnline, together with the others of its tick. */
    disconnected: (socketId: string, userId: number) => disconnections({ socketId, userId }),

    async setIdle(socketId: string, idle: boolean) {
      await repository.setIdle(socketId, idle, iso());
    },

    setDoNotDisturb: repository.setDoNotDisturb,

    /** Keeps this instance's sockets counted and their users' lastOnline fresh; drops rows gone stale. */
    async heartbeat() {
      const at = iso();
      await repository.touchInstance(instanceId, at);
      const userIds = await repository.usersOfInstance(instanceId);
      await repository.touchLastOnline(userIds, at);
      await repository.deleteStale(staleBefore());
    },

    /** On shutdown: this instance's sockets are gone; their users were online until now. */
    async forgetInstance() {
      const userIds = await repository.usersOfInstance(instanceId);
      await repository.touchLastOnline(userIds, iso());
      await repository.deleteInstance(instanceId);
      return userIds;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
