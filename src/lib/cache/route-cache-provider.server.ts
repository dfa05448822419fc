/**
 * Astro route cache provider (astro.config `cache.provider`): keeps the pages anonymous visitors see
 * (a page opts in with Astro.cache.set, see features/content/content-pages.ts) in memory, keyed by
 * route-cache-key.ts, and serves them again until they expire or a publish purges their tags.
 *
 * Astro's bundled memoryCache() keys by URL only and refuses any `Vary: Cookie` page, but our pages vary
 * by the language and theme cookies and must never be served from the cache to a signed-in visitor or
 * in preview; hence this provider. A fresh page is usually answered before it, by the request entry's
 * front door (route-cache-front.ts) from the same store and key; what reaches it is a miss, a stale page
 * or a hit that arrived before the front door found the store. Per process: with several site instances, each keeps its own and
 * each follows the content change feed (content-change-feed.ts).
 *
 * ROUTE_CACHE_ENTRIES (default 1000; 0 turns the cache off) and ROUTE_CACHE_MAX_MB (default 64) are
 * read from the environment when the server starts.
 */
import { gzipSync } from 'node:zlib';
import type { CacheOptions, CacheProvider, InvalidateOptions } from 'astro';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { routeCacheKey } from './route-cache-key';
import { registerRouteCache } from './route-cache-registry';
import { replay } from './route-cache-replay';
import { RouteCacheStore, freshnessOf, type StoredResponse } from './route-cache-store';

/** Headers a stored page must not repeat: per-response facts, and the cache's own instructions. */
const UNSTORED_HEADERS = new Set([
  'set-cookie',
  'x-request-id',
  'cdn-cache-control',
  'cache-tag',
  'x-cache',
  'age',
]);

function readLimit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The instructions a page's cache.set() leaves on its response (read back below, then removed by Astro). */
function setHeaders(options: CacheOptions): Headers {
  const headers = new Headers();
  const directives: string[] = [];
  if (options.maxAge !== undefined) directives.push(`max-age=${options.maxAge}`);
  if (options.swr !== undefined) directives.push(`stale-while-revalidate=${options.swr}`);
  if (directives.length > 0) headers.set('CDN-Cache-Control', directives.join(', '));
  if (options.tags?.length) headers.set('Cache-Tag', options.tags.join(','));
  if (options.lastModified) headers.set('Last-Modified', options.lastModified.toUTCString());
  return headers;
}

function readInstructions(response: Response): { maxAge: number; swr: number; tags: string[] } {
  let maxAge = 0;
  let swr = 0;
  for (const part of (response.headers.get('CDN-Cache-Control') ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name === 'max-age') maxAge = Number.parseInt(value ?? '', 10) || 0;
    if (name === 'stale-while-revalidate') swr = Number.parseInt(value ?? '', 10) || 0;
  }
  const tags = (response.headers.get('Cache-Tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { maxAge, swr, tags };
}

/** Cookies Astro attaches to a response before writing them as Set-Cookie (astro/dist/core/cookies). */
function setsCookie(response: Response): boolean {
  if (response.headers.has('Set-Cookie')) return true;
  const cookies = Reflect.get(response, Symbol.for('astro.cookies')) as
    { headers(): Iterator<string> } | undefined;
  return cookies ? !cookies.headers().next().done : false;
}

/** A response to keep: a page that asked for it, rendered whole, for nobody in particular. */
async function toStored(response: Response, path: string, now: number): Promise<StoredResponse | null> {
  const { maxAge, swr, tags } = readInstructions(response);
  if (maxAge <= 0 || response.status !== 200 || setsCookie(response)) return null;
  const vary = response.headers.get('Vary');
  if (vary && /\*|cookie/i.test(vary)) return null;
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const body = new Uint8Array(await response.arrayBuffer());
  // Compressed once here rather than by the request entry on every hit (same level as it uses).
  const compressible =
    body.byteLength >= 1024 &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get('Content-Type') ?? '');
  const gzip = compressible ? new Uint8Array(gzipSync(body, { level: 6 })) : undefined;
  return { status: response.status, headers, body, gzip, storedAt: now, maxAge, swr, tags, path };
}

export default function routeCacheProvider(): CacheProvider {
  const store = new RouteCacheStore({
    maxEntries: readLimit('ROUTE_CACHE_ENTRIES', 1000),
    maxBytes: readLimit('ROUTE_CACHE_MAX_MB', 64) * 1024 * 1024,
  });
  registerRouteCache(store);
  // One render per key at a time: concurrent misses wait for it, and only one revalidation runs.
  const rendering = new Map<string, Promise<void>>();

  async function renderAndKeep(
    key: string,
    request: Request,
    path: string,
    next: () => Promise<Response>,
  ): Promise<Response> {
    let settle: () => void = () => {};
    rendering.set(key, new Promise<void>((resolve) => (settle = resolve)));
    const generation = store.generation;
    try {
      const response = await next();
      const stored = await toStored(response, path, Date.now());
      if (!stored) return response;
      // Content changed while this page rendered: it may show the old version, so it is not kept.
      if (store.generation === generation) store.set(key, stored);
      // Astro still removes its cache instructions from what goes out (handleCache).
      return replay(stored, 'MISS', request, Date.now());
    } finally {
      rendering.delete(key);
      settle();
    }
  }

  return {
    name: 'ctg-route-cache',
    setHeaders,
    async onRequest({ request, url, logger }, next) {
      const key = store.limits.maxEntries > 0 ? routeCacheKey(request, url) : null;
      if (key === null) return next();
      const entry = store.get(key);
      const now = Date.now();
      const freshness = entry ? freshnessOf(entry, now) : 'expired';
      if (entry && freshness === 'fresh') return replay(entry, 'HIT', request, now);
      if (entry && freshness === 'stale') {
        // Serve the stale copy at once; one fresh render replaces it in the background.
        if (!rendering.has(key)) {
          renderAndKeep(key, request, url.pathname, next).catch((error: unknown) =>
            logger.warn(`Revalidating ${url.pathname} failed: ${String(error)}`),
          );
        }
        return replay(entry, 'STALE', request, now);
      }
      if (entry) store.delete(key);
      const inFlight = rendering.get(key);
      if (inFlight) {
        await inFlight;
        const rendered = store.get(key);
        if (rendered) return replay(rendered, 'HIT', request, Date.now());
      }
      return renderAndKeep(key, request, url.pathname, next);
    },
    async invalidate(options: InvalidateOptions) {
      const tags = typeof options.tags === 'string' ? [options.tags] : options.tags;
      store.invalidate({ tags, path: options.path });
    },
  };
}
