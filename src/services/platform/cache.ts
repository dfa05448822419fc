import { Redis } from 'ioredis';

/**
 * Shared short-lived state: caches, rate-limit counters, search sessions. In memory for one process;
 * Redis when REDIS_URL is set so that every instance behind a load balancer sees the same values.
 */
export interface Cache {
  get(key: string, options?: CacheCallOptions): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number, options?: CacheCallOptions): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter that expires ttlSeconds after its first increment; returns the new count. */
  increment(key: string, ttlSeconds: number, options?: CacheCallOptions): Promise<number>;
  close(): Promise<void>;
}

/**
 * strict: the caller needs the value every instance shares, so while Redis is unreachable the call
 * throws SharedCacheUnavailable instead of answering from this process's fallback (fallback-cache.ts).
 */
export interface CacheCallOptions {
  strict?: boolean;
  /**
   * Ask Redis even within the pause after a failure (fallback-cache.ts): for a rare read whose miss
   * would be wrong, such as a search session another instance saved the moment Redis came back.
   */
  retryNow?: boolean;
}

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: async (key) => read(key)?.value ?? null,
    set: async (key, value, ttlSeconds) => {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    del: async (key) => {
      entries.delete(key);
    },
    increment: async (key, ttlSeconds) => {
      const entry = read(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, {
        value: String(count),
        expiresAt: entry?.expiresAt ?? now() + ttlSeconds * 1000,
      });
      return count;
    },
    close: async () => {
      entries.clear();
    },
  };
}

export function createRedisCache(url: string, prefix = 'ctg:'): Cache {
  // A command fails within a second while Redis is away (fallback-cache.ts answers it locally meanwhile)
  // instead of waiting in the offline queue through reconnection attempts.
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  // Connection errors are reported through the failing commands; the event would only repeat them.
  redis.on('error', () => undefined);
  return {
    get: (key) => redis.get(prefix + key),
    set: async (key, value, ttlSeconds) => {
      await redis.set(prefix + key, value, 'EX', ttlSeconds);
    },
    del: async (key) => {
      await redis.del(prefix + key);
    },
    increment: async (key, ttlSeconds) => {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, ttlSeconds, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    },
    close: async () => {
      await redis.quit();
    },
  };
}
