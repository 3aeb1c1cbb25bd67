import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverNodeArgs } from './node-flags';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the flags node runs the server with', () => {
  it.each(['start', 'dev'])('are written out in npm run %s, before the entry', (name) => {
    const script = scripts[name] ?? '';
    const entryAt = script.indexOf(SERVER_ENTRY);
    expect(entryAt).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      const flagAt = script.indexOf(` ${flag} `);
      expect(flagAt, `${flag} in "${script}"`).toBeGreaterThan(0);
      expect(flagAt).toBeLessThan(entryAt);
    }
  });

  it('come before the loader and the entry in a spawned server', () => {
    expect(serverNodeArgs()).toEqual([...SERVER_NODE_FLAGS, '--import', 'tsx', SERVER_ENTRY]);
    expect(serverNodeArgs('bench/other.ts').at(-1)).toBe('bench/other.ts');
  });
});
