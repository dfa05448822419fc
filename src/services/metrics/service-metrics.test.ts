import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExposition, sumOf, type Sample } from '../../shared/metrics/parse-exposition';
import { cardOrder, openBooking } from '../orders/booking-test-kit';
import { hotelKitFor } from '../hotels/hotels-test-kit';
import { createServicesRoot } from '../http/services-root';
import { createMemoryCache } from '../platform/cache';
import { countedCache } from '../platform/counted-cache';
import { createServiceMetrics } from './service-metrics';

let b: Awaited<ReturnType<typeof openBooking>>;
let samples: Sample[];

beforeAll(async () => {
  b = await openBooking();
  // One traveller's booking: search, offer, seat, card authorisation, order (capture and ticketing).
  const { token, offer } = await b.guestWithOffer();
  const seated = await b.withSeat(token, offer);
  const pre = await b.authorised(token, seated);
  expect(pre.json.data.status).toBe('Authorised');
  const order = await b.orderCreate(token, cardOrder(seated, pre.json.data.paymentId, b.cardTotal(seated)));
  expect(order.status, order.json.message).toBe(201);
  // A hotel search, a request no route matches, and one to a route with parameters, mounted as deployed.
  const hotels = hotelKitFor(b.t);
  await hotels.search(await hotels.publicToken());
  expect((await b.services.booking.request('/No/Such/thing-42')).status).toBe(404);
  const root = createServicesRoot(b.services);
  expect((await root.request('/svc/content/editor/entries/page/about-us')).status).toBe(403);
  samples = parseExposition(await b.platform.metrics.registry.metrics());
});
afterAll(() => b.t.close());

describe('the services metrics', () => {
  it('count requests by service, method, route pattern and status', () => {
    const where = { service: 'booking', method: 'POST', route: '/Order/OrderCreate', status: '201' };
    expect(sumOf(samples, 'http_requests_total', where)).toBe(1);
    expect(sumOf(samples, 'http_requests_total', { route: '/Offer/OfferReview', status: '200' })).toBe(1);
    expect(
      sumOf(samples, 'http_request_duration_seconds_count', {
        service: 'booking',
        route: '/Order/OrderCreate',
      }),
    ).toBe(1);
  });

  it('label a route by its pattern, never the raw path with its ids', () => {
    const routes = new Set(
      samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    expect(routes).toContain('/svc/content/editor/entries/:type/:key');
    expect(routes).toContain('unmatched');
    for (const route of routes) {
      expect(route).not.toMatch(/about-us|thing-42|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
    expect(sumOf(samples, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
  });

  it('time the searches and every booking step where the service does the work', () => {
    expect(sumOf(samples, 'search_duration_seconds_count', { kind: 'flight' })).toBe(1);
    expect(sumOf(samples, 'search_duration_seconds_count', { kind: 'hotel' })).toBe(1);
    for (const step of ['offer_create', 'seat_hold', 'payment_authorise', 'order_create']) {
      expect(sumOf(samples, 'booking_step_duration_seconds_count', { step }), step).toBe(1);
    }
    // Capture, then ticketing: two timed parts of one order.
    expect(sumOf(samples, 'booking_step_duration_seconds_count', { step: 'capture_ticketing' })).toBe(2);
    expect(sumOf(samples, 'booking_step_duration_seconds_sum', { step: 'order_create' })).toBeGreaterThan(0);
  });

  it('read the queue depth and the pool at scrape time', () => {
    // The order's confirmation waits in the outbox: no deliverer runs in this test.
    expect(sumOf(samples, 'job_queue_depth', { queue: 'outbox', state: 'queued' })).toBeGreaterThanOrEqual(1);
    const total = sumOf(samples, 'db_pool_connections', { state: 'total' });
    if (b.platform.database.kind === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBe(1);
    expect(samples.some((s) => s.name === 'db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
  });

  it('count cache hits and misses by key family, not by key', async () => {
    const metrics = createServiceMetrics();
    const cache = countedCache(createMemoryCache(), metrics);
    expect(await cache.get('flight-session:abc')).toBeNull();
    await cache.set('flight-session:abc', 'x', 60);
    expect(await cache.get('flight-session:abc')).toBe('x');
    await cache.get('flight-session:abc');
    const counted = parseExposition(await metrics.registry.metrics());
    expect(sumOf(counted, 'cache_requests_total', { cache: 'flight-session', result: 'hit' })).toBe(2);
    expect(sumOf(counted, 'cache_requests_total', { cache: 'flight-session', result: 'miss' })).toBe(1);
    // The platform's own cache is counted too.
    await b.platform.cache.get('metrics-test:nothing');
    const after = parseExposition(await b.platform.metrics.registry.metrics());
    expect(sumOf(after, 'cache_requests_total', { cache: 'metrics-test', result: 'miss' })).toBe(1);
  });

  it('keep each platform to its own registry', async () => {
    const other = createServiceMetrics();
    expect(sumOf(parseExposition(await other.registry.metrics()), 'http_requests_total')).toBe(0);
  });

  it('are not served by the public services, mounted or not', async () => {
    const root = createServicesRoot(b.services);
    for (const path of ['/metrics', '/svc/booking/metrics', '/svc/main/metrics']) {
      expect((await root.request(path)).status, path).toBe(404);
    }
  });
});
