import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { serverNodeArgs } from '../src/server/node-flags';
import { findHaproxy } from '../src/server/testing/proxy';
import { buildStaleParts } from './build-state.mjs';

// `npm run cluster`: HAProxy (deploy/haproxy.cfg) in front of two instances of the compiled server
// (dist/server, as `npm start` runs it) on PostgreSQL and Redis, on this machine. PostgreSQL and Redis are used if they run, started if they do not (and then stopped
// again); Ctrl-C stops everything this started. docs/operations.md explains the parts.

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const proxyPort = Number(env.CLUSTER_PORT || 8080);
const databaseUrl = env.DATABASE_URL?.startsWith('postgres')
  ? env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/casino';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const instances = [
  { name: 'app1', port: 3001, metricsPort: 9101 },
  { name: 'app2', port: 3002, metricsPort: 9102 },
];

const children: { name: string; child: ChildProcess }[] = [];
const cleanups: (() => void)[] = [];
let stopping = false;

const say = (line: string) => process.stdout.write(`[cluster] ${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Runs a long-lived process, its output prefixed with its name. When it ends by itself, an app instance
 * is started again (so `kill -TERM` on one is a rolling restart); the end of anything else stops the cluster.
 */
function run(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  const entry = { name, child };
  children.push(entry);
  child.once('exit', (code, signal) => {
    children.splice(children.indexOf(entry), 1);
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!name.startsWith('app')) {
      say(`${name} stopped (${how}): stopping the cluster`);
      return void stop(1);
    }
    say(`${name} stopped (${how}): starting it again`);
    setTimeout(() => {
      if (!stopping) run(name, command, args, extraEnv);
    }, 1_000);
  });
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await check().catch(() => false)) return;
    await pause(200);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  // Proxy first, then the instances (SIGINT: no drain, nothing is in front of them any more).
  for (const { child } of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, pause(15_000)]);
  }
  for (const cleanup of cleanups.reverse()) cleanup();
  process.exit(exitCode);
}

function ensureHaproxy(): string {
  const found = findHaproxy();
  if (found) return found;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    throw new Error('HAProxy is not installed: run `apt-get install -y haproxy` as root, then try again.');
  }
  say('installing HAProxy from Debian');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'haproxy'], {
    stdio: 'inherit',
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return findHaproxy() as string;
}

/** PostgreSQL as docs/operations.md and .ci/run run it: Debian's cluster, started when down and stopped again at the end. */
async function ensurePostgres() {
  const target = new URL(databaseUrl);
  const database = target.pathname.slice(1);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  adminUrl.search = '';
  const reachable = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.end();
    return true;
  };
  if (!(await reachable().catch(() => false))) {
    const local = ['127.0.0.1', 'localhost'].includes(target.hostname);
    if (!local || !has('pg_lsclusters')) throw new Error(`PostgreSQL at ${target.host} is not reachable.`);
    const [version, cluster] = execFileSync('pg_lsclusters', ['-h']).toString().trim().split(/\s+/);
    if (!version || !cluster)
      throw new Error('No PostgreSQL cluster is installed (apt-get install postgresql).');
    say(`starting PostgreSQL ${version}/${cluster}`);
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'start'], {
      stdio: 'inherit',
    });
    cleanups.push(() => {
      say(`stopping PostgreSQL ${version}/${cluster}`);
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'stop'], {
        stdio: 'inherit',
      });
    });
    await waitFor('PostgreSQL', reachable, 30_000);
  }
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      say(`creating the database ${database}`);
      await client.query(`create database "${database.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

async function ensureRedis() {
  const reachable = async () => {
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } finally {
      redis.disconnect();
    }
  };
  if (await reachable().catch(() => false)) return;
  const target = new URL(redisUrl);
  if (!['127.0.0.1', 'localhost'].includes(target.hostname) || !has('redis-server')) {
    throw new Error(`Redis at ${target.host} is not reachable.`);
  }
  say('starting Redis');
  const port = target.port || '6379';
  run('redis', 'redis-server', ['--bind', '127.0.0.1', '--port', port, '--save', '', '--appendonly', 'no']);
  await waitFor('Redis', reachable, 30_000);
}

async function main() {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const haproxy = ensureHaproxy();
  // The compiled server and the web app, built first where dist/ is missing or older than the sources.
  buildStaleParts();
  await ensurePostgres();
  await ensureRedis();

  // One after the other: the first runs the migrations.
  for (const instance of instances) {
    run(instance.name, process.execPath, serverNodeArgs(), {
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(instance.metricsPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '127.0.0.1',
    });
    const ready = `http://127.0.0.1:${instance.port}/api/ready`;
    await waitFor(instance.name, async () => (await fetch(ready)).status === 200);
  }
  run('proxy', haproxy, ['-f', 'deploy/haproxy.cfg', '-db'], {
    CASINO_BIND: `:${proxyPort}`,
    CASINO_APP1: `127.0.0.1:${instances[0]?.port}`,
    CASINO_APP2: `127.0.0.1:${instances[1]?.port}`,
  });
  await waitFor(
    'HAProxy',
    async () => (await fetch(`http://127.0.0.1:${proxyPort}/api/ready`)).status === 200,
  );

  const pids = children
    .filter(({ name }) => name.startsWith('app'))
    .map(({ name, child }) => `${name} pid ${child.pid}`)
    .join(', ');
  say(`Fun Funds Casino is at http://localhost:${proxyPort}`);
  say(`HAProxy -> ${instances.map((x) => `${x.name} :${x.port}`).join(', ')} (${pids})`);
  say(`metrics: ${instances.map((x) => `http://127.0.0.1:${x.metricsPort}/metrics`).join(', ')}`);
  say('proxy: http://127.0.0.1:8405/stats and /metrics');
  say('a rolling restart: kill -TERM one pid; its players move to the other, and it starts again.');
  say('Ctrl-C stops what this started.');
}

main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  void stop(1);
});
