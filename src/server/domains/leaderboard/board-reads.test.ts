import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { EntryWithName, LeaderboardRepository } from './repository';
import { createLeaderboardService, type LeaderboardAdminDeps } from './service';

/** A repository whose reads of the top wait for `release`, counting them. */
function slowRepository() {
  let reads = 0;
  let release: () => void = () => {};
  let gate = new Promise<void>((done) => {
    release = done;
  });
  const repository = {
    async top(): Promise<EntryWithName[]> {
      reads += 1;
      await gate;
      return [];
    },
  } as unknown as LeaderboardRepository;
  return {
    repository,
    reads: () => reads,
    release: () => {
      release();
      gate = new Promise<void>((done) => {
        release = done;
      });
    },
  };
}

/** The service over `repository` alone: the board reads need nothing else. */
const serviceOver = (repository: LeaderboardRepository) =>
  createLeaderboardService({} as UnitOfWork, repository, async () => new Map(), {} as LeaderboardAdminDeps);

const endOfTurn = () => new Promise((done) => setImmediate(done));

/** A repository that answers at once, as SQLite's does, counting its reads of the top. */
function quickRepository() {
  let reads = 0;
  const repository = {
    async top(): Promise<EntryWithName[]> {
      reads += 1;
      return [];
    },
  } as unknown as LeaderboardRepository;
  return { repository, reads: () => reads };
}

describe('reading the board', () => {
  it('shares one read among callers of one turn of the event loop, even when a read ends at once', async () => {
    const quick = quickRepository();
    const service = serviceOver(quick.repository);
    // Each caller in a callback of its own, as requests read from five sockets in one turn are.
    const boards = await Promise.all(
      Array.from({ length: 5 }, () => new Promise((resolve) => setImmediate(() => resolve(service.board())))),
    );
    expect(quick.reads()).toBe(2);
    expect(new Set(boards).size).toBe(1);
  });

  it('shares one read among the callers that arrive while it runs, and reads anew after it', async () => {
    const slow = slowRepository();
    const service = serviceOver(slow.repository);
    const waiting = Array.from({ length: 10 }, () => service.board());
    await endOfTurn();
    // One read per list, however many callers.
    expect(slow.reads()).toBe(2);
    slow.release();
    const boards = await Promise.all(waiting);
    expect(new Set(boards).size).toBe(1);
    expect(boards[0]).toEqual({ most_ff: [], largest_win: [] });

    const later = service.board();
    await endOfTurn();
    expect(slow.reads()).toBe(4);
    slow.release();
    await later;
  });
});
