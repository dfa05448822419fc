import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('makes keys the BFF accepts, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey('pay')));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(isIdempotencyKey(key)).toBe(true);
      expect(key).toMatch(/^pay_[0-9a-f]{32}$/);
    }
  });

  it('uses the random source it is given', () => {
    expect(newIdempotencyKey('ord', (bytes) => bytes.fill(171))).toBe(`ord_${'ab'.repeat(16)}`);
  });
});

describe('isIdempotencyKey', () => {
  it.each([
    ['abcdefgh', true],
    ['a'.repeat(64), true],
    ['A-b_9xyz', true],
    ['short', false],
    ['a'.repeat(65), false],
    ['has space1', false],
    ['semi;colon', false],
    [42, false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isIdempotencyKey(value)).toBe(expected);
  });
});
