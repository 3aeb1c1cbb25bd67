import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/architecture.md). The money core sits below every domain and knows none of
// them; a domain uses the core, the contract, the games and the shared parts of the server, and
// another domain only through a service it is given (a type import); folders form no loop.

const src = resolve(import.meta.dirname, '..');
const server = resolve(import.meta.dirname);

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.ts$/.test(file);

/** Every relative import of the server's files, with whether it brings types only. */
function serverImports(): Import[] {
  return sourceFiles(server).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [
      ...text.matchAll(/import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']*)'|import\('(\.[^']*)'\)/g),
    ].map((match) => ({
      from: file,
      to: resolve(dirname(file), match[2] ?? match[3] ?? ''),
      typeOnly: match[1] !== undefined,
    }));
  });
}

/** The layer a path is in: `core/money`, `domains/dice`, `http`, `contract`, `games`... */
function folderOf(path: string): string {
  const inSrc = relative(src, path).split(sep);
  if (inSrc[0] !== 'server') return inSrc[0] as string;
  const inServer = inSrc.slice(1);
  if (inServer.length === 1) return 'server';
  if (inServer[0] === 'core' || inServer[0] === 'domains') {
    return inServer.length > 2 ? `${inServer[0]}/${inServer[1]}` : (inServer[0] as string);
  }
  return inServer[0] as string;
}

const show = ({ from, to }: Import) => `${relative(src, from)} -> ${relative(src, to)}`;
const imports = serverImports();
const productionImports = imports.filter((i) => !isTest(i.from) && folderOf(i.from) !== 'testing');

describe('server layers', () => {
  it('keep the money core below every domain: the core imports no domain, http or realtime', () => {
    const upward = productionImports.filter(
      (i) => folderOf(i.from).startsWith('core') && /^(domains|realtime)/.test(folderOf(i.to)),
    );
    const intoHttp = productionImports.filter(
      (i) => folderOf(i.from).startsWith('core') && folderOf(i.to) === 'http' && !i.to.endsWith('errors'),
    );
    expect([...upward, ...intoHttp].map(show)).toEqual([]);
  });

  it('keep db, http and realtime free of domains', () => {
    const upward = productionImports.filter(
      (i) => ['db', 'http', 'realtime'].includes(folderOf(i.from)) && folderOf(i.to).startsWith('domains/'),
    );
    expect(upward.map(show)).toEqual([]);
  });

  it('let a domain use another only through a service it is given (types only)', () => {
    const sideways = productionImports.filter((i) => {
      const [own, other] = [folderOf(i.from), folderOf(i.to)];
      return own.startsWith('domains/') && other.startsWith('domains/') && own !== other && !i.typeOnly;
    });
    expect(sideways.map(show)).toEqual([]);
  });

  it('keep test helpers out of the product: only tests and testing/ import testing/', () => {
    const leaks = imports.filter(
      (i) => folderOf(i.to) === 'testing' && !isTest(i.from) && folderOf(i.from) !== 'testing',
    );
    expect(leaks.map(show)).toEqual([]);
  });

  it("guard routes one way only: a route's `config: { access }`, no guard hook in a domain", () => {
    const guardHooks = sourceFiles(join(server, 'domains'))
      .filter((file) => !isTest(file))
      .filter((file) => /guards\.require|addHook\(\s*'onRequest'/.test(readFileSync(file, 'utf8')));
    expect(guardHooks.map((file) => relative(src, file))).toEqual([]);
  });

  it('form no loop of folders', () => {
    const edges = new Map<string, Set<string>>();
    // A type import runs nothing: it is how a domain names the service it is given.
    for (const i of productionImports.filter((i) => !i.typeOnly)) {
      const [a, b] = [folderOf(i.from), folderOf(i.to)];
      if (a === b || a === 'server' || b === 'server') continue;
      edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    const loops: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (next === path[0]) loops.push([...path, next].join(' -> '));
        else if (!path.includes(next) && next > (path[0] as string)) visit(next, [...path, next]);
      }
    };
    for (const node of edges.keys()) visit(node, [node]);
    expect(loops).toEqual([]);
  });
});
