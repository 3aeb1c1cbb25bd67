import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app may import types from any contract file, but values only from files that do not load
// typebox (the *-texts.ts files, messages.ts, coinflip.ts): the validator stays out of the bundle.

const web = resolve(import.meta.dirname);
const contract = resolve(web, '../contract');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const loadsValidator = new Set(
  readdirSync(contract)
    .filter((name) => readFileSync(join(contract, name), 'utf8').includes("from 'typebox'"))
    .map((name) => name.replace(/\.ts$/, '')),
);

describe('the web bundle', () => {
  it('imports only types from contract files that load typebox', () => {
    const valueImports = sourceFiles(web).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '[./]*contract\/([\w-]+)';/gms)]
        .filter((match) => loadsValidator.has(match[1] ?? ''))
        .map((match) => `${relative(web, file)} -> contract/${match[1]}`),
    );
    expect(valueImports).toEqual([]);
  });
});
