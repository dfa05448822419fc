/**
 * Serves Astro's built scripts and styles compressed. The Node adapter's static file server sends files
 * as they are on disk (a 210 KB script stays 210 KB on the wire), so pages link them under ASSETS_PREFIX
 * (astro config `build.assetsPrefix`), a path no file lives under: the static server passes those requests on
 * to src/fetch.ts, which answers them here with the Brotli or gzip copy the build wrote beside each file
 * (src/lib/build/precompress-assets.mjs), chosen by Accept-Encoding, kept in memory once read.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAccept } from 'hono/utils/accept';

/** Must match `build.assetsPrefix` in astro.config.mjs. */
export const ASSETS_PREFIX = '/static';
const ASSET_NAME = /^[\w.-]+$/;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  map: 'application/json',
  woff2: 'font/woff2',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

interface Asset {
  type: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer> | undefined;
  gzip: Uint8Array<ArrayBuffer> | undefined;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those available (a q=0 refusal counts). */
export function chooseAssetEncoding(
  acceptEncoding: string | null,
  available: { br: boolean; gzip: boolean },
): Encoding {
  // Parsed as compress-responses.ts parses it (hono's Accept parser), with Brotli offered first.
  const accepts = parseAccept(acceptEncoding ?? '');
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const weight = (name: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === name)?.q ?? wildcard;
  if (available.br && weight('br') > 0) return 'br';
  if (available.gzip && weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** dist/client, found from the server bundle's own place (dist/server/...), wherever dist was copied. */
export function findClientDir(from: string = fileURLToPath(import.meta.url)): string | undefined {
  let dir = dirname(from);
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dirname(dir), 'client');
    if (dir.endsWith('server') && existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

async function readOptional(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return Uint8Array.from(await readFile(path));
  } catch {
    return undefined;
  }
}

export function createEncodedAssets(assetsDir: string) {
  const assets = new Map<string, Promise<Asset | undefined>>();

  async function load(name: string): Promise<Asset | undefined> {
    const identity = await readOptional(join(assetsDir, name));
    if (!identity) return undefined;
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    return {
      type: TYPES[extension] ?? 'application/octet-stream',
      // Asset names carry a content hash; the size tells the variants of one name apart.
      etag: `"${name}-${identity.byteLength}"`,
      identity,
      br: await readOptional(join(assetsDir, `${name}.br`)),
      gzip: await readOptional(join(assetsDir, `${name}.gz`)),
    };
  }

  /** The response for `/static/_astro/{name}`, or undefined when it is not one of our assets. */
  return async function serve(request: Request, pathname: string): Promise<Response | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const name = pathname.slice(`${ASSETS_PREFIX}/_astro/`.length);
    if (!pathname.startsWith(`${ASSETS_PREFIX}/_astro/`) || !ASSET_NAME.test(name)) return undefined;
    let pending = assets.get(name);
    if (!pending) {
      pending = load(name);
      // Only found files are remembered: unknown names must not fill memory.
      void pending.then((asset) => (asset ? undefined : assets.delete(name)));
      assets.set(name, pending);
    }
    const asset = await pending;
    if (!asset) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
    const encoding = chooseAssetEncoding(request.headers.get('Accept-Encoding'), {
      br: asset.br !== undefined,
      gzip: asset.gzip !== undefined,
    });
    const body = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.identity;
    const headers = new Headers({
      'Content-Type': asset.type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    if (request.headers.get('If-None-Match') === asset.etag) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
