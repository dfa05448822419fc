/**
 * The route cache's front door on the Node server itself (ADR 009): a fresh stored page is written to
 * the socket before the adapter turns the request into a fetch Request, looks for a static file or runs
 * the request entry. On a content page that work was most of a hit's cost (a Request, its headers and
 * abort signal, a stat for a file that is never there, the entry's middleware chain), and a hit is
 * what nearly every anonymous page view is.
 *
 * It answers exactly what the entry's own front door (route-cache-front.ts) would: the same key, the
 * same replayed page, the headers the entry's middleware adds to it (request id, security headers) and
 * the same metrics and log line. Anything else goes on to the adapter untouched: not a GET, no store yet,
 * a bypass or a miss, a stale entry (the provider renders its replacement), an encoding the entry
 * compresses per request (deflate), an address the adapter would not parse.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logSiteRequest } from '../log';
import { startSiteRequest } from '../metrics/site-metrics';
import { chooseEncoding } from '../routing/compress-responses.server';
import { applySecurityHeaders } from '../routing/security-headers.server';
import { routeCacheKey, type KeyedRequest } from './route-cache-key';
import { runningRouteCache } from './route-cache-registry';
import { replayedPage } from './route-cache-replay';
import { freshnessOf, type RouteCacheStore } from './route-cache-store';

/** The request id header and hono's requestId() rule for an incoming one (kept when short and plain). */
const REQUEST_ID_HEADER = 'X-Request-Id';
const USABLE_REQUEST_ID = /^[\w\-=]{1,255}$/;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request as the key reads it, without building a fetch Request. */
function keyedRequest(request: IncomingMessage): KeyedRequest {
  return { method: request.method ?? 'GET', headers: { get: (name) => header(request, name) ?? null } };
}

/** The URL the adapter gives Astro for this request (protocol from the socket, host from Host), or null. */
function requestUrl(request: IncomingMessage): URL | null {
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const host = request.headers.host;
  if (!host || !request.url?.startsWith('/')) return null;
  try {
    return new URL(`${encrypted ? 'https' : 'http'}://${host}${request.url}`);
  } catch {
    return null;
  }
}

/**
 * Answers the request from a fresh stored page and returns true, or returns false and leaves the request
 * alone. `secure()`: whether the visitor reached the site over HTTPS (for HSTS), as the entry decides it.
 */
export function answerFromRouteCache(
  request: IncomingMessage,
  response: ServerResponse,
  secure: () => boolean,
  store: RouteCacheStore | undefined = runningRouteCache(),
  now = Date.now(),
): boolean {
  if (!store || store.limits.maxEntries <= 0 || request.method !== 'GET') return false;
  const url = requestUrl(request);
  if (!url) return false;
  const key = routeCacheKey(keyedRequest(request), url);
  const entry = key === null ? undefined : store.get(key);
  if (!entry || freshnessOf(entry, now) !== 'fresh') return false;
  const acceptEncoding = header(request, 'Accept-Encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding !== undefined && !(encoding === 'gzip' && entry.gzip)) return false;

  const started = performance.now();
  const finish = startSiteRequest();
  const page = replayedPage(entry, 'HIT', acceptEncoding, now);
  const incomingId = header(request, REQUEST_ID_HEADER);
  const requestId = incomingId && USABLE_REQUEST_ID.test(incomingId) ? incomingId : crypto.randomUUID();
  page.headers.set(REQUEST_ID_HEADER, requestId);
  // The whole body is at hand: its length, rather than a chunked answer.
  if (!page.headers.has('Content-Length')) page.headers.set('Content-Length', String(page.body.byteLength));
  applySecurityHeaders(page.headers, { secure: secure() });
  finish('GET', page.status, page.headers);
  response.writeHead(page.status, [...page.headers].flat());
  response.end(page.body);
  logSiteRequest({
    requestId,
    method: 'GET',
    path: url.pathname,
    status: page.status,
    ms: Math.round(performance.now() - started),
  });
  return true;
}
