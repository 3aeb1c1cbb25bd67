import { describe, expect, it } from 'vitest';
import { startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { pause } from '../../testing/socket-client';
import { bearer, testRedisUrl } from '../../testing/test-app';
import { runAdminCommand } from './admin-cli';
import { tellRunningInstances } from './announce-sessions';

/** Asks `ask` every 50 ms until it answers `wanted`, for at most a second; answers the last answer. */
async function within1s(ask: () => Promise<number>, wanted: number): Promise<number> {
  let answer = await ask();
  for (let waited = 0; answer !== wanted && waited < 1000; waited += 50) {
    await pause(50);
    answer = await ask();
  }
  return answer;
}

const suite = twoInstanceSuite('the admin command line beside running instances');
describe.skipIf(suite.skip)(suite.title, () => {
  it("reaches a running instance at once: a promotion and a demotion change the user's next admin call", async () => {
    const instances = await startInstancePair();
    try {
      const b = instances.instance(1).app;
      const user = await instances.register();
      const adminCall = async () =>
        (await b.inject({ url: '/api/users?limit=1', headers: bearer(user) })).statusCode;
      // What scripts/admin.ts does: the command, then the running instances are told.
      const cli = async (command: string) => {
        const result = await runAdminCommand(instances.testDb.database.db, [command, user.email]);
        expect(result).toMatchObject({ exitCode: 0, changedUserId: user._id });
        const config = { redisUrl: testRedisUrl(), redisKeyPrefix: instances.redisKeyPrefix };
        expect(await tellRunningInstances(config, result.changedUserId)).toBeUndefined();
      };

      // B has the session in memory, without admin rights.
      expect(await adminCall()).toBe(403);
      await cli('promote');
      expect(await within1s(adminCall, 200)).toBe(200);
      await cli('demote');
      expect(await within1s(adminCall, 403)).toBe(403);
    } finally {
      await instances.close();
    }
  });

  it('says so, and keeps the change, when Redis cannot be reached', async () => {
    const config = { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'unreachable' };
    expect(await tellRunningInstances(config, 1)).toMatch(/^The change is saved, but the running instances/);
    expect(await tellRunningInstances(config, undefined)).toBeUndefined();
    expect(await tellRunningInstances({ ...config, redisUrl: undefined }, 1)).toBeUndefined();
  });
});
