/**
 * Counts the shared cache's reads as hits and misses, by key family: the part of the key before its
 * first colon (`rl`, `flight-session`, `oidc`), never the key itself, which holds ids.
 */
import type { Cache } from './cache';
import type { ServiceMetrics } from '../metrics/service-metrics';

export function countedCache(cache: Cache, metrics: Pick<ServiceMetrics, 'countCacheRead'>): Cache {
  return {
    ...cache,
    get: async (key, options) => {
      const value = await cache.get(key, options);
      metrics.countCacheRead(keyFamily(key), value !== null);
      return value;
    },
    set: (key, value, ttlSeconds, options) => cache.set(key, value, ttlSeconds, options),
    del: (key) => cache.del(key),
    increment: (key, ttlSeconds, options) => cache.increment(key, ttlSeconds, options),
    close: () => cache.close(),
  };
}

function keyFamily(key: string): string {
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : 'other';
}
