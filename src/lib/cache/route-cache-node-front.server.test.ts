import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySecurityHeaders } from '../routing/security-headers.server';
import { cachedPageHtml, cachedPageResponse } from './cached-page.fixture';
import routeCacheProvider from './route-cache-provider.server';
import { serveRouteCacheHits } from './route-cache-front';
import { answerFromRouteCache } from './route-cache-node-front.server';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
// The request log line, as the site's log receives it.
const logged: unknown[] = [];
vi.mock('../log', async (original) => ({
  ...(await original<typeof import('../log')>()),
  logSiteRequest: (line: unknown) => logged.push(line),
}));
const page = cachedPageHtml('Business class to Singapore.');

/**
 * A Node server as the built site runs: the Node front door first, then "the adapter", which turns the
 * request into a fetch Request for the request entry in small (security headers, the entry's own front
 * door, then "Astro": the real cache provider with a counted page render behind it).
 */
const render = vi.fn(async () => cachedPageResponse(page));
const provider = routeCacheProvider();
const entry = new Hono();
entry.use(async (c, next) => {
  await next();
  if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', 'entry-request-id');
  applySecurityHeaders(c.res.headers, { secure: false });
});
entry.use(serveRouteCacheHits());
entry.all('*', (c) => provider.onRequest!({ request: c.req.raw, url: new URL(c.req.url), logger }, render));
const adapter = vi.fn(async (request: IncomingMessage) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
  return entry.fetch(
    new Request(`http://${request.headers.host}${request.url}`, { method: request.method, headers }),
  );
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (answerFromRouteCache(request, response, () => false)) return;
    void adapter(request).then(async (answer) => {
      response.writeHead(answer.status, [...answer.headers].flat());
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), toFake: ['Date'] });
  adapter.mockClear();
  render.mockClear();
});
afterEach(() => vi.useRealTimers());

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers: { 'Accept-Encoding': 'gzip', ...headers } });
const without = (headers: Headers, ...names: string[]) =>
  [...headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', ...names].includes(name));

describe("the route cache's Node front door", () => {
  it('answers a fresh page before the adapter, with the headers the entry would give it', async () => {
    expect((await visit('/deals?tab=asia')).headers.get('X-Cache')).toBe('MISS');
    expect(adapter).toHaveBeenCalledTimes(1);
    const hit = await visit('/deals?tab=asia&utm_source=mail');
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(hit.headers.get('X-Cache')).toBe('HIT');
    expect(hit.headers.get('Content-Encoding')).toBe('gzip');
    expect(hit.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    // fetch unzips the body; the length sent is the gzipped one.
    expect(await hit.text()).toBe(page);
    expect(Number(hit.headers.get('Content-Length'))).toBe(gzipSync(page).byteLength);
    expect(logged).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/deals',
        status: 200,
        requestId: hit.headers.get('X-Request-Id'),
      }),
    );
    // The same page as the entry's own front door answers it (the request reaching the entry).
    const viaEntry = await entry.request(`${base}/deals?tab=asia`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(viaEntry.headers.get('X-Cache')).toBe('HIT');
    expect(without(hit.headers, 'connection')).toEqual(without(viaEntry.headers));
  });

  it('keeps a plain incoming request id and replaces any other', async () => {
    await visit('/insights');
    const kept = await visit('/insights', { 'X-Request-Id': 'trace-42' });
    expect(kept.headers.get('X-Request-Id')).toBe('trace-42');
    const replaced = await visit('/insights', { 'X-Request-Id': 'not plain <script>' });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('sends identity to a client without gzip, with its length, and leaves deflate to the entry', async () => {
    await visit('/deals/sydney-singapore');
    const plain = await fetch(`${base}/deals/sydney-singapore`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('X-Cache')).toBe('HIT');
    expect(await plain.text()).toBe(page);
    expect(adapter).toHaveBeenCalledTimes(1);
    await visit('/deals/sydney-singapore', { 'Accept-Encoding': 'deflate' });
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('leaves bypasses, other methods, stale pages and misses to the adapter', async () => {
    await visit('/deals/sydney-tokyo');
    await visit('/deals/sydney-tokyo', { Cookie: 'ctg_auth_token=t' });
    await visit('/deals/sydney-tokyo?mode=1');
    await visit('/deals/sydney-tokyo', {}, 'HEAD');
    await visit('/deals/sydney-hong-kong');
    expect(adapter).toHaveBeenCalledTimes(5);
    vi.setSystemTime(new Date('2026-11-29T10:01:01Z'));
    expect((await visit('/deals/sydney-tokyo')).headers.get('X-Cache')).toBe('STALE');
    expect(adapter).toHaveBeenCalledTimes(6);
  });
});
