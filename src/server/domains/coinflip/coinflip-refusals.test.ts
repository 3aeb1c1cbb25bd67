import { randomBytes as realRandomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COIN_SIDES, coinflipMaxMultiplier, coinflipSeedHash, flipCoin } from '../../../games/coinflip';
import { type Player, useCoinflipServer } from '../../testing/coinflip-kit';
import {
  type Answer,
  expectNothingRevealed,
  HUGE_BALANCE,
  hostileStakes,
  poorPlayer,
  setBalance,
} from '../../testing/refusal-kit';
import { balanceOf, testDialects } from '../../testing/test-app';

// Issue 33 for coinflip: a game against the bot is played once under a flip the creator wins and
// once under one they lose (the session's server seed is chosen through node:crypto); a refusal must
// read the same under both and take no money. A plain session is refused alike too.

/** The server seed the next session gets, when a test chooses it. */
const forced = vi.hoisted(() => ({ seed: undefined as string | undefined }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = (size: number, ...rest: []) =>
    forced.seed !== undefined && size === 32 && rest.length === 0
      ? Buffer.from(forced.seed, 'hex')
      : actual.randomBytes(size, ...rest);
  return { ...actual, default: { ...actual, randomBytes }, randomBytes };
});

/** A server seed under which the creator's call wins or loses against the bot. */
function seedFor(creatorId: number, choice: string, creatorWins: boolean): string {
  for (;;) {
    const serverSeed = realRandomBytes(32).toString('hex');
    if ((flipCoin({ serverSeed, creatorId, opponent: 'bot' }) === choice) === creatorWins) return serverSeed;
  }
}

const stakes = fc.record({
  amount: hostileStakes(coinflipMaxMultiplier()),
  choice: fc.constantFrom(...COIN_SIDES),
  poor: poorPlayer,
});

describe.each(testDialects())('a refused coinflip stake reveals nothing on %s', (dialect) => {
  const s = useCoinflipServer(dialect);

  /** Sends one action as a fresh player (no cooldown in the way) and answers what came back. */
  async function send(
    event: 'playAgainstBot' | 'createSession',
    stake: { amount: number; choice: string },
    isPoor: boolean,
    creatorWins: boolean,
  ): Promise<Answer> {
    const player: Player = await s.player();
    if (!isPoor) await setBalance(s.t.database, player.id, HUGE_BALANCE);
    const before = await balanceOf(s.t.database, player.id);
    const seed = seedFor(player.id, stake.choice, creatorWins);
    forced.seed = seed;
    player.io.socket.emit(event, stake as never);
    const created = player.io.next('sessionCreated', (session) => session.creatorId === player.id, 3000);
    const refused = player.io.next('error', undefined, 3000);
    const answer = await Promise.race([
      created.then((session) => {
        // The session got the chosen seed, so the flip was the one wanted.
        expect(session.serverSeedHash).toBe(coinflipSeedHash(seed));
        return { status: 200, body: 'created' };
      }),
      refused.then((error) => ({ status: 400, body: JSON.stringify(error) })),
    ]).finally(() => {
      forced.seed = undefined;
    });
    // The other one never comes: it gives up on its own.
    created.catch(() => undefined);
    refused.catch(() => undefined);
    if (answer.status !== 200) expect(await balanceOf(s.t.database, player.id)).toBe(before);
    return answer;
  }

  it('answers a refused stake alike whether the creator would win or lose', async () => {
    await fc.assert(
      fc.asyncProperty(stakes, async ({ poor: isPoor, ...stake }) => {
        // One after the other: the chosen seed is one for the whole process.
        const answers = [
          await send('playAgainstBot', stake, isPoor, true),
          await send('playAgainstBot', stake, isPoor, false),
        ];
        expectNothingRevealed(stake, answers);
        const created = await send('createSession', stake, isPoor, true);
        if (answers[0]?.status !== 200) expect(created).toEqual(answers[0]);
      }),
      { numRuns: 10 },
    );
  });
});
