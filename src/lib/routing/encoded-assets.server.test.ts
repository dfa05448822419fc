import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from '../build/precompress-assets.mjs';
import { chooseAssetEncoding, createEncodedAssets, findClientDir } from './encoded-assets.server';

describe('chooseAssetEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers Brotli, then gzip, and honours refusals and missing copies', () => {
    expect(chooseAssetEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseAssetEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseAssetEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseAssetEncoding('*', both)).toBe('br');
    expect(chooseAssetEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(chooseAssetEncoding(null, both)).toBe('identity');
    expect(chooseAssetEncoding('identity', both)).toBe('identity');
  });
});

describe('encoded assets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ctg-assets-'));
  const assets = join(dist, 'client', '_astro');
  mkdirSync(assets, { recursive: true });
  mkdirSync(join(dist, 'server', 'chunks'), { recursive: true });
  const script = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `SYD-LHR-${i}`))};`;
  writeFileSync(join(assets, 'routes.abc123.js'), script);
  writeFileSync(join(assets, 'plain.def456.js'), 'export {};');

  it('are compressed at build, and served in the encoding the browser accepts', async () => {
    expect(await precompressFolder(assets)).toBe(2);
    const serve = createEncodedAssets(assets);
    const get = (encoding: string) =>
      serve(
        new Request('https://site.test/static/_astro/routes.abc123.js', {
          headers: { 'Accept-Encoding': encoding },
        }),
        '/static/_astro/routes.abc123.js',
      );

    const brotli = (await get('gzip, br'))!;
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    const compressed = new Uint8Array(await brotli.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(script);

    const gzip = (await get('gzip'))!;
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = (await get(''))!;
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const etag = plain.headers.get('ETag')!;
    const revalidated = await serve(
      new Request('https://site.test/static/_astro/routes.abc123.js', { headers: { 'If-None-Match': etag } }),
      '/static/_astro/routes.abc123.js',
    );
    expect(revalidated?.status).toBe(304);
  });

  it('answer 404 for unknown names and leave other paths and traversal attempts alone', async () => {
    const serve = createEncodedAssets(assets);
    const request = (path: string) => serve(new Request(`https://site.test${path}`), path);
    expect((await request('/static/_astro/missing.js'))?.status).toBe(404);
    expect(await request('/static/_astro/../server/entry.mjs')).toBeUndefined();
    expect(await request('/static/_astro/sub/dir.js')).toBeUndefined();
    expect(await request('/_astro/routes.abc123.js')).toBeUndefined();
    expect(
      await serve(
        new Request('https://site.test/static/_astro/plain.def456.js', { method: 'POST' }),
        '/static/_astro/plain.def456.js',
      ),
    ).toBeUndefined();
  });

  it('find dist/client from the server bundle, wherever dist was copied', () => {
    expect(findClientDir(join(dist, 'server', 'chunks', 'fetch_abc.mjs'))).toBe(join(dist, 'client'));
    expect(findClientDir(join(dist, 'server', 'entry.mjs'))).toBe(join(dist, 'client'));
    expect(findClientDir('/nowhere/src/lib/routing/encoded-assets.server.ts')).toBeUndefined();
  });
});
