import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../node-flags';
import { spawnKeepingOutput } from './child-output';
import { pause } from './socket-client';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppProcess {
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What it printed, for the message of a failing test. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
}

/** Resolves once `url` answers 200, or fails when `gone` settles first or `timeoutMs` passes. */
export async function waitUntilReady(url: string, gone: Promise<unknown>, timeoutMs = 30_000) {
  let ended = false;
  void gone.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!ended && Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await pause(100);
  }
  throw new Error(ended ? `${url}: the process ended` : `${url} not ready within ${timeoutMs} ms`);
}

/**
 * The real server, as `npm start` runs it (node with `serverNodeArgs()`), on `port` with `env` added to
 * this process's environment. Resolves once /api/ready answers 200.
 */
export async function startAppProcess(port: number, env: Record<string, string>): Promise<AppProcess> {
  const { child, output } = spawnKeepingOutput(
    process.execPath,
    serverNodeArgs(),
    { cwd: repositoryRoot, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' } },
    20_000,
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/api/ready`, exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  return {
    url,
    exited,
    output,
    signal: (signal) => child.kill(signal),
  };
}
