import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Session } from '../../contract/accounts';
import type { DialectName } from '../db/database';
import { serverNodeArgs } from '../node-flags';
import { spawnKeepingOutput } from './child-output';
import { freePort } from './redis-server';
import { pause } from './socket-client';
import { dropSchema } from './test-app';
import { testSchemaUrl } from './test-database';

// The real server in a process of its own, to be killed and started again on the same database.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const children = new Set<ChildProcess>();

/** Kills (SIGKILL) every server still running: for a test file's afterAll. */
export function killServers() {
  for (const child of children) child.kill('SIGKILL');
}

/** An empty database nobody holds open: a file in a temporary folder, or a PostgreSQL schema of its own. */
export function scratchDatabase(dialect: DialectName): { url: string; drop(): Promise<void> } {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
    return {
      url: `sqlite:${join(dir, 'casino.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { schema, url } = testSchemaUrl('crash');
  return {
    url,
    drop: () => dropSchema(schema),
  };
}

export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** What the process wrote, for the failure message. */
  output(): string;
}

/** The real server (src/server/main.ts) in a process of its own, answering /api/health. */
export async function startServer(databaseUrl: string, adminEmail: string): Promise<Server> {
  const port = await freePort();
  // No Redis: this is about one process and its database.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const { child, output } = spawnKeepingOutput(
    process.execPath,
    serverNodeArgs(),
    {
      cwd: root,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: adminEmail,
        RATE_LIMIT_API_MAX: '1000000000',
        RATE_LIMIT_AUTH_MAX: '1000000000',
      },
    },
    4000,
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  const server = { url: `http://127.0.0.1:${port}`, child, output };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s:\n${output()}`);
}

/** SIGTERM, as an operator stops it; SIGKILL if it has not exited 10 s later. */
export async function stopServer(server: Server): Promise<void> {
  const exited = exitOf(server.child);
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function post<T>(server: Server, path: string, body: object, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const register = (server: Server, name: string, email = `${name}@example.com`) =>
  post<Session>(server, '/api/auth/register', { username: name, email, password: 'secret123' });
