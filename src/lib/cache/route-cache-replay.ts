/**
 * A stored page as a response: what the route cache sends back, from the request entry's front door
 * (route-cache-front.ts) and from the Astro provider (route-cache-provider.ts) alike.
 */
import { chooseEncoding } from '../routing/compress-responses.server';
import type { StoredResponse } from './route-cache-store';

/** HIT, STALE or MISS: how the cache answered (counted by the site metrics). */
const CACHE_STATUS_HEADER = 'X-Cache';

/** A replayed page before it becomes a Response: the Node front door writes these to the socket itself. */
export interface ReplayedPage {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** The stored page, gzipped when the client takes gzip (the request entry then leaves it alone). */
export function replayedPage(
  entry: StoredResponse,
  status: 'HIT' | 'STALE' | 'MISS',
  acceptEncoding: string | undefined,
  now: number,
): ReplayedPage {
  const gzipped = entry.gzip && chooseEncoding(acceptEncoding) === 'gzip';
  const body = gzipped ? entry.gzip! : entry.body;
  const headers = new Headers(entry.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (gzipped) {
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(body.byteLength));
  }
  headers.set(CACHE_STATUS_HEADER, status);
  headers.set('Age', String(Math.floor((now - entry.storedAt) / 1000)));
  return { status: entry.status, headers, body };
}

/** The stored page as a Response (the request entry's front door and the Astro provider). */
export function replay(
  entry: StoredResponse,
  status: 'HIT' | 'STALE' | 'MISS',
  request: Request,
  now: number,
): Response {
  const page = replayedPage(entry, status, request.headers.get('Accept-Encoding') ?? undefined, now);
  // Response copies a typed-array body, so the stored bytes stay as they are.
  return new Response(page.body, { status: page.status, headers: page.headers });
}
