import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from './cache';

/**
 * One contract for both caches. The Redis case runs when REDIS_URL is set (CI's PostgreSQL + Redis
 * run), each run under its own key prefix.
 */
const caches: [string, () => Cache][] = [['memory', () => createMemoryCache()]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) caches.push(['redis', () => createRedisCache(redisUrl, `ctg-test:${randomUUID()}:`)]);

describe.each(caches)('%s cache', (_name, create) => {
  const cache = create();
  afterAll(() => cache.close());

  it('stores, reads and deletes values', async () => {
    expect(await cache.get('missing')).toBeNull();
    await cache.set('search:1', '{"offers":3}', 60);
    expect(await cache.get('search:1')).toBe('{"offers":3}');
    await cache.del('search:1');
    expect(await cache.get('search:1')).toBeNull();
  });

  it('counts increments from 1 and keeps the first expiry', async () => {
    expect(await cache.increment('rl:signin:a', 60)).toBe(1);
    expect(await cache.increment('rl:signin:a', 60)).toBe(2);
    expect(await cache.increment('rl:signin:b', 60)).toBe(1);
  });

  it('forgets values and counters after their time to live', async () => {
    await cache.set('short', 'x', 1);
    await cache.increment('short-counter', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.get('short')).toBeNull();
    expect(await cache.increment('short-counter', 1)).toBe(1);
  });
});

describe('memory cache with a movable clock', () => {
  it('expires by the clock it is given', async () => {
    let now = 0;
    const cache = createMemoryCache(() => now);
    await cache.set('k', 'v', 10);
    now = 9_999;
    expect(await cache.get('k')).toBe('v');
    now = 10_000;
    expect(await cache.get('k')).toBeNull();
  });
});
