/**
 * The shared cache (Redis) with this process's memory behind it, for when Redis is unreachable: the
 * site keeps working on local state (caches, counters) instead of answering 500, and goes back to Redis
 * by itself. After a failure Redis is left alone for RETRY_AFTER_MS, so a visitor does not wait on a
 * timeout per cache call during an outage. Callers that must not act on one process's view (the
 * sign-in limits, which fail closed; search sessions, which move to the database) pass strict and get
 * SharedCacheUnavailable instead.
 */
import type { Logger } from './logger';
import type { Cache, CacheCallOptions } from './cache';

export class SharedCacheUnavailable extends Error {
  constructor(cause: unknown) {
    super('The shared cache (Redis) is unreachable', { cause });
    this.name = 'SharedCacheUnavailable';
  }
}

export const RETRY_AFTER_MS = 5_000;

export function createFallbackCache(
  shared: Cache,
  local: Cache,
  log: Pick<Logger, 'warn' | 'info'>,
  now: () => number = Date.now,
): Cache {
  let downUntil = 0;
  let down = false;

  async function attempt<T>(
    options: CacheCallOptions | undefined,
    onShared: () => Promise<T>,
    onLocal: () => Promise<T>,
  ): Promise<T> {
    if (now() < downUntil && !options?.retryNow) {
      if (options?.strict) throw new SharedCacheUnavailable(new Error('waiting before trying Redis again'));
      return onLocal();
    }
    try {
      const value = await onShared();
      if (down) {
        down = false;
        log.info({}, 'shared cache (Redis) reachable again');
      }
      return value;
    } catch (error) {
      downUntil = now() + RETRY_AFTER_MS;
      if (!down) {
        down = true;
        log.warn({ err: String(error) }, 'shared cache (Redis) unreachable: answering from this process');
      }
      if (options?.strict) throw new SharedCacheUnavailable(error);
      return onLocal();
    }
  }

  return {
    get: (key, options) =>
      attempt(
        options,
        () => shared.get(key),
        () => local.get(key),
      ),
    set: (key, value, ttlSeconds, options) =>
      attempt(
        options,
        () => shared.set(key, value, ttlSeconds),
        () => local.set(key, value, ttlSeconds),
      ),
    del: async (key) => {
      // A deletion must reach both: a value set locally during an outage must not outlive it.
      await local.del(key);
      await attempt(
        undefined,
        () => shared.del(key),
        async () => undefined,
      );
    },
    increment: (key, ttlSeconds, options) =>
      attempt(
        options,
        () => shared.increment(key, ttlSeconds),
        () => local.increment(key, ttlSeconds),
      ),
    close: async () => {
      await Promise.all([shared.close().catch(() => undefined), local.close()]);
    },
  };
}
