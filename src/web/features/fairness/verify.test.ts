import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../../contract/fairness';
import { BOT_PLAYER, type CoinSide, coinflipSeedHash, flipCoin, oppositeSide } from '../../../games/coinflip';
import { fairFloats, hashServerSeed } from '../../../games/fair';
import { limboRule } from '../../../games/limbo';
import { plinkoRule } from '../../../games/plinko';
import { verifyBet } from './verify';
import { flipFromSeeds } from './verify-coinflip';

const seed = { serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', clientSeed: 'lucky', nonce: 7 };

/** A record as the server writes it, decided by the game's own rule from the seed. */
function recordOf(game: string, details: Record<string, unknown>, payout: number): BetRecord {
  return {
    _id: 1,
    game,
    betAmount: 10,
    payout,
    profit: payout - 10,
    details,
    serverSeedHash: hashServerSeed(seed.serverSeed),
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
    serverSeed: seed.serverSeed,
    createdAt: '2025-03-04T12:00:00.000Z',
  };
}

describe('verifyBet for the declared instant games', () => {
  it('a limbo bet matches, and a changed result or payout does not', () => {
    const options = { target: 1.5 };
    const decision = limboRule.decide(10, options, fairFloats(seed, limboRule.floatCount(options)));
    const bet = recordOf('limbo', decision.details, decision.payout);
    const checked = verifyBet(bet);
    expect(checked).toMatchObject({ status: 'checked', match: true });
    expect(checked.status === 'checked' && checked.outcome).toEqual({
      game: 'limbo',
      result: decision.outcome.result,
      target: 1.5,
    });
    expect(verifyBet({ ...bet, payout: bet.payout + 1 })).toMatchObject({ match: false });
    expect(verifyBet({ ...bet, details: { ...bet.details, result: 999 } })).toMatchObject({ match: false });
  });

  it('a plinko drop matches on path, slot and payout', () => {
    const options = { rows: 12, risk: 'high' as const };
    const decision = plinkoRule.decide(10, options, fairFloats(seed, plinkoRule.floatCount(options)));
    const bet = recordOf('plinko', decision.details, decision.payout);
    const checked = verifyBet(bet);
    expect(checked).toMatchObject({ status: 'checked', match: true });
    expect(checked.status === 'checked' && checked.checks.map((item) => item.label)).toEqual([
      'Server seed hash',
      'Path',
      'Slot',
      'Payout',
    ]);
    const path = decision.outcome.path.map((step) => 1 - step);
    expect(verifyBet({ ...bet, details: { ...bet.details, path } })).toMatchObject({ match: false });
  });

  it('a record without its details cannot be recomputed', () => {
    expect(verifyBet(recordOf('plinko', { rows: 40 }, 0))).toEqual({ status: 'invalid' });
    expect(verifyBet(recordOf('limbo', {}, 0))).toEqual({ status: 'invalid' });
  });
});

describe('verifyBet for coinflip rounds', () => {
  const serverSeed = 'f00dfeedc0ffee11f00dfeedc0ffee11f00dfeedc0ffee11f00dfeedc0ffee11';

  /** A round as the bet list writes it for the player who called `side` (nonce 0, 2x the stake to the winner). */
  function roundOf(creatorId: number, opponent: number | typeof BOT_PLAYER, side: CoinSide): BetRecord {
    const result = flipCoin({ serverSeed, creatorId, opponent });
    const payout = side === result ? 40 : 0;
    return {
      ...recordOf('coinflip', { sessionId: 31, side, result, opponent: 'Bot' }, payout),
      _id: 31,
      betAmount: 20,
      profit: payout - 20,
      serverSeed,
      serverSeedHash: coinflipSeedHash(serverSeed),
      clientSeed: `${creatorId}:${opponent}`,
      nonce: 0,
    };
  }

  it('a true round matches on the seed hash, nonce, flip and payout, for the winner and the loser', () => {
    const result = flipCoin({ serverSeed, creatorId: 12, opponent: BOT_PLAYER });
    const winner = roundOf(12, BOT_PLAYER, result);
    const checked = verifyBet(winner);
    expect(checked).toMatchObject({ status: 'checked', match: true });
    expect(checked.status === 'checked' && checked.outcome).toEqual({
      game: 'coinflip',
      result,
      side: result,
      payout: 40,
    });
    expect(checked.status === 'checked' && checked.checks.map((item) => item.label)).toEqual([
      'Server seed hash',
      'Nonce',
      'Flip',
      'Payout',
    ]);
    // The joiner of a duel called the other side and was paid nothing.
    const loser = roundOf(12, 34, oppositeSide(flipCoin({ serverSeed, creatorId: 12, opponent: 34 })));
    expect(loser.payout).toBe(0);
    expect(verifyBet(loser)).toMatchObject({ status: 'checked', match: true, outcome: { payout: 0 } });
    expect(flipFromSeeds(serverSeed, '12:bot')).toBe(result);
  });

  it('a tampered round does not match, whichever field was changed', () => {
    const bet = roundOf(12, BOT_PLAYER, 'heads');
    const other = oppositeSide(bet.details.result as CoinSide);
    const mismatched = (changed: BetRecord, label: string) => {
      const checked = verifyBet(changed);
      expect(checked).toMatchObject({ status: 'checked', match: false });
      const failed = checked.status === 'checked' ? checked.checks.filter((item) => !item.match) : [];
      expect(failed.map((item) => item.label)).toEqual([label]);
    };
    mismatched({ ...bet, details: { ...bet.details, result: other } }, 'Flip');
    mismatched({ ...bet, payout: bet.payout === 0 ? 40 : 0 }, 'Payout');
    mismatched({ ...bet, serverSeedHash: hashServerSeed('another seed') }, 'Server seed hash');
    mismatched({ ...bet, nonce: 1 }, 'Nonce');
    // Another seed flips its own coin: the hash no longer matches, and the flip may not either.
    expect(verifyBet({ ...bet, serverSeed: `${serverSeed}0` })).toMatchObject({ match: false });
  });

  it('a round whose client seed is not its players’ ids, or without its sides, cannot be recomputed', () => {
    const bet = roundOf(12, BOT_PLAYER, 'tails');
    expect(verifyBet({ ...bet, clientSeed: 'lucky' })).toEqual({ status: 'invalid' });
    expect(verifyBet({ ...bet, clientSeed: '012:bot' })).toEqual({ status: 'invalid' });
    expect(verifyBet({ ...bet, details: { sessionId: 31 } })).toEqual({ status: 'invalid' });
    expect(flipFromSeeds(serverSeed, '12:house')).toBeNull();
  });
});
