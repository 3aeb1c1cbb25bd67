import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress';
import { buildTestApp, type TestApp } from '../testing/test-app';

describe('assets compressed at build', () => {
  const root = mkdtempSync(join(tmpdir(), 'casino-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'assets', 'app.js'), script);
    writeFileSync(join(root, 'assets', 'tiny.js'), 'let a;');
    expect(precompressDirectory(root)).toBe(1);
    t = await buildTestApp('sqlite', { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes .br and .gz copies of the files worth compressing, and leaves tiny ones alone', () => {
    const br = readFileSync(join(root, 'assets', 'app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(root, 'assets', 'tiny.js.br'))).toThrow();
  });

  it('sends the copy the browser takes, byte for byte as the build wrote it', async () => {
    for (const [encoding, file] of [
      ['br', 'app.js.br'],
      ['gzip', 'app.js.gz'],
    ] as const) {
      const res = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.equals(readFileSync(join(root, 'assets', file)))).toBe(true);
    }
    const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
