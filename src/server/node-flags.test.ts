import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_SOURCE, START_SCRIPT, serverNodeArgs } from './node-flags';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the flags node runs the server with', () => {
  it.each([
    ['start', START_SCRIPT],
    ['dev', SERVER_SOURCE],
  ])('are written out in npm run %s, before %s', (name, entry) => {
    const script = scripts[name] ?? '';
    const entryAt = script.indexOf(entry);
    expect(entryAt).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      const flagAt = script.indexOf(` ${flag} `);
      expect(flagAt, `${flag} in "${script}"`).toBeGreaterThan(0);
      expect(flagAt).toBeLessThan(entryAt);
    }
  });

  it('come before the compiled entry in a spawned server, with no loader', () => {
    expect(serverNodeArgs()).toEqual([...SERVER_NODE_FLAGS, SERVER_ENTRY]);
  });
});
