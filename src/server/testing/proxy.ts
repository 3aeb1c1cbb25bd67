import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnKeepingOutput } from './child-output';
import { freePort } from './redis-server';
import { pause } from './socket-client';

const deployConfig = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

/** The header by which a test pins a request or a socket to one instance (test config only). */
export const PIN_HEADER = 'x-casino-instance';
/** The header by which the test proxy names the instance that answered. */
export const SERVED_BY_HEADER = 'x-casino-server';
export type InstanceName = 'app1' | 'app2';

/**
 * Appended to the backend of deploy/haproxy.cfg in tests only. `use-server` ignores a server that
 * is down, so a pinned request goes to the other instance while its own is out: a pinned player
 * fails over exactly as any other player does.
 */
const TEST_ONLY_RULES = `
    use-server app1 if { req.hdr(${PIN_HEADER}) -m str app1 }
    use-server app2 if { req.hdr(${PIN_HEADER}) -m str app2 }
    http-response set-header ${SERVED_BY_HEADER} %s
`;

/** Debian installs HAProxy in /usr/sbin, which an ordinary user's PATH may lack. */
export function findHaproxy(): string | undefined {
  const directories = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const directory of directories.filter(Boolean)) {
    const candidate = join(directory, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

/**
 * What a suite through the real proxy needs besides PostgreSQL and Redis: HAProxy. In CI a missing
 * one is an error, never a skip; elsewhere the suite is skipped and its title says what to install.
 */
export function proxySuite(title: string, skipFor: { skip: boolean; title: string }) {
  const haproxy = findHaproxy();
  if (!haproxy && process.env.CI) throw new Error('CI must have haproxy installed (apt-get install haproxy)');
  if (skipFor.skip) return skipFor;
  return haproxy
    ? { skip: false, title }
    : { skip: true, title: `${title}: skipped, install haproxy (apt-get install haproxy)` };
}

export interface RunningProxy {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy with deploy/haproxy.cfg plus the test-only pinning rules, in front of two instances,
 * checking their readiness every `checkInterMs`. Resolves once each instance answers through it.
 */
export async function startProxy(
  instances: Record<InstanceName, string>,
  checkInterMs: number,
): Promise<RunningProxy> {
  const binary = findHaproxy();
  if (!binary) throw new Error('haproxy is not installed');
  const directory = mkdtempSync(join(tmpdir(), 'casino-proxy-'));
  const config = readFileSync(deployConfig, 'utf8').replace(
    /^backend app\n/m,
    `backend app${TEST_ONLY_RULES}`,
  );
  if (!config.includes(PIN_HEADER)) throw new Error('deploy/haproxy.cfg has no "backend app" section');
  const file = join(directory, 'haproxy.cfg');
  writeFileSync(file, config);

  const port = await freePort();
  const hostOf = (url: string) => new URL(url).host;
  const env = {
    ...process.env,
    CASINO_BIND: `127.0.0.1:${port}`,
    CASINO_APP1: hostOf(instances.app1),
    CASINO_APP2: hostOf(instances.app2),
    CASINO_PROXY_METRICS: `127.0.0.1:${await freePort()}`,
    CASINO_CHECK_INTER: `${checkInterMs}ms`,
  };
  const { child, output } = spawnKeepingOutput(binary, ['-f', file, '-db'], { env }, 50_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    for (const name of ['app1', 'app2'] as const) await waitUntilServedBy(url, name);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  return { url, output, stop };
}

/** Resolves once a request pinned to `name` is answered by `name` through the proxy. */
export async function waitUntilServedBy(proxyUrl: string, name: InstanceName, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const servedBy = await fetch(`${proxyUrl}/api/ready`, { headers: { [PIN_HEADER]: name } }).then(
      (response) => (response.status === 200 ? response.headers.get(SERVED_BY_HEADER) : null),
      () => null,
    );
    if (servedBy === name) return;
    await pause(100);
  }
  throw new Error(`the proxy did not send requests to ${name} within ${timeoutMs} ms`);
}
