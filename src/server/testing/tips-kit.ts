import { expect } from 'vitest';
import type { Session } from '../../contract/accounts';
import type { TransactionsResponse } from '../../contract/wallet';
import type { DialectName } from '../db/database';
import { fundsAdd, registerAdmin, TEST_ADMIN_EMAIL } from './admin-kit';
import { startCoinflipServer } from './coinflip-kit';
import { friendCalls } from './friends-kit';
import { connectSocket, type TestSocket } from './socket-client';
import { bearer, type TestApp, useForBlock } from './test-app';

// What the tips and rain tests share: a listening server (toasts and chat lines arrive on sockets),
// senders who meet the limits, friends, chatters and what each side's ledger shows.

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export interface TipsServer {
  t: TestApp;
  url: string;
  admin: Session;
  sockets: TestSocket[];
  close(): Promise<void>;
}

/** A listening app with the test admin, for the tests of one describe block. */
export function useTipsServer(dialect: DialectName): TipsServer {
  return useForBlock(async () => {
    // No fold timer: a test folds when it means to (the tips fold before refusing).
    const server = await startCoinflipServer(dialect, {
      adminEmails: [TEST_ADMIN_EMAIL],
      wagerFoldIntervalMs: 0,
    });
    const sockets: TestSocket[] = [];
    return {
      t: server.t,
      url: server.url,
      admin: await registerAdmin(server.t.app),
      sockets,
      async close() {
        for (const socket of sockets) socket.close();
        await server.close();
      },
    };
  });
}

export function tipsCalls(s: TipsServer) {
  const db = () => s.t.database.db;
  const friends = () => friendCalls(s.t);

  /** Adds `amount` FF to the player's balance through the admin's call (the money core, a ledger row). */
  async function fund(player: Session, amount: number): Promise<void> {
    const granted = await s.t.app.inject({
      ...fundsAdd(player._id, amount, 'tips test'),
      headers: bearer(s.admin),
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }

  /** Sets how much the fold has counted the player staking, and when they last bet. */
  async function setWagered(player: Session, wagered: number, lastBetAt = new Date().toISOString()) {
    await db()
      .insertInto('wagerTotals')
      .values({ userId: player._id, wagered, lastBetAt })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ wagered, lastBetAt }))
      .execute();
  }

  /** Makes the player's account `ms` old. */
  async function age(player: Session, ms: number): Promise<void> {
    await db()
      .updateTable('users')
      .set({ createdAt: ago(ms) })
      .where('id', '=', player._id)
      .execute();
  }

  return {
    fund,
    setWagered,
    age,
    ago,
    /** A new player who meets the sender limits (2 days old, 1,000 FF wagered), with `funds` FF more. */
    async sender(funds = 0): Promise<Session> {
      const player = await s.t.register();
      await age(player, 2 * DAY_MS);
      await setWagered(player, 1_000);
      if (funds > 0) await fund(player, funds);
      return player;
    },
    /** Makes two players friends. */
    befriend: (a: Session, b: Session) => friends().befriend(a, b),
    /** A socket signed in as the player, closed with the server. */
    async socketOf(player: Session): Promise<TestSocket> {
      const socket = await connectSocket(s.url, player.token);
      s.sockets.push(socket);
      return socket;
    },
    tip: (from: Session, payload: object) => s.t.call('POST', '/api/social/tips', from, payload),
    rain: (from: Session, payload: object) => s.t.call('POST', '/api/social/rain', from, payload),
    /** The player writes in chat (the chat's own call). */
    async chat(player: Session, text = 'hello'): Promise<number> {
      const posted = await s.t.call('POST', '/api/social/chat', player, { text });
      expect(posted.statusCode, posted.body).toBe(201);
      return posted.json<{ message: { id: number } }>().message.id;
    },
    /** Moves every chat line so far out of the rain's window, so a test starts with a quiet chat. */
    async quietChat(): Promise<void> {
      await db()
        .updateTable('chatMessages')
        .set({ createdAt: ago(DAY_MS) })
        .execute();
    },
    /** Moves one chat line `ms` into the past. */
    async dateChat(id: number, ms: number): Promise<void> {
      await db()
        .updateTable('chatMessages')
        .set({ createdAt: ago(ms) })
        .where('id', '=', id)
        .execute();
    },
    /** The player's latest ledger rows, newest first, as their transactions list shows them. */
    async transactions(player: Session) {
      const response = await s.t.call('GET', '/api/funds/transactions?limit=100', player);
      expect(response.statusCode).toBe(200);
      return response.json<TransactionsResponse>().transactions;
    },
    /** What the sender has sent on their latest day. */
    async sentToday(player: Session): Promise<number> {
      const row = await db()
        .selectFrom('tipDays')
        .select('sent')
        .where('userId', '=', player._id)
        .executeTakeFirst();
      return row ? Number(row.sent) : 0;
    },
  };
}
