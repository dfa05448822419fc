/**
 * Runs the content change feed in this server process: started by the middleware on the first request,
 * polled every CONTENT_CHANGES_POLL_MS (default 2 s) on a timer that never keeps the process alive.
 */
import type { AstroCookies } from 'astro';
import { callService, type RequestScope } from '../api/service-client';
import { siteLog } from '../log';
import type { ChangesAnswer } from '../../shared/contracts/cache-tags';
import { ContentChangeFeed } from './content-change-feed';
import { applyContentChange } from './content-invalidation';

const holder = globalThis as typeof globalThis & { __ctgChangeFeed?: ContentChangeFeed };

/**
 * Background calls have no visitor. They use the site's own token, which never reads or writes
 * cookies, so the jar is empty and refuses writes.
 */
function backgroundScope(): RequestScope {
  const cookies = {
    get: () => undefined,
    has: () => false,
    set: () => {
      throw new Error('background calls set no cookies');
    },
    delete: () => {},
    merge: () => {},
    headers: function* () {},
  } as unknown as AstroCookies;
  return {
    cookies,
    url: new URL('http://localhost/'),
    now: () => Date.now(),
    clientIp: 'site',
    requestId: `content-change-feed-${crypto.randomUUID()}`,
  };
}

async function fetchChanges(query: { after?: string; since?: string }): Promise<ChangesAnswer | undefined> {
  try {
    const outcome = await callService<ChangesAnswer>(backgroundScope(), 'content', {
      path: '/changes',
      query,
      token: 'site',
    });
    return outcome.kind === 'ok' ? outcome.data : undefined;
  } catch (error) {
    siteLog.warn({ err: (error as Error).message }, 'content change feed unavailable');
    return undefined;
  }
}

/** The running feed, if started (the editor pass-through tells it what it applied itself). */
export function runningContentChangeFeed(): ContentChangeFeed | undefined {
  return holder.__ctgChangeFeed;
}

/** Starts the feed once per process; later calls return the running one. */
export function ensureContentChangeFeed(pollMs: number): ContentChangeFeed {
  if (holder.__ctgChangeFeed) return holder.__ctgChangeFeed;
  const feed = new ContentChangeFeed({
    fetchChanges,
    apply: (change) => {
      const purged = applyContentChange(change);
      siteLog.info({ tags: change.tags.length, reset: change.reset, purged }, 'content changed');
    },
  });
  holder.__ctgChangeFeed = feed;
  void feed.poll();
  if (pollMs > 0) setInterval(() => void feed.poll(), pollMs).unref();
  return feed;
}
