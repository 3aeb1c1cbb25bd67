import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature folder is one part of the product: it may use components/, lib/ and app/auth, but never
// another feature, so each can be read, changed or removed on its own. Pages in app/ compose them.

const features = resolve(import.meta.dirname, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function featureOf(path: string): string | undefined {
  const inside = relative(features, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

describe('web features', () => {
  it('do not import one another', () => {
    const crossings = sourceFiles(features).flatMap((file) => {
      const own = featureOf(file);
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.[^']*)'/g)];
      return specifiers
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => {
          const other = featureOf(target);
          return other !== undefined && other !== own;
        })
        .map((target) => `${relative(features, file)} -> ${relative(features, target)}`);
    });
    expect(crossings).toEqual([]);
  });
});
