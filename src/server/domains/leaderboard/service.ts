import type { Kysely } from 'kysely';
import {
  type CreateLeaderboardEntryBody,
  LEADERBOARD_SIZE,
  type LeaderboardCategory,
  type LeaderboardEntry,
  type LeaderboardResponse,
  leaderboardMessages as m,
  type UpdateFromTransactionsResponse,
} from '../../../contract/leaderboard';
import { messages } from '../../../contract/messages';
import type { EquippedItems } from '../../../contract/shop';
import { nowIso } from '../../clock';
import { netWinOf } from '../../core/money/wallet-service';
import { isGameWin } from '../../core/standings/feed';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { AuditTrail } from '../admin/audit';
import type { ComputedEntry, EntryWithName, LeaderboardRepository } from './repository';
import { checkCategory, checkGameType, checkUserId, checkValue } from './validation';

export type CosmeticsOf = (userIds: number[]) => Promise<Map<number, EquippedItems>>;

/** What the admins' edits of the lists need from the other domains. */
export interface LeaderboardAdminDeps {
  /** Records each edit in its own transaction. */
  audit: AuditTrail;
  /** Whether a player exists, read in the edit's transaction. */
  userExists(trx: Kysely<DB>, userId: number): Promise<boolean>;
}

const noCosmetics: EquippedItems = {
  avatar: null,
  border: null,
  background: null,
  badge: null,
  nameColor: null,
};

const formatValue = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Both lists from the ledger: every balance, and each player's biggest single game win. */
export async function recountFromLedger(
  executor: Kysely<DB>,
  repository: LeaderboardRepository,
  at: string,
): Promise<{ mostFf: ComputedEntry[]; largestWin: ComputedEntry[] }> {
  const mostFf = (await repository.balances(executor)).map((user) => ({
    userId: user.id,
    value: Number(user.funFunds),
    gameType: null,
    achievedAt: at,
  }));
  const largestWin: ComputedEntry[] = [];
  let last: number | undefined;
  // Rows come biggest first per player: the first of each player is the one that counts.
  for (const row of await repository.gameWins(executor)) {
    if (row.userId === last) continue;
    last = row.userId;
    const win = { amount: Number(row.amount), stake: row.stake === null ? null : Number(row.stake) };
    if (!isGameWin({ type: 'win', game: row.game, ...win })) continue;
    largestWin.push({
      userId: row.userId,
      value: netWinOf(win),
      gameType: row.game,
      achievedAt: row.createdAt,
    });
  }
  return { mostFf, largestWin };
}

