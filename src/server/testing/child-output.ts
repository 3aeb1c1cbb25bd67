import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

export interface WatchedChild {
  child: ChildProcess;
  /** The last characters it printed on stdout and stderr, for the message of a failing test. */
  output(): string;
}

/** Spawns `command` with its output piped and its last `keepChars` characters kept. */
export function spawnKeepingOutput(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'>,
  keepChars: number,
): WatchedChild {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-keepChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => printed };
}
