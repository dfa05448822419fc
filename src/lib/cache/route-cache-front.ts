/**
 * The route cache's front door (ADR 009): the request entry (src/fetch.ts) answers a fresh stored page
 * before Astro routes the request, so a hit costs a key and a copy instead of Astro's pipeline (routing,
 * the cache and session providers, the request log of Astro's own). Everything else goes on to Astro,
 * where the provider (route-cache-provider.ts) finds the same entry under the same key: a miss renders
 * and is stored, a stale entry is served while one render replaces it, concurrent first visits wait for
 * one render. The key's rules (route-cache-key.ts) are the only ones: a signed-in visitor, preview (its
 * cookie or `?mode`) and every other personal cookie bypass the cache here as they do there, and a purge
 * (the content change feed, the editor pass-through) empties the one store both read.
 */
import type { MiddlewareHandler } from 'hono';
import { routeCacheKey } from './route-cache-key';
import { runningRouteCache } from './route-cache-registry';
import { replay } from './route-cache-replay';
import { freshnessOf, type RouteCacheStore } from './route-cache-store';

/** A fresh stored page for the request, or null: no cache (yet), a bypass, a miss, a stale entry. */
function freshRouteCacheHit(
  request: Request,
  store: RouteCacheStore | undefined,
  now = Date.now(),
): Response | null {
  if (!store || store.limits.maxEntries <= 0 || request.method !== 'GET') return null;
  const key = routeCacheKey(request, new URL(request.url));
  if (key === null) return null;
  const entry = store.get(key);
  if (!entry || freshnessOf(entry, now) !== 'fresh') return null;
  return replay(entry, 'HIT', request, now);
}

/**
 * Middleware for the request entry, placed after what every answer needs (request id, log, metrics,
 * security headers, compression) and before Astro. The store is the provider's, found through the
 * registry once Astro has started it (its first request), so until then every request goes on.
 */
export function serveRouteCacheHits(
  store: () => RouteCacheStore | undefined = runningRouteCache,
): MiddlewareHandler {
  return async (c, next) => {
    const hit = freshRouteCacheHit(c.req.raw, store());
    if (hit) return hit;
    await next();
  };
}
