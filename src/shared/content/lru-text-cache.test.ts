import { describe, expect, it } from 'vitest';
import { LruTextCache } from './lru-text-cache';

describe('LruTextCache', () => {
  it('answers what was stored', () => {
    const cache = new LruTextCache(10, 1_000);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used entry past its entry limit', () => {
    const cache = new LruTextCache(2, 1_000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('stays within its character budget, keys and values counted', () => {
    const cache = new LruTextCache(100, 10);
    cache.set('k1', 'abc');
    cache.set('k2', 'abc');
    expect(cache.totalChars).toBe(10);
    cache.set('k3', 'abc');
    expect(cache.totalChars).toBe(10);
    expect(cache.get('k1')).toBeUndefined();
    for (let i = 0; i < 1_000; i += 1) cache.set(`key ${i}`, 'x');
    expect(cache.totalChars).toBeLessThanOrEqual(10);
  });

  it('never keeps a text larger than the whole budget', () => {
    const cache = new LruTextCache(100, 10);
    cache.set('a', 'A');
    cache.set('big', 'x'.repeat(20));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
  });

  it('replaces a value without counting it twice', () => {
    const cache = new LruTextCache(100, 100);
    cache.set('a', 'one');
    cache.set('a', 'three');
    expect(cache.get('a')).toBe('three');
    expect(cache.size).toBe(1);
    expect(cache.totalChars).toBe(6);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalChars).toBe(0);
  });
});
