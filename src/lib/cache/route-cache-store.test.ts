import { describe, expect, it } from 'vitest';
import { RouteCacheStore, freshnessOf, type StoredResponse } from './route-cache-store';

const entry = (tags: string[], bytes = 10, path = '/p', storedAt = 0): StoredResponse => ({
  status: 200,
  headers: [['Content-Type', 'text/html']],
  body: new Uint8Array(bytes),
  storedAt,
  maxAge: 60,
  swr: 300,
  tags,
  path,
});

describe('RouteCacheStore', () => {
  it('purges exactly the entries carrying any of the tags, or stored for a path', () => {
    const store = new RouteCacheStore({ maxEntries: 10, maxBytes: 10_000 });
    store.set('deals', entry(['list:deal', 'list:menu'], 10, '/deals'));
    store.set('deal', entry(['content:deal:a', 'list:menu'], 10, '/deals/a'));
    store.set('insights', entry(['list:insight', 'list:menu'], 10, '/insights'));
    expect(store.invalidate({ tags: ['list:deal', 'content:deal:a'] })).toBe(2);
    expect(store.get('insights')).toBeDefined();
    expect(store.get('deals')).toBeUndefined();
    expect(store.invalidate({ path: '/insights' })).toBe(1);
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(store.invalidate({ tags: ['list:menu'] })).toBe(0);
  });

  it('evicts the least recently used entry to stay within its entry and byte limits', () => {
    const store = new RouteCacheStore({ maxEntries: 2, maxBytes: 1_000 });
    store.set('a', entry(['t']));
    store.set('b', entry(['t']));
    store.get('a');
    store.set('c', entry(['t']));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);

    const small = new RouteCacheStore({ maxEntries: 100, maxBytes: 1_000 });
    for (const name of ['a', 'b', 'c']) small.set(name, entry(['t'], 90));
    small.set('d', entry(['t'], 90));
    expect(small.bytes).toBeLessThanOrEqual(1_000);
    // An entry larger than a tenth of the budget is not kept at all.
    expect(small.set('huge', entry(['t'], 101))).toBe(false);
    expect(small.get('huge')).toBeUndefined();
    // Replacing an entry keeps the byte count right, and its old tags no longer point at it.
    small.set('a', entry(['other'], 50));
    expect(small.bytes).toBe(90 * 3 + 50);
    expect(small.invalidate({ tags: ['t'] })).toBe(3);
    expect(small.get('a')).toBeDefined();
  });

  it('is off with no entries allowed', () => {
    const off = new RouteCacheStore({ maxEntries: 0, maxBytes: 1_000 });
    expect(off.set('a', entry(['t']))).toBe(false);
    expect(off.size).toBe(0);
  });
});

describe('freshnessOf', () => {
  it('is fresh for maxAge seconds, then stale for swr seconds, then expired', () => {
    const stored = entry([], 1, '/', 1_000);
    expect(freshnessOf(stored, 1_000 + 60_000)).toBe('fresh');
    expect(freshnessOf(stored, 1_000 + 60_001)).toBe('stale');
    expect(freshnessOf(stored, 1_000 + 360_000)).toBe('stale');
    expect(freshnessOf(stored, 1_000 + 360_001)).toBe('expired');
  });
});
