import type { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { type BatchResult, batchPerTick, createGroupCommit } from '../../db/group-commit';
import type { DB } from '../../db/schema';
import { startTypeScriptWorker } from '../../db/typescript-worker';
import { InsufficientFundsError } from '../money/wallet-service';
import type { InstantBet, InstantBets, InstantRule, OutcomeOf, PlacedInstantBet } from './instant-bet';
import { createBetPlacer } from './sqlite-bet-placer';
import type { WireResult, WriterInput, WriterReply, WriterRequest } from './sqlite-bet-writer';

const WRITER_ENTRY = new URL('./sqlite-bet-writer.ts', import.meta.url);
/** How long a closing writer may take to finish its batch and close its connection. */
const STOP_TIMEOUT_MS = 2000;
/** How many batches may be on their way to the writer at once, and the most bets each holds. */
const WRITER_BATCHES_IN_FLIGHT = 2;
const WRITER_BATCH_MAX = 16;

/**
 * The writer thread of sqlite-bet-writer.ts, seen from the main thread: `run` sends it a batch and
 * resolves with what became of each bet once the batch has committed. It starts with the first
 * batch; should it die, the batches it held fail and the next one starts it again.
 */
function createBetWriter(input: WriterInput) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(results: WireResult[]): void; reject(error: Error): void }>();

  function failAll(error: Error) {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = startTypeScriptWorker(WRITER_ENTRY, input);
    // Open requests keep the app's own handles busy; an idle writer must not keep a process alive.
    started.unref();
    started.on('message', (text: string) => {
      const reply = JSON.parse(text) as WriterReply;
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('failed' in reply) pending?.reject(new Error(`the bet batch did not commit: ${reply.failed}`));
      else pending?.resolve(reply.results);
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the bet writer thread stopped (exit code ${code})`));
    });
    return started;
  }

  return {
    run(bets: InstantBet[]): Promise<WireResult[]> {
      worker ??= start();
      const request: WriterRequest = { id: nextId++, bets };
      const sent = worker;
      return new Promise((resolve, reject) => {
        waiting.set(request.id, { resolve, reject });
        // As JSON text: one string is copied at a fraction of the cost of cloning the objects.
        sent.postMessage(JSON.stringify(request));
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      if (!running) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.postMessage(JSON.stringify({ stop: true } satisfies WriterRequest));
      const timer = setTimeout(() => void running.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function fromWire(result: WireResult): BatchResult {
  if (result === 0) return { ok: false, error: new InsufficientFundsError() };
  if (typeof result === 'string') return { ok: false, error: new Error(result) };
  const [betId, newBalance, serverSeedHash, clientSeed, nonce, outcome] = result;
  const placed: PlacedInstantBet<unknown> = {
    outcome,
    newBalance,
    betId,
    fairness: { serverSeedHash, clientSeed, nonce },
  };
  return { ok: true, value: placed };
}

/**
 * Instant bets on SQLite: each bet is a handful of synchronous prepared statements, and the bets of
 * one tick share a transaction and its commit (group commit). Given the database file (`writer`,
 * with what the app's checkpoint thread shares), they run on a writer thread with its own
 * connection, so that the database's share of a bet runs beside the main thread's request handling; the app's other transactions begin immediate
 * (database.ts), so the two connections take turns with the write lock. Without it (in memory, or on
 * a machine without a core to spare) the bets run on the app's own connection.
 */
export function createSqliteInstantBets(
  db: Kysely<DB>,
  sqlite: SqliteDatabase.Database,
  writer: WriterInput | undefined,
): InstantBets {
  const path = writer ? onWriterThread(writer) : onAppConnection(db, sqlite);
  return {
    place: <R extends InstantRule>(bet: InstantBet<R>) =>
      path.submit(bet) as Promise<PlacedInstantBet<OutcomeOf<R>>>,
    // Each bet reads its seed pair inside its own transaction: nothing is remembered.
    forgetSeed: () => {},
    close: path.close,
  };
}

interface BetPath {
  submit(bet: InstantBet): Promise<unknown>;
  close(): Promise<void>;
}

function onWriterThread(input: WriterInput): BetPath {
  const writer = createBetWriter(input);
  // While the writer commits a batch, the main thread reads the next requests. With one batch on its
  // way at a time, the players fell into step: a batch of nearly all of them, then one of the few left
  // over, and the two threads took turns rather than working side by side. Batches that go out as soon
  // as they are full, two on their way at once, keep both threads busy; what is left at a tick's end
  // waits for the writer to be free, so it goes as one batch instead of a few small ones behind a
  // full one (see docs/performance-history.md).
  const batches = batchPerTick<InstantBet>(async (bets) => (await writer.run(bets)).map(fromWire), {
    inFlight: WRITER_BATCHES_IN_FLIGHT,
    maxBatch: WRITER_BATCH_MAX,
  });
  return { submit: batches.submit, close: writer.close };
}

function onAppConnection(db: Kysely<DB>, sqlite: SqliteDatabase.Database): BetPath {
  const placer = createBetPlacer(sqlite);
  // A refused bet throws before it writes: the batch needs no savepoints for it.
  const groupCommit = createGroupCommit(db, sqlite, (error) => error instanceof InsufficientFundsError);
  return { submit: (bet) => groupCommit.submit(() => placer.place(bet)), close: async () => {} };
}
