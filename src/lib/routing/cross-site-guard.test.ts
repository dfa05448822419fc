import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, guardCrossSiteRequests } from './cross-site-guard';

/**
 * The site's request entry as far as this guard goes: the guard, then a stand-in for Astro's BFF that
 * records every request it would forward to the services.
 */
function siteLike(options: { siteOrigin?: string; secure?: boolean } = {}) {
  const forwarded: string[] = [];
  const app = new Hono();
  app.use(
    guardCrossSiteRequests({ siteOrigin: options.siteOrigin, isSecure: () => options.secure ?? false }),
  );
  app.all('*', (c) => {
    forwarded.push(`${c.req.method} ${c.req.path}`);
    return c.json({ status: 'Success', message: '', data: null, statusCode: 200 });
  });
  return { app, forwarded };
}

const ORDER_CREATE = 'http://localhost:4321/api/booking/Order/OrderCreate';
const json = (headers: Record<string, string>, method = 'POST') => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: '{}',
});

describe('guardCrossSiteRequests', () => {
  it.each([
    ['a foreign origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['the same host on another port', { Origin: 'http://localhost:4322' }],
    ['the same host over the other scheme', { Origin: 'https://localhost:4321' }],
    ['a sibling subdomain', { Origin: 'http://evil.localhost:4321' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a JSON POST with %s: 403, a clear message, nothing forwarded', async (_, headers) => {
    const { app, forwarded } = siteLike();
    const response = await app.request(ORDER_CREATE, json(headers));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 'Failed',
      message: CROSS_SITE_MESSAGE,
      data: null,
      statusCode: 403,
    });
    expect(forwarded).toEqual([]);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s from a foreign origin too', async (method) => {
    const { app, forwarded } = siteLike();
    const response = await app.request(ORDER_CREATE, json({ Origin: 'https://evil.example' }, method));
    expect(response.status).toBe(403);
    expect(forwarded).toEqual([]);
  });

  it.each([
    ['its own origin', { Origin: 'http://localhost:4321' }],
    [
      'its own origin and Sec-Fetch-Site same-origin',
      { Origin: 'http://localhost:4321', 'Sec-Fetch-Site': 'same-origin' },
    ],
    ['no Origin, Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ['neither header (a server, curl)', {}],
  ])('lets a POST with %s through', async (_, headers) => {
    const { app, forwarded } = siteLike();
    const response = await app.request(ORDER_CREATE, json(headers));
    expect(response.status).toBe(200);
    expect(forwarded).toEqual(['POST /api/booking/Order/OrderCreate']);
  });

  it('lets safe methods through whatever their origin', async () => {
    const { app } = siteLike();
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const response = await app.request('http://localhost:4321/api/main/Profile/RetrieveProfile', {
        method,
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(response.status).toBe(200);
    }
  });

  it('behind a trusted TLS proxy, the https origin is its own and the http one is not', async () => {
    const { app } = siteLike({ secure: true });
    const own = await app.request(ORDER_CREATE, json({ Origin: 'https://localhost:4321' }));
    expect(own.status).toBe(200);
    const plain = await app.request(ORDER_CREATE, json({ Origin: 'http://localhost:4321' }));
    expect(plain.status).toBe(403);
  });

  it('accepts the configured SITE_URL origin, but not its neighbours', async () => {
    const { app } = siteLike({ siteOrigin: 'https://www.ctg.example/' });
    const own = await app.request(ORDER_CREATE, json({ Origin: 'https://www.ctg.example' }));
    expect(own.status).toBe(200);
    const other = await app.request(ORDER_CREATE, json({ Origin: 'https://www.ctg.example:8443' }));
    expect(other.status).toBe(403);
  });
});
