import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type CoinflipResult, type CoinflipSession, coinflipMessages } from '../../../contract/coinflip';
import { NOTIFICATION_TEXTS } from '../../../contract/notifications';
import type { SocketUser } from '../../../contract/socket-events';
import {
  BOT_PLAYER,
  COINFLIP_PAYOUT_FACTOR,
  type CoinflipPlayer,
  type CoinSide,
  coinflipMaxMultiplier,
  coinflipSeedHash,
  oppositeSide,
  settleCoinflip,
} from '../../../games/coinflip';
import { nowIso } from '../../clock';
import { assertWinWithinMax } from '../../core/money/max-win';
import type { WalletService } from '../../core/money/wallet-service';
import type { CoinflipSessionRow, DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { GameTally } from '../fairness/service';
import type { Notifier } from '../notifications/service';
import type { CoinflipRepository, SessionWithNames } from './repository';
import type { Stake } from './validation';
import { playersOf, toResult, toSessionView } from './views';

const GAME = 'coinflip';
const LOBBY_LIMIT = 100;
const USER_SESSIONS_LIMIT = 10;

/** An announced round as `userId` played it, with what recomputes the flip (toResult's seeds). */
function playerFlip(row: SessionWithNames, userId: number) {
  const { serverSeed, serverSeedHash, clientSeed, nonce, result, session } = toResult(row);
  const isCreator = row.creatorId === userId;
  return {
    id: row.id,
    amount: row.amount,
    side: isCreator ? row.choice : oppositeSide(row.choice as CoinSide),
    result,
    won: row.winnerId === userId,
    opponent: (isCreator ? session.opponent : session.creator) ?? '',
    serverSeed,
    serverSeedHash,
    clientSeed,
    nonce,
    settledAt: row.joinedAt ?? row.createdAt,
  };
}

/** What deciding a session reads of it: a stored row or the one just opened. */
type Seat = Pick<CoinflipSessionRow, 'id' | 'creatorId' | 'amount' | 'choice' | 'serverSeed'>;

/**
 * Live coinflip: the stake is taken when a session is created or joined and refunded when it is
 * cancelled; the flip is decided and paid in the same transaction as the join (so that no crash can
 * leave a stake locked) and announced later, when the coin has landed on the players' screens.
 */
export function createCoinflipService(
  uow: UnitOfWork,
  wallet: WalletService,
  repository: CoinflipRepository,
  /** Tells the creator of a session another player joined how it ended, in their inbox. */
  notifier?: Notifier,
) {
  /**
   * One open session per user. Every path runs with the player's row locked first (uow.forUser), so a
   * concurrent create or join of the same player waits and then sees this one.
   */
  async function ensureFree(trx: Kysely<DB>, userId: number) {
    if (await repository.hasOpenSession(trx, userId)) throw conflict(coinflipMessages.activeGame);
  }

  async function stake(
    trx: Kysely<DB>,
    userId: number,
    sessionId: number,
    amount: number,
    description: string,
    short: string,
  ) {
    await wallet.debit(
      trx,
      userId,
      amount,
      { type: 'bet', game: GAME, roundId: sessionId, description },
      short,
    );
  }

  /** Seats the opponent if the session still waits, flips the coin and pays, all in the caller's transaction. */
  async function decide(trx: Kysely<DB>, seat: Seat, opponent: CoinflipPlayer): Promise<boolean> {
    const outcome = settleCoinflip(
      { serverSeed: seat.serverSeed, creatorId: seat.creatorId, opponent },
      seat.choice as CoinSide,
      seat.amount,
    );
    const seated = await repository.decideIfWaiting(trx, seat.id, {
      opponentId: opponent === BOT_PLAYER ? null : opponent,
      opponentIsBot: opponent === BOT_PLAYER,
      result: outcome.result,
      winnerId: outcome.winner === BOT_PLAYER ? null : outcome.winner,
      joinedAt: nowIso(),
    });
    if (!seated) return false;
    // The house (the bot) holds no account: only players are paid, and each loser gets a zero row.
    for (const player of [seat.creatorId, opponent]) {
      if (player === BOT_PLAYER) continue;
      const won = outcome.winner === player;
      await wallet.credit(trx, player, won ? outcome.payout : 0, {
        type: won ? 'win' : 'loss',
        game: GAME,
        stake: seat.amount,
        roundId: seat.id,
        description: won
          ? `Coinflip #${seat.id}: won ${outcome.payout} FF (${outcome.result})`
          : `Coinflip #${seat.id}: lost ${seat.amount} FF (${outcome.result})`,
      });
    }
    return true;
  }

  async function view(id: number): Promise<CoinflipSession> {
    const row = await repository.find(id);
    if (!row) throw notFound(coinflipMessages.sessionNotFound);
    return toSessionView(row);
  }

  /** The session to act on, as the caller's transaction sees it; cancelled ones are gone. */
  async function findLive(trx: Kysely<DB>, id: number): Promise<SessionWithNames> {
    const session = await repository.find(id, trx);
    if (!session || session.status === 'cancelled') throw notFound(coinflipMessages.sessionNotFound);
    return session;
  }

  async function open(trx: Kysely<DB>, user: SocketUser, { amount, choice }: Stake, vsBot: boolean) {
    // The winner's payout must fit before a seed exists: a refusal never depends on the flip.
    assertWinWithinMax(amount, coinflipMaxMultiplier());
    await ensureFree(trx, user.id);
    const serverSeed = randomBytes(32).toString('hex');
    const id = await repository.insert(trx, {
      creatorId: user.id,
      amount,
      choice,
      status: 'waiting',
      serverSeed,
      serverSeedHash: coinflipSeedHash(serverSeed),
      createdAt: nowIso(),
    });
    // A stake the balance does not cover rolls the new session back with it.
    await stake(
      trx,
      user.id,
      id,
      amount,
      `Coinflip: ${amount} FF on ${choice}${vsBot ? ' against the bot' : ''}`,
      coinflipMessages.notEnoughFunds,
    );
    return { id, creatorId: user.id, amount, choice, serverSeed };
  }

  /**
   * The creator of a session another player joined hears the result with the announcement (the
   * creator who played the bot watched it land). Written in the announcing transaction: once.
   */
  async function tellCreator(trx: Kysely<DB>, row: SessionWithNames) {
    if (!notifier || row.opponentIsBot || row.opponentName === null) return undefined;
    const won = row.winnerId === row.creatorId;
    return notifier.write(trx, row.creatorId, {
      kind: 'coinflipResult',
      ...NOTIFICATION_TEXTS.coinflipResult(row.opponentName, won, won ? row.amount * 2 : row.amount),
      // The opponent and the payout let each client write the words in its player's language.
      data: {
        sessionId: row.id,
        won,
        amount: row.amount,
        result: row.result,
        opponent: { id: row.opponentId, username: row.opponentName },
        payout: won ? row.amount * COINFLIP_PAYOUT_FACTOR : 0,
      },
    });
  }

  /**
   * Each player's side of the announced flip, for the live bets feed and the bet pages (written when
   * the coin has landed, not when it is decided, so the feed never tells the result first).
   */
  async function showInFeed(trx: Kysely<DB>, row: SessionWithNames) {
    const at = row.finishedAt ?? nowIso();
    await repository.insertBets(
      trx,
      playersOf(row).map((userId) => ({
        sessionId: row.id,
        userId,
        betAmount: row.amount,
        payout: row.winnerId === userId ? row.amount * COINFLIP_PAYOUT_FACTOR : 0,
        createdAt: at,
      })),
    );
  }

  return {
    async lobby(): Promise<CoinflipSession[]> {
      return (await repository.listOpen(LOBBY_LIMIT)).map(toSessionView);
    },

    async userSessions(userId: number): Promise<CoinflipSession[]> {
      return (await repository.listForUser(userId, USER_SESSIONS_LIMIT)).map(toSessionView);
    },

    /** Takes the stake and opens a waiting session with a freshly committed server seed. */
    async create(user: SocketUser, input: Stake): Promise<CoinflipSession> {
      const seat = await uow.forUser(user.id, (trx) => open(trx, user, input, false));
      return view(seat.id);
    },

    /** A session created already taken by the house's bot, decided and paid at once. */
    async playAgainstBot(user: SocketUser, input: Stake): Promise<CoinflipSession> {
      const seat = await uow.forUser(user.id, async (trx) => {
        const created = await open(trx, user, input, true);
        if (!(await decide(trx, created, BOT_PLAYER))) throw new Error(`session ${created.id} was taken`);
        return created;
      });
      return view(seat.id);
    },

    /** Joins on the creator's other side: one conditional update, so only one of racing joiners gets in. */
    async join(user: SocketUser, sessionId: number): Promise<CoinflipSession> {
      const found = await repository.find(sessionId);
      // Both players' rows, in id order: the join pays the creator in the same transaction.
      await uow.forUsers([user.id, ...(found ? [found.creatorId] : [])], async (trx) => {
        const session = await findLive(trx, sessionId);
        if (session.creatorId === user.id) throw badRequest(coinflipMessages.ownSession);
        if (session.status !== 'waiting') throw conflict(coinflipMessages.notWaiting);
        await ensureFree(trx, user.id);
        // Sessions are refused at creation already; this keeps any older one from a payout that fails.
        assertWinWithinMax(session.amount, coinflipMaxMultiplier());
        await stake(
          trx,
          user.id,
          session.id,
          session.amount,
          `Coinflip #${session.id}: ${session.amount} FF against ${session.creatorName}`,
          coinflipMessages.notEnoughFundsToJoin,
        );
        if (!(await decide(trx, session, user.id))) throw conflict(coinflipMessages.notWaiting);
      });
      return view(sessionId);
    },

    /** The creator hands a waiting session to the bot. */
    async callBot(user: SocketUser, sessionId: number): Promise<CoinflipSession> {
      await uow.forUser(user.id, async (trx) => {
        const session = await findLive(trx, sessionId);
        if (session.creatorId !== user.id) throw forbidden(coinflipMessages.botOwnSessionOnly);
        if (session.status !== 'waiting') throw conflict(coinflipMessages.botOnlyWaiting);
        if (!(await decide(trx, session, BOT_PLAYER))) throw conflict(coinflipMessages.botOnlyWaiting);
      });
      return view(sessionId);
    },

    /** The creator withdraws a waiting session and gets the stake back. */
    async cancel(user: SocketUser, sessionId: number): Promise<{ id: number; creatorId: number }> {
      return uow.forUser(user.id, async (trx) => {
        const session = await findLive(trx, sessionId);
        if (session.creatorId !== user.id) throw forbidden(coinflipMessages.cancelOwnSessionOnly);
        const moved =
          session.status === 'waiting' &&
          (await repository.moveStatus(trx, session.id, 'waiting', 'cancelled', nowIso()));
        if (!moved) throw conflict(coinflipMessages.cancelOnlyWaiting);
        await wallet.credit(trx, user.id, session.amount, {
          type: 'refund',
          game: GAME,
          roundId: session.id,
          description: `Coinflip #${session.id}: cancelled, ${session.amount} FF returned`,
        });
        return { id: session.id, creatorId: session.creatorId };
      });
    },

    /**
     * Marks a decided session as announced. Only one caller (of any instance) gets the result back;
     * the others get undefined, so a result is announced once.
     */
    async announce(sessionId: number): Promise<CoinflipResult | undefined> {
      const announced = await uow.run(async (trx) => {
        if (!(await repository.moveStatus(trx, sessionId, 'active', 'completed', nowIso()))) return undefined;
        const row = await repository.find(sessionId, trx);
        if (!row) return undefined;
        await showInFeed(trx, row);
        return { row, notification: await tellCreator(trx, row) };
      });
      if (!announced) return undefined;
      if (announced.notification) {
        notifier?.push({ userId: announced.row.creatorId, notification: announced.notification });
      }
      return toResult(announced.row);
    },

    /** Decided sessions still waiting for their announcement, with the time they were joined. */
    unannounced: repository.listUnannounced,

    /** What the Fairness page reads: sessions for the measured returns, a player's announced rounds. */
    rounds: {
      flipsBetween: repository.flipsBetween,
      flipsByIds: repository.flipsByIds,
      flipAtOrAfter: repository.flipAtOrAfter,
      async playerFlips(userId: number, limit: number) {
        return (await repository.listCompletedForUser(userId, limit)).map((row) => playerFlip(row, userId));
      },
      async playerFlip(userId: number, id: number) {
        const [row] = await repository.listCompletedForUser(userId, 1, id);
        return row && playerFlip(row, userId);
      },
    },

    /** The player's finished flips counted, for the profile; null when they played none. */
    async tally(userId: number): Promise<GameTally | null> {
      const flips = await repository.tallyFinished(userId);
      if (!flips || Number(flips.played) === 0) return null;
      return {
        game: GAME,
        played: Number(flips.played),
        won: Number(flips.won ?? 0),
        winnings: Number(flips.winnings ?? 0),
        biggest: Number(flips.biggest ?? 0),
      };
    },
  };
}

export type CoinflipService = ReturnType<typeof createCoinflipService>;
