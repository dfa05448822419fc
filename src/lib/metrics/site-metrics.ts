/**
 * The site process's Prometheus metrics: requests by Astro route pattern, the route cache's hits and
 * misses, and the latency of the BFF's calls to each service. One registry per process, kept on
 * globalThis so a dev-server reload of this module keeps counting into the same one. Served only on
 * METRICS_PORT (metrics-server.ts), never through the public site.
 */
import type { MiddlewareHandler } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: a cached page in a few ms up to a slow search. Same buckets as the services'. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Set by the Astro middleware on each response with `context.routePattern` (`/flights/[id]`), read and
 * removed by the request entry's metrics middleware: the pattern, never the raw path, labels the
 * request (ids would make a series per booking).
 */
export const ROUTE_PATTERN_HEADER = 'X-Ctg-Route-Pattern';
const UNMATCHED_ROUTE = 'unmatched';

export interface SiteMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route'>;
  cacheRequests: Counter<'cache' | 'result'>;
  upstreamDuration: Histogram<'service' | 'status'>;
}

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Site requests answered, by method, Astro route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a site request, by method and Astro route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    cacheRequests: new Counter({
      name: 'cache_requests_total',
      help: 'Route cache lookups of cacheable pages by result (hit, stale, miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: "The BFF's and pages' calls to each service, by status ('unreachable': no answer)",
      labelNames: ['service', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
}

const holder = globalThis as typeof globalThis & { __ctgSiteMetrics?: SiteMetrics };

/** This process's site metrics (created on first use). */
export function siteMetrics(): SiteMetrics {
  holder.__ctgSiteMetrics ??= createSiteMetrics();
  return holder.__ctgSiteMetrics;
}

let processMetrics = false;
/** Adds CPU, memory, event loop and GC metrics (prefix ctg_site_); only when /metrics is served. */
export function collectSiteProcessMetrics(metrics: SiteMetrics = siteMetrics()): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metrics.registry, prefix: 'ctg_site_' });
}

/** Records one service call; `status` is undefined when the service could not be reached. */
export function observeUpstream(service: string, status: number | undefined, seconds: number): void {
  siteMetrics().upstreamDuration.observe(
    { service, status: status ? String(status) : 'unreachable' },
    seconds,
  );
}

/**
 * Starts timing one request; the returned function counts its answer (the route pattern header comes
 * off the answer's headers). The request entry's middleware and the route cache's Node front door.
 */
export function startSiteRequest(metrics: SiteMetrics = siteMetrics()) {
  const end = metrics.requestDuration.startTimer();
  return (method: string, status: number, headers: Headers): void => {
    const labels = { method, route: takeRoutePattern(headers) };
    end(labels);
    metrics.requests.inc({ ...labels, status: String(status) });
    const cached = headers.get('X-Cache')?.toLowerCase();
    if (cached) metrics.cacheRequests.inc({ cache: 'route', result: cached });
  };
}

/** The request entry's middleware: counts and times every request that reaches it. */
export function siteRequestMetrics(metrics: SiteMetrics = siteMetrics()): MiddlewareHandler {
  return async (c, next) => {
    const finish = startSiteRequest(metrics);
    try {
      await next();
    } finally {
      finish(c.req.method, c.res.status, c.res.headers);
    }
  };
}

function takeRoutePattern(headers: Headers): string {
  const route = headers.get(ROUTE_PATTERN_HEADER);
  if (route === null) return UNMATCHED_ROUTE;
  try {
    headers.delete(ROUTE_PATTERN_HEADER);
  } catch {
    // Immutable headers (a fetched response passed through): the label is read all the same.
  }
  return route;
}