export function createLeaderboardService(
  uow: UnitOfWork,
  repository: LeaderboardRepository,
  cosmeticsOf: CosmeticsOf,
  { audit, userExists }: LeaderboardAdminDeps,
) {
  const { db } = uow;
  function toEntry(row: EntryWithName, cosmetics: Map<number, EquippedItems>): LeaderboardEntry {
    return {
      _id: row.id,
      userId: row.userId,
      username: row.username,
      category: row.category as LeaderboardCategory,
      value: Number(row.value),
      gameType: row.gameType,
      achievedAt: row.achievedAt,
      edited: Number(row.edited) === 1,
      cosmetics: cosmetics.get(row.userId) ?? noCosmetics,
    };
  }

  async function one(id: number): Promise<LeaderboardEntry> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound(m.entryNotFound);
    return toEntry(row, await cosmeticsOf([row.userId]));
  }

  async function readBoard(): Promise<LeaderboardResponse> {
    const [most, largest] = await Promise.all([
      repository.top('most_ff', LEADERBOARD_SIZE),
      repository.top('largest_win', LEADERBOARD_SIZE),
    ]);
    const cosmetics = await cosmeticsOf([...new Set([...most, ...largest].map((row) => row.userId))]);
    return {
      most_ff: most.map((row) => toEntry(row, cosmetics)),
      largest_win: largest.map((row) => toEntry(row, cosmetics)),
    };
  }
  // Everyone sees the same board: the callers of one turn of the event loop (requests read from
  // several sockets at once) and those that arrive while it is being read share one read. On SQLite
  // a read runs to its end at once, so without the wait for the turn's end each caller read alone.
  let reading: Promise<LeaderboardResponse> | undefined;
  const endOfTurn = () => new Promise<void>((done) => setImmediate(done));

  return {
    board(): Promise<LeaderboardResponse> {
      reading ??= endOfTurn()
        .then(readBoard)
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },

    async create(actorId: number, body: CreateLeaderboardEntryBody): Promise<LeaderboardEntry> {
      const userId = checkUserId(body.userId);
      const category = checkCategory(body.category);
      const value = checkValue(body.value);
      const gameType = checkGameType(body.gameType, category);
      const id = await uow.run(async (trx) => {
        if (!(await userExists(trx, userId))) throw notFound(messages.userNotFound);
        await repository.putEdited(trx, { userId, category, value, gameType }, nowIso());
        await audit.record(trx, {
          actorId,
          action: 'leaderboard.create',
          targetUserId: userId,
          details: `Set ${category} to ${formatValue(value)}${gameType ? ` (${gameType})` : ''}`,
        });
        const saved = await repository.findOf(trx, userId, category);
        if (!saved) throw new Error('the leaderboard entry was not saved');
        return saved.id;
      });
      return one(id);
    },

    async update(actorId: number, id: number, rawValue: unknown): Promise<LeaderboardEntry> {
      const value = checkValue(rawValue);
      await uow.run(async (trx) => {
        const entry = await repository.findById(trx, id);
        if (!entry || !(await repository.setValue(trx, id, value))) throw notFound(m.entryNotFound);
        await audit.record(trx, {
          actorId,
          action: 'leaderboard.update',
          targetUserId: entry.userId,
          details: `Changed ${entry.category} from ${formatValue(Number(entry.value))} to ${formatValue(value)}`,
        });
      });
      return one(id);
    },

    async remove(actorId: number, id: number): Promise<void> {
      await uow.run(async (trx) => {
        const entry = await repository.findById(trx, id);
        if (!entry || !(await repository.remove(trx, id))) throw notFound(m.entryNotFound);
        await audit.record(trx, {
          actorId,
          action: 'leaderboard.delete',
          targetUserId: entry.userId,
          details: `Deleted the ${entry.category} entry of ${formatValue(Number(entry.value))}`,
        });
      });
    },

    /**
     * At start-up: a database that had players before the lists existed (or whose lists were lost)
     * gets them computed from the ledger once; lists that hold anything are left as they are.
     */
    async fillIfEmpty(): Promise<number> {
      return uow.run(async (trx) => {
        if (!(await repository.isEmpty(trx))) return 0;
        const { mostFf, largestWin } = await recountFromLedger(trx, repository, nowIso());
        await repository.replaceAll(trx, 'most_ff', mostFf);
        await repository.replaceAll(trx, 'largest_win', largestWin);
        return mostFf.length + largestWin.length;
      });
    },

    /** Recomputes both lists from the ledger; admin edits are dropped. */
    async updateFromTransactions(actorId: number): Promise<UpdateFromTransactionsResponse> {
      return uow.run(async (trx) => {
        const { mostFf, largestWin } = await recountFromLedger(trx, repository, nowIso());
        await repository.replaceAll(trx, 'most_ff', mostFf);
        await repository.replaceAll(trx, 'largest_win', largestWin);
        await audit.record(trx, {
          actorId,
          action: 'leaderboard.recompute',
          details: `${mostFf.length} balances, ${largestWin.length} largest wins`,
        });
        return { message: m.updated, most_ff: mostFf.length, largest_win: largestWin.length };
      });
    },

    async clear(actorId: number, rawCategory: string): Promise<number> {
      const category = checkCategory(rawCategory);
      return uow.run(async (trx) => {
        const removed = await repository.clear(trx, category);
        await audit.record(trx, {
          actorId,
          action: 'leaderboard.clear',
          details: `Cleared ${category} (${removed} entries)`,
        });
        return removed;
      });
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
