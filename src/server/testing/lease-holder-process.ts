import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { nowIso } from '../clock';
import { createWalletRepository } from '../core/money/wallet-repository';
import { createWalletService } from '../core/money/wallet-service';
import { openDatabase } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createRedisLease } from '../domains/crash/redis-lease';
import { createCrashRepository } from '../domains/crash/repository';
import { createCrashSettlement, LeaseLostError } from '../domains/crash/settlement';

// A crash round lease held by a process of its own (testing/lease-holder.ts starts it), so that a
// test can pause it (SIGSTOP) as a driver stalled by the machine would be, and wake it again.
// Environment: DATABASE_URL, REDIS_URL, LEASE_PREFIX. It prints one JSON line per event:
// {"acquired": token}, then for each "check" line on stdin {"holds": bool, "write": "ok" | "refused"}.

const database = await openDatabase(process.env.DATABASE_URL as string);
const redis = new Redis(process.env.REDIS_URL as string);
const uow = createUnitOfWork(database.db, database.dialect);
const repository = createCrashRepository(database.db, database.dialect);
const settlement = createCrashSettlement(
  uow,
  repository,
  createWalletService(database.db, createWalletRepository(database.db)),
);
const lease = createRedisLease(redis, process.env.LEASE_PREFIX as string, settlement.takeFence);
const token = await lease.acquire();
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
say({ acquired: token });

for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'check') continue;
  // Asked first, as the driver does before each tick; the write is tried whatever it answers, as a
  // driver that never asked would: starting round 0, which matches no row, changes nothing.
  const holds = await lease.holds(token);
  let write: 'ok' | 'refused' = 'ok';
  try {
    await settlement.startRound(token, 0, nowIso());
  } catch (error) {
    if (!(error instanceof LeaseLostError)) throw error;
    write = 'refused';
  }
  say({ holds, write });
}
