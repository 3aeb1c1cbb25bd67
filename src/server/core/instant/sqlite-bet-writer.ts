import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { type BatchResult, createBatchRunner } from '../../db/group-commit';
import { configureSqliteConnection } from '../../db/sqlite-connection';
import { followCheckpointer } from '../../db/wal-checkpointer';
import { InsufficientFundsError } from '../money/wallet-service';
import type { InstantBet, PlacedInstantBet } from './instant-bet';
import { createBetPlacer } from './sqlite-bet-placer';

// The bet path's writer thread on SQLite (started by sqlite-instant-bets.ts): a connection of its own
// to the database file, which places each batch of bets it is sent in one transaction and answers
// with what became of each. Its statements, the fair draw and the commit run here, beside the
// request handling of the main thread.

/** What the writer is started with: the database file, and what the app's checkpoint thread shares. */
export interface WriterInput {
  file: string;
  checkpointer?: SharedArrayBuffer;
}

/** A batch of bets to place, or the word to close the connection and end. */
export type WriterRequest = { id: number; bets: InstantBet[] } | { stop: true };

/**
 * What became of a bet, as plain data: placed (its parts in a fixed order, the outcome as the game
 * decided it), refused for its balance (0), or failed (the error's message). Positions rather than
 * named fields: the main thread reads a batch's answer for every bet, and each name is text to parse.
 */
export type WireResult = PlacedOnWire | 0 | string;
export type PlacedOnWire = [
  betId: number,
  newBalance: number,
  serverSeedHash: string,
  clientSeed: string,
  nonce: number,
  outcome: unknown,
];

/** A batch's answer; `failed` when its transaction as a whole could not commit. */
export type WriterReply = { id: number; results: WireResult[] } | { id: number; failed: string };

const WRITER_BUSY_TIMEOUT_MS = 60_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function toWire(result: BatchResult): WireResult {
  if (result.ok) {
    const { betId, newBalance, fairness, outcome } = result.value as PlacedInstantBet<unknown>;
    return [betId, newBalance, fairness.serverSeedHash, fairness.clientSeed, fairness.nonce, outcome];
  }
  if (result.error instanceof InsufficientFundsError) return 0;
  return describe(result.error);
}

function serve() {
  const port = parentPort;
  if (!port) throw new Error('sqlite-bet-writer runs as a worker thread');
  const { file, checkpointer } = (workerData as { input: WriterInput }).input;
  const sqlite = new SqliteDatabase(file);
  configureSqliteConnection(sqlite);
  // A long transaction of the app (an admin recomputing the leaderboards from a million ledgers)
  // holds the write lock for seconds: the bets wait for it here, off the main thread, rather than fail.
  sqlite.pragma(`busy_timeout = ${WRITER_BUSY_TIMEOUT_MS}`);
  // This connection is the placer's alone: it may remember which leaderboard statements change nothing.
  const placer = createBetPlacer(sqlite, { ownConnection: true });
  const runBatch = createBatchRunner(sqlite, (error) => error instanceof InsufficientFundsError);
  // The app's checkpoint thread copies the log into the file; this connection, which commits nearly
  // every write, finishes what it asks for between two batches so that the log can start over.
  const betweenBatches = checkpointer ? followCheckpointer(sqlite, checkpointer) : () => {};

  // Requests and replies travel as JSON text (see sqlite-instant-bets.ts).
  port.on('message', (text: string) => {
    const request = JSON.parse(text) as WriterRequest;
    if ('stop' in request) {
      sqlite.close();
      port.close();
      return;
    }
    let reply: WriterReply;
    try {
      const results = runBatch(request.bets.map((bet) => () => placer.place(bet)));
      reply = { id: request.id, results: results.map(toWire) };
    } catch (error) {
      placer.forget();
      reply = { id: request.id, failed: describe(error) };
    }
    port.postMessage(JSON.stringify(reply));
    try {
      betweenBatches();
    } catch {
      // A checkpoint that fails leaves the log as it was: the thread's next pass asks again.
    }
  });
}

serve();
