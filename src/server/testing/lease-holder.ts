import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = fileURLToPath(new URL('./lease-holder-process.ts', import.meta.url));

export interface LeaseHolder {
  /** The fencing token it took with the lease. */
  token: number;
  /** Asks whether it holds the lease, then tries a fenced write whatever the answer. */
  check(): Promise<{ holds: boolean; write: 'ok' | 'refused' }>;
  /** SIGSTOP: the process stands still, as a driver stalled by its machine would. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** SIGKILL; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * A process of its own holding the crash round lease under `prefix` (lease-holder-process.ts):
 * resolves once it has acquired it.
 */
export async function startLeaseHolder(env: {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
}): Promise<LeaseHolder> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      LEASE_PREFIX: env.prefix,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  async function next<T>(): Promise<T> {
    const line = await Promise.race([lines.next(), exited.then(() => undefined)]);
    if (!line || line.done) throw new Error(`the lease holder exited:\n${errors}`);
    return JSON.parse(line.value) as T;
  }
  const { acquired } = await next<{ acquired: number }>();
  return {
    token: acquired,
    async check() {
      child.stdin.write('check\n');
      return next();
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
