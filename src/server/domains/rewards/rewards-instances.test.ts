import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { dailyXpNeeded } from '../../../contract/levels';
import type { Notification } from '../../../contract/notifications';
import { type MissionDefinition, rewardsMessages } from '../../../contract/rewards';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { bearer, expectMessage, registerUser } from '../../testing/test-app';
import { missionsOf } from './daily-missions';
import { finishing, insertMissionRecords, limboBet } from './missions-kit';

const suite = twoInstanceSuite('rewards and notifications on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    pair = await startInstancePair();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await pair?.close();
  });

  /** The player loses `xp` FF at limbo (`xp` XP); answers the balance once folded. */
  async function play(player: Session, xp: number) {
    await insertMissionRecords(pair.testDb.database.db, player._id, new Date().toISOString(), [limboBet(xp)]);
    await pair.instance(1).app.inject({ method: 'GET', url: '/api/rewards', headers: bearer(player) });
    return pair.expectLedgerConsistent(player._id);
  }

  /** 50 concurrent claims at `url`, spread over both instances: one pays, every other gets `refusal`. */
  async function claimFromBoth(player: Session, url: string, refusal: string) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pair.instance(i % 2 === 0 ? 0 : 1).app.inject({ method: 'POST', url, headers: bearer(player) }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) expectMessage(answer, 400, refusal);
  }

  it('pays the daily reward once for 50 concurrent claims spread over both instances', async () => {
    const player = await pair.register();
    const balance = await play(player, dailyXpNeeded(10));
    await claimFromBoth(player, '/api/rewards/daily/claim', rewardsMessages.alreadyClaimed);
    expect(await pair.expectLedgerConsistent(player._id)).toBe(balance + 10);
  });

  it('pays the rakeback once for 50 concurrent claims spread over both instances', async () => {
    const player = await pair.register();
    const balance = await play(player, 7_777);
    await claimFromBoth(player, '/api/rewards/rakeback/claim', rewardsMessages.nothingToClaim);
    expect(await pair.expectLedgerConsistent(player._id)).toBe(balance + 7);
  });

  it('pays a finished mission once for 50 concurrent claims spread over both instances', async () => {
    const player = await pair.register();
    const [mission] = missionsOf(player._id, new Date().toISOString().slice(0, 10)) as [MissionDefinition];
    await insertMissionRecords(
      pair.testDb.database.db,
      player._id,
      new Date().toISOString(),
      finishing(mission),
    );
    await pair.instance(0).app.inject({ method: 'GET', url: '/api/rewards', headers: bearer(player) });
    const balance = await pair.expectLedgerConsistent(player._id);
    await claimFromBoth(
      player,
      `/api/rewards/missions/${mission.id}/claim`,
      rewardsMessages.missionAlreadyClaimed,
    );
    expect(await pair.expectLedgerConsistent(player._id)).toBe(balance + mission.reward);
  });

  it('toasts a player on the other instance of a friend request made on this one', async () => {
    const sender = await pair.register();
    const receiver = await registerUser(pair.instance(0).app);
    const socket = await connectSocket(pair.instance(1).url, receiver.token);
    sockets.push(socket);
    const sent = await pair.instance(0).app.inject({
      method: 'POST',
      url: '/api/social/friend-request',
      headers: bearer(sender),
      payload: { username: receiver.username },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const toast: Notification = await socket.next('notification');
    expect(toast).toMatchObject({ kind: 'friendRequest', data: { from: { id: sender._id } } });
  });
});
