import { describe, expect, it } from 'vitest';
import type { CoinflipResult } from '../../../contract/coinflip';
import { BOT_PLAYER, flipCoin } from '../../../games/coinflip';
import type { WalletService } from '../../core/money/wallet-service';
import { createUnitOfWork } from '../../db/unit-of-work';
import { useCoinflipServer } from '../../testing/coinflip-kit';
import { bearer, testDialects } from '../../testing/test-app';
import { createCoinflipRepository } from '../coinflip/repository';
import { createCoinflipService } from '../coinflip/service';
import { createBetList } from './bet-list';
import { createFairnessRepository } from './repository';
import { createRtpService } from './rtp-service';
import { createFairnessService } from './service';

describe.each(testDialects())('coinflip rounds on the Fairness page on %s', (dialect) => {
  const s = useCoinflipServer(dialect);

  /** What the coinflip domain hands the fairness domain: its rounds, read through its service. */
  function services() {
    const { db } = s.t.database;
    const uow = createUnitOfWork(db, s.t.database.dialect);
    // Only the service's reads are used here: no money moves, so no wallet is needed.
    const rounds = createCoinflipService(uow, {} as WalletService, createCoinflipRepository(db)).rounds;
    const fairness = createFairnessService(uow, createFairnessRepository(db));
    const rtp = createRtpService(db, { cacheMs: 0 });
    rtp.showCoinflipRounds(rounds);
    return { betList: createBetList(fairness, () => rounds), rtp };
  }

  it('lists a player’s announced rounds with their seeds, counts them in the measured return', async () => {
    const solo = await s.player();
    const [creator, joiner] = [await s.player(), await s.player()];
    solo.io.socket.emit('playAgainstBot', { amount: 10, choice: 'heads' });
    const botResult: CoinflipResult = await solo.io.next('gameResult');
    creator.io.socket.emit('createSession', { amount: 20, choice: 'tails' });
    const created = await creator.io.next('sessionCreated', (x) => x.creatorId === creator.id);
    joiner.io.socket.emit('joinSession', { sessionId: created.id });
    const duel: CoinflipResult = await joiner.io.next('gameResult');
    const dice = await s.t.app.inject({
      method: 'POST',
      url: '/api/games/dice',
      headers: bearer(solo.user),
      payload: { betAmount: 5, prediction: 'over', targetNumber: 2 },
    });
    expect(dice.statusCode).toBe(200);

    const { betList, rtp } = services();
    const [newest, flip] = await betList.bets(solo.id, undefined, 20);
    expect(newest).toMatchObject({ _id: dice.json().betId, game: 'dice' });
    const botWon = botResult.winner === BOT_PLAYER;
    expect(flip).toMatchObject({
      _id: botResult.sessionId,
      game: 'coinflip',
      betAmount: 10,
      payout: botWon ? 0 : 20,
      profit: botWon ? -10 : 10,
      details: { sessionId: botResult.sessionId, side: 'heads', result: botResult.result, opponent: 'Bot' },
      serverSeed: botResult.serverSeed,
      serverSeedHash: botResult.serverSeedHash,
      clientSeed: `${solo.id}:bot`,
      nonce: 0,
    });
    // The seeds recompute the flip.
    expect(flipCoin({ serverSeed: String(flip?.serverSeed), creatorId: solo.id, opponent: BOT_PLAYER })).toBe(
      botResult.result,
    );
    expect(await betList.bets(solo.id, 'coinflip', 20)).toEqual([flip]);
    expect(await betList.bets(solo.id, 'dice', 20)).toEqual([newest]);
    expect(await betList.bet(solo.id, botResult.sessionId, 'coinflip')).toEqual(flip);
    // Another player's round is not found; without game=coinflip the id names a bet record.
    await expect(betList.bet(creator.id, botResult.sessionId, 'coinflip')).rejects.toMatchObject({
      statusCode: 404,
    });

    // The joiner played the side opposite the creator's.
    const [joined] = await betList.bets(joiner.id, undefined, 20);
    expect(joined).toMatchObject({ _id: duel.sessionId, game: 'coinflip', betAmount: 20 });
    expect(joined?.details).toMatchObject({ side: 'heads', opponent: creator.user.username });
    expect(joined?.payout).toBe(duel.winner === joiner.id ? 40 : 0);

    // Three bets: the solo player's, and both players' of the duel (between them they get 40 of 40).
    const coinflip = (await rtp.rtp()).games.find((g) => g.game === 'coinflip');
    const returns = [botWon ? 0 : 2, 2, 0];
    const mean = returns.reduce((a, r) => a + r, 0) / 3;
    expect(coinflip).toMatchObject({ theoreticalRtp: 1, bets: 3, last24h: { bets: 3 } });
    expect(coinflip?.measuredRtp).toBeCloseTo(mean, 12);
  });
});
