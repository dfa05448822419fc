/**
 * A short-lived, per-process cache of published content reads (GET calls to the Content API without
 * preview). Pages read the menu, listings and articles on every request; reusing an answer for a few
 * seconds takes that work off the hot path. Drafts (preview) are never cached. Content changes show
 * within CONTENT_READ_TTL_MS at the latest; the content change feed (lib/cache) clears this cache as soon
 * as a change is reported.
 */
const CONTENT_READ_TTL_MS = 15_000;
const MAX_ENTRIES = 1_000;

interface CachedAnswer {
  status: number;
  body: string;
  expiresAt: number;
}

const answers = new Map<string, CachedAnswer>();

export function isCacheableContentRead(method: string, path: string): boolean {
  // The change feed must always be read live: it is what clears this cache.
  return method === 'GET' && !/[?&]preview=1(&|$)/.test(path) && !/^\/changes(\?|$)/.test(path);
}

export function readCachedContent(path: string, now: number): Response | undefined {
  const cached = answers.get(path);
  if (!cached) return undefined;
  if (cached.expiresAt <= now) {
    answers.delete(path);
    return undefined;
  }
  return new Response(cached.body, {
    status: cached.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Keeps a successful answer; returns a fresh Response with the same body for the caller. */
export async function keepContentAnswer(path: string, response: Response, now: number): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  if (answers.size >= MAX_ENTRIES) {
    // Oldest first: Map keeps insertion order.
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  answers.set(path, { status: response.status, body, expiresAt: now + CONTENT_READ_TTL_MS });
  return new Response(body, { status: response.status, headers: response.headers });
}

export function clearContentReadCache(): void {
  answers.clear();
}
