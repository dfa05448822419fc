/**
 * A stored page as a response: what the route cache sends back, from the request entry's front door
 * (route-cache-front.ts) and from the Astro provider (route-cache-provider.ts) alike.
 */
import { chooseEncoding } from '../routing/compress-responses.server';
import type { StoredResponse } from './route-cache-store';

/** HIT, STALE or MISS: how the cache answered (counted by the site metrics). */
const CACHE_STATUS_HEADER = 'X-Cache';

/** The stored page, gzipped when the client takes gzip (the request entry then leaves it alone). */
export function replay(
  entry: StoredResponse,
  status: 'HIT' | 'STALE' | 'MISS',
  request: Request,
  now: number,
): Response {
  const gzipped =
    entry.gzip && chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined) === 'gzip';
  const body = gzipped ? entry.gzip! : entry.body;
  // Response copies a typed-array body, so the stored bytes stay as they are.
  const response = new Response(body, { status: entry.status, headers: entry.headers });
  response.headers.append('Vary', 'Accept-Encoding');
  if (gzipped) {
    response.headers.set('Content-Encoding', 'gzip');
    response.headers.set('Content-Length', String(body.byteLength));
  }
  response.headers.set(CACHE_STATUS_HEADER, status);
  response.headers.set('Age', String(Math.floor((now - entry.storedAt) / 1000)));
  return response;
}
