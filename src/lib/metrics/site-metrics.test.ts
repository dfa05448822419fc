import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { registerEmbeddedServices, sendToService, ServiceUnavailableError } from '../api/transport';
import { parseExposition, sumOf } from '../../shared/metrics/parse-exposition';
import { createSiteMetrics, ROUTE_PATTERN_HEADER, siteMetrics, siteRequestMetrics } from './site-metrics';

function siteApp() {
  const metrics = createSiteMetrics();
  const app = new Hono();
  app.use(siteRequestMetrics(metrics));
  // Stands in for Astro: the middleware names the route pattern on the response (src/middleware.ts).
  app.get('/flights/:id', (c) => {
    c.header(ROUTE_PATTERN_HEADER, '/flights/[id]');
    c.header('X-Cache', c.req.query('cached') ? 'HIT' : 'MISS');
    return c.text('a flight');
  });
  app.get('/assets/*', (c) => c.text('no pattern'));
  return { app, metrics };
}

describe('the site request metrics', () => {
  it('count and time requests by Astro route pattern, never by raw path, and hide the pattern header', async () => {
    const { app, metrics } = siteApp();
    const first = await app.request('/flights/QF401-2026-12-15');
    expect(first.headers.has(ROUTE_PATTERN_HEADER)).toBe(false);
    await app.request('/flights/VA820?cached=1');
    await app.request('/assets/x.js');
    const samples = parseExposition(await metrics.registry.metrics());
    expect(sumOf(samples, 'http_requests_total', { route: '/flights/[id]', status: '200' })).toBe(2);
    expect(sumOf(samples, 'http_request_duration_seconds_count', { route: '/flights/[id]' })).toBe(2);
    expect(sumOf(samples, 'http_requests_total', { route: 'unmatched' })).toBe(1);
    const routes = samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route);
    expect(routes.join(' ')).not.toMatch(/QF401|VA820/);
  });

  it("count the route cache's hits and misses from its X-Cache answer", async () => {
    const { app, metrics } = siteApp();
    await app.request('/flights/1');
    await app.request('/flights/1?cached=1');
    await app.request('/flights/1?cached=1');
    const samples = parseExposition(await metrics.registry.metrics());
    expect(sumOf(samples, 'cache_requests_total', { cache: 'route', result: 'hit' })).toBe(2);
    expect(sumOf(samples, 'cache_requests_total', { cache: 'route', result: 'miss' })).toBe(1);
  });
});

describe('the upstream latency', () => {
  it('is recorded per service and status for every service call, unreachable ones included', async () => {
    const upstream = siteMetrics().upstreamDuration;
    upstream.reset();
    registerEmbeddedServices(async (request) =>
      new URL(request.url).pathname.endsWith('/down')
        ? Promise.reject(new Error('connection refused'))
        : new Response('{}', { status: 201 }),
    );
    await sendToService('booking', '/svc/booking', '/Order/OrderCreate', { method: 'POST', body: '{}' });
    await expect(sendToService('hotel', '/svc/hotel', '/down', { method: 'GET' })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    const samples = parseExposition(await siteMetrics().registry.metrics());
    const count = 'upstream_request_duration_seconds_count';
    expect(sumOf(samples, count, { service: 'booking', status: '201' })).toBe(1);
    expect(sumOf(samples, count, { service: 'hotel', status: 'unreachable' })).toBe(1);
  });
});
