import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './route-preloader';

describe('route preload queue', () => {
  it('never has more than 4 preloads in flight and loads each page once', async () => {
    const pending: (() => void)[] = [];
    const loaded: string[] = [];
    let peak = 0;
    const queue = createPreloadQueue(
      (href) =>
        new Promise<void>((resolve) => {
          loaded.push(href);
          pending.push(resolve);
        }),
    );
    for (let page = 0; page < 10; page += 1) queue.request(`/deals/${page}`);
    queue.request('/deals/0');
    peak = Math.max(peak, queue.inFlight());
    expect(queue.inFlight()).toBe(MAX_PARALLEL_PRELOADS);
    while (pending.length > 0) {
      pending.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
      peak = Math.max(peak, queue.inFlight());
    }
    expect(peak).toBe(MAX_PARALLEL_PRELOADS);
    expect(loaded).toHaveLength(10);
  });
});
