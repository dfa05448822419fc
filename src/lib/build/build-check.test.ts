import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, MAX_TIMER_MS, scheduleChunked, startBuildCheck } from './build-check';
import {
  isChunkLoadFailure,
  isPageInsertionError,
  isStylePreloadFailure,
  reloadOnce,
  RELOAD_GUARD_MS,
} from './reload-guard';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleChunked', () => {
  it('waits longer than the largest timer in chunks instead of firing at once', () => {
    const callback = vi.fn();
    const longWait = MAX_TIMER_MS * 2 + 1000;
    scheduleChunked(longWait, callback);
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const callback = vi.fn();
    const cancel = scheduleChunked(1000, callback);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('startBuildCheck', () => {
  it('checks every 60 minutes and reports a newer build once', async () => {
    const answers: (string | null)[] = ['build-1', null, 'build-2'];
    const fetchLatest = vi.fn(async () =>
      answers.length > 0 ? (answers.shift() as string | null) : 'build-2',
    );
    const onUpdate = vi.fn();
    startBuildCheck({ currentBuildId: 'build-1', onUpdate, fetchLatest });

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('build-2');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });
});

describe('reload guard', () => {
  it('reloads once, then refuses for 10 seconds', () => {
    const store = new Map<string, string>();
    let now = 1_000_000;
    const navigate = vi.fn();
    const deps = {
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      now: () => now,
      navigate,
    };
    expect(reloadOnce('/flight/result', deps)).toBe(true);
    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce('/flight/result', deps)).toBe(false);
    now += 1;
    expect(reloadOnce('/flight/result', deps)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('recognises the two page-insertion errors and style preload failures', () => {
    expect(isPageInsertionError("NotFoundError: Failed to execute 'insertBefore' on 'Node': ...")).toBe(true);
    expect(isPageInsertionError("Failed to execute 'removeChild' on 'Node': not a child")).toBe(true);
    expect(isPageInsertionError('TypeError: x is undefined')).toBe(false);
    expect(isStylePreloadFailure('Unable to preload CSS for /_astro/index.abc123.css')).toBe(true);
    expect(isStylePreloadFailure('Failed to fetch dynamically imported module: /_astro/Search.js')).toBe(
      false,
    );
  });

  it("recognises a failed import of a script chunk in each browser's words", () => {
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module: /_astro/Search.js')).toBe(true);
    expect(isChunkLoadFailure('error loading dynamically imported module: /_astro/Search.js')).toBe(true);
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadFailure('TypeError: x is undefined')).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
