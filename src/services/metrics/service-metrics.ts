/**
 * The services' Prometheus metrics (prom-client). One Registry per platform, never the library's
 * global one: tests build many platforms in one process, and each must count only its own requests.
 * Served on a separate loopback port (lib/metrics/metrics-endpoint.server.ts), never on the public services.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { registerDatabaseCollectors } from './database-collectors';

/** Buckets in seconds: from a cached read (a few ms) to a search at its pricing budget (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type SearchKind = 'flight' | 'hotel';
type BookingStep =
  'offer_create' | 'seat_hold' | 'payment_authorise' | 'order_create' | 'capture_ticketing' | 'hotel_order';

/** Why a card-testing defence refused a tokenisation or an authorisation (docs/security.md). */
export type CardTestingRefusal =
  'tokens_per_ip' | 'preauth_per_ip' | 'preauth_per_offer' | 'offer_declines' | 'card_declines';

export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'service' | 'method' | 'route' | 'status'>;
  requestDuration: Histogram<'service' | 'method' | 'route'>;
  /** Times the work of a search (flight search, hotel availability), failures included. */
  timeSearch<T>(kind: SearchKind, work: () => Promise<T>): Promise<T>;
  /** Times one step of the booking path, failures included. */
  timeStep<T>(step: BookingStep, work: () => Promise<T>): Promise<T>;
  /** One cache read: `cache` is the key's family (`rl`, `flight-session`...), never the key itself. */
  countCacheRead(cache: string, hit: boolean): void;
  /** One request refused by a card-testing defence. */
  countCardTestingRefusal(reason: CardTestingRefusal): void;
  /** Adds the process metrics (CPU, memory, event loop, GC) under `prefix`; once per process. */
  collectProcessMetrics(prefix: string): void;
}

export interface ServiceMetricsOptions {
  /** pg-boss's schema, when not `pgboss` (tests on a shared PostgreSQL give each file its own). */
  jobsSchema?: string;
}

/** With a database, the registry also reads the job queue's depth and the pool's use at each scrape. */
export function createServiceMetrics(
  database?: Database,
  options: ServiceMetricsOptions = {},
): ServiceMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by service, method, matched route pattern and status',
    labelNames: ['service', 'method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by service, method and matched route pattern',
    labelNames: ['service', 'method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const search = new Histogram({
    name: 'search_duration_seconds',
    help: 'Time a search takes in the service (flight search, hotel availability)',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const bookingStep = new Histogram({
    name: 'booking_step_duration_seconds',
    help: 'Time each step of the booking path takes in the service',
    labelNames: ['step'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheRequests = new Counter({
    name: 'cache_requests_total',
    help: 'Cache reads by cache (key family) and result; hit ratio = hit / (hit + miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const cardTestingRefusals = new Counter({
    name: 'card_testing_refusals_total',
    help: 'Card tokenisations and authorisations refused by the card-testing defences, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  if (database) registerDatabaseCollectors(registry, database, options.jobsSchema);

  const timed = async <T>(
    histogram: Histogram<string>,
    label: Record<string, string>,
    work: () => Promise<T>,
  ) => {
    const end = histogram.startTimer(label);
    try {
      return await work();
    } finally {
      end();
    }
  };
  let processMetrics = false;
  return {
    registry,
    requests,
    requestDuration,
    timeSearch: (kind, work) => timed(search, { kind }, work),
    timeStep: (step, work) => timed(bookingStep, { step }, work),
    countCacheRead: (cache, hit) => cacheRequests.inc({ cache, result: hit ? 'hit' : 'miss' }),
    countCardTestingRefusal: (reason) => cardTestingRefusals.inc({ reason }),
    collectProcessMetrics: (prefix) => {
      // Starts an event-loop monitor: only for the instance that serves /metrics, not every test platform.
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, prefix });
    },
  };
}
