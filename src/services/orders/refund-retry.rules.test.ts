import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from './refund-retry.rules';

describe('the refund retry backoff', () => {
  it.each([
    [0, FIRST_RETRY_MS],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, MAX_RETRY_MS],
    [50, MAX_RETRY_MS],
    [1_000_000, MAX_RETRY_MS],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});
