import { describe, expect, it } from 'vitest';
import { createMemoryCache, type Cache } from './cache';
import { RETRY_AFTER_MS, SharedCacheUnavailable, createFallbackCache } from './fallback-cache';

const quiet = { warn: () => undefined, info: () => undefined };

/** A Redis stand-in that is up or down on demand. */
function switchable() {
  const store = createMemoryCache();
  let up = true;
  let calls = 0;
  const guard = <T>(run: () => Promise<T>) => {
    calls += 1;
    return up ? run() : Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
  };
  const cache: Cache = {
    get: (key) => guard(() => store.get(key)),
    set: (key, value, ttl) => guard(() => store.set(key, value, ttl)),
    del: (key) => guard(() => store.del(key)),
    increment: (key, ttl) => guard(() => store.increment(key, ttl)),
    close: async () => undefined,
  };
  return { cache, store, setUp: (value: boolean) => (up = value), calls: () => calls };
}

describe('createFallbackCache', () => {
  it('uses the shared cache while it answers', async () => {
    const redis = switchable();
    const cache = createFallbackCache(redis.cache, createMemoryCache(), quiet);
    await cache.set('k', 'v', 60);
    expect(await redis.store.get('k')).toBe('v');
    expect(await cache.increment('n', 60, { strict: true })).toBe(1);
  });

  it('answers from this process while the shared cache is down, and goes back to it afterwards', async () => {
    let clock = 0;
    const redis = switchable();
    const cache = createFallbackCache(redis.cache, createMemoryCache(), quiet, () => clock);
    redis.setUp(false);
    await cache.set('k', 'local', 60);
    expect(await cache.get('k')).toBe('local');
    expect(await cache.increment('n', 60)).toBe(1);
    expect(await cache.increment('n', 60)).toBe(2);
    // Within the pause after a failure, Redis is not asked again (no timeout per call in an outage).
    const asked = redis.calls();
    await cache.get('k');
    expect(redis.calls()).toBe(asked);

    redis.setUp(true);
    await redis.store.set('k', 'shared', 60);
    expect(await cache.get('k')).toBe('local');
    clock += RETRY_AFTER_MS;
    expect(await cache.get('k')).toBe('shared');
  });

  it('throws SharedCacheUnavailable to strict callers instead of answering locally', async () => {
    const redis = switchable();
    const cache = createFallbackCache(redis.cache, createMemoryCache(), quiet);
    redis.setUp(false);
    await expect(cache.increment('n', 60, { strict: true })).rejects.toBeInstanceOf(SharedCacheUnavailable);
    await expect(cache.get('k', { strict: true })).rejects.toBeInstanceOf(SharedCacheUnavailable);
    await expect(cache.set('k', 'v', 60, { strict: true })).rejects.toBeInstanceOf(SharedCacheUnavailable);
  });

  it('asks the shared cache within its pause when a read says retryNow (another instance saw it come back)', async () => {
    let clock = 0;
    const redis = switchable();
    const cache = createFallbackCache(redis.cache, createMemoryCache(), quiet, () => clock);
    redis.setUp(false);
    await expect(cache.get('session', { strict: true })).rejects.toThrow(SharedCacheUnavailable);
    redis.setUp(true);
    await redis.store.set('session', 'saved by the other instance', 60);
    clock += RETRY_AFTER_MS / 2;
    await expect(cache.get('session', { strict: true })).rejects.toThrow(SharedCacheUnavailable);
    expect(await cache.get('session', { strict: true, retryNow: true })).toBe('saved by the other instance');
  });
});
