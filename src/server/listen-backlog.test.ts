import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { killServers, scratchDatabase, startServer, stopServer } from './testing/killable-server';

// The real server listens with a backlog of its own (LISTEN_BACKLOG, 4096 by default), not Node's 511:
// with 511, a thousand crash players' first bets at once overflowed it, and the dropped connections
// waited 1, 3, 7 and 15 s for their retries (bench:crash's first round: bets answered 25 s late).
// `ss` shows a listening socket's backlog as its Send-Q; the kernel caps it at net.core.somaxconn.

afterAll(killServers);

it('listens with a backlog of 4096, or as much as the kernel allows', async () => {
  const database = scratchDatabase('sqlite');
  const server = await startServer(database.url, 'backlog-admin@example.com');
  try {
    const port = new URL(server.url).port;
    const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
    const sendQueue = Number(line.split(/\s+/)[2]);
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(sendQueue).toBe(Math.min(4096, somaxconn));
    expect(sendQueue).toBeGreaterThan(511);
  } finally {
    await stopServer(server);
    await database.drop();
  }
}, 90_000);
