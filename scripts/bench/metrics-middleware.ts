/**
 * The cost of the request metrics middlewares: the services' (services/metrics/http-metrics.ts, on a
 * service app) and the site's (lib/metrics/site-metrics.ts, on a bare Hono app standing in for the
 * request entry), each answering the same requests in process with and without it. Prints what it
 * measured; no threshold.
 *   npx tsx scripts/bench/metrics-middleware.ts [requests=10000] [rounds=5]
 */
import { Hono } from 'hono';
import {
  createSiteMetrics,
  ROUTE_PATTERN_HEADER,
  siteRequestMetrics,
} from '../../src/lib/metrics/site-metrics';
import { createServiceApp } from '../../src/services/http/app-factory';
import { createServiceMetrics } from '../../src/services/metrics/service-metrics';
import { createLogger } from '../../src/services/platform/logger';
import type { Platform } from '../../src/services/platform/platform';

const requests = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 5);

function app(withMetrics: boolean) {
  // Only what createServiceApp reads: the logger, and the metrics when measured with them.
  const platform = {
    log: createLogger('silent'),
    ...(withMetrics ? { metrics: createServiceMetrics() } : {}),
  } as unknown as Platform;
  const service = createServiceApp(platform, 'booking');
  service.get('/Order/:id', (c) => c.json({ orderId: c.req.param('id') }));
  return service;
}

function siteApp(withMetrics: boolean) {
  const site = new Hono();
  if (withMetrics) site.use(siteRequestMetrics(createSiteMetrics()));
  site.get('/flights/:id', (c) => {
    c.header(ROUTE_PATTERN_HEADER, '/flights/[id]');
    return c.json({ id: c.req.param('id') });
  });
  return site;
}

async function run(service: { request: Hono['request'] }, prefix: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) {
    const response = await service.request(`${prefix}${i}`);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    await response.arrayBuffer();
  }
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perRequestUs = (ms: number) => (ms * 1000) / requests;

async function compare(
  label: string,
  without: { request: Hono['request'] },
  withIt: typeof without,
  prefix: string,
) {
  await run(without, prefix);
  await run(withIt, prefix);
  const times = { without: [] as number[], with: [] as number[] };
  // Interleaved rounds, so a busy neighbour on the machine weighs on both alike.
  for (let round = 0; round < rounds; round += 1) {
    times.without.push(await run(without, prefix));
    times.with.push(await run(withIt, prefix));
  }
  const a = median(times.without);
  const b = median(times.with);
  console.log(`${label}: ${requests} requests x ${rounds} rounds, median round (in-process app.request):`);
  console.log(`  without metrics: ${a.toFixed(0)} ms  (${perRequestUs(a).toFixed(1)} µs/request)`);
  console.log(`  with metrics:    ${b.toFixed(0)} ms  (${perRequestUs(b).toFixed(1)} µs/request)`);
  console.log(
    `  cost: ${(perRequestUs(b) - perRequestUs(a)).toFixed(1)} µs/request (${(((b - a) / a) * 100).toFixed(1)} %)`,
  );
}

await compare('services (service app)', app(false), app(true), '/Order/ORD-');
await compare('site (request entry)', siteApp(false), siteApp(true), '/flights/QF');
