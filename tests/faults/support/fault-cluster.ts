/**
 * A cluster for one fault test (scripts/cluster/cluster.ts) on its own fresh database, with TCP proxies
 * in front of PostgreSQL and Redis that the test can cut. Helper E's ports (8300-8399) and Redis db 3.
 *
 *   8300 nginx (site), 8301 nginx (services), 8310.. instances and their metrics ports,
 *   8350 PostgreSQL proxy, 8351 Redis proxy, 8352 gateway proxy, 8353 gateway.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster';
import { createDatabaseIfMissing, dropDatabase } from '../../../scripts/cluster/database';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export const PORTS = {
  cluster: 8300,
  postgresProxy: 8350,
  redisProxy: 8351,
  gatewayProxy: 8352,
  gateway: 8353,
};
const REDIS_DB = 3;
export const GATEWAY_SECRET_KEY = 'sk_test_faults_reference_gateway_000001';

export interface FaultCluster {
  cluster: Cluster;
  /** Straight to the test's database (not through the proxy): the test's own checks. */
  databaseUrl: string;
  postgres: TcpProxy;
  redis: TcpProxy;
  /** Every instance's output, for a failing test's message. */
  logs: string[];
  /** Instance log lines matching a pattern. */
  grep(pattern: RegExp): string[];
  /** Instances that exited on their own (a crash), as their log lines say. */
  exits(): string[];
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export interface FaultClusterOptions {
  /** Names the database: ctg_faults_<name>. */
  name: string;
  sites?: number;
  services?: number;
  env?: Record<string, string>;
  servicesEnv?: Record<string, string>;
  siteEnv?: Record<string, string>;
  /** Called once the database exists, before the instances start (e.g. to start a gateway on it). */
  beforeStart?: (databaseUrl: string) => Promise<void>;
}

const ONE_MACHINE_LIMITS = {
  CARD_TOKENS_PER_IP: '10000',
  PREAUTH_PER_IP: '10000',
  OFFER_HOLD_SEATS_PER_CLIENT: '10000',
  OFFER_CREATES_PER_IP: '10000',
  INVOICE_MAX_PER_ADDRESS: '10000',
  CONTACT_ORDERS_PER_HOUR: '10000',
  CONTACT_ORDERS_PER_DAY: '10000',
};

export async function startFaultCluster(options: FaultClusterOptions): Promise<FaultCluster> {
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/ctg_faults_${options.name}`;
  await dropDatabase(databaseUrl);
  await createDatabaseIfMissing(databaseUrl);
  const redisAdmin = new Redis(`redis://127.0.0.1:6379/${REDIS_DB}`);
  // Rate-limit counters and search sessions of a previous run must not leak into this one.
  await redisAdmin.flushdb();
  await redisAdmin.quit();

  const postgres = await startTcpProxy({ port: PORTS.postgresProxy, targetPort: 5432 });
  const redis = await startTcpProxy({ port: PORTS.redisProxy, targetPort: 6379 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The cluster's copy of the build and nginx's files: removed afterwards (FAULTS_KEEP keeps them).
  const workDir = mkdtempSync(join(tmpdir(), `ctg-faults-${options.name}-`));
  const logs: string[] = [];
  let cluster: Cluster | undefined;
  const stop = async () => {
    await cluster?.stop();
    await Promise.all([postgres.close(), redis.close(), pool.end()]);
    await dropDatabase(databaseUrl);
    if (!process.env.FAULTS_KEEP) rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await options.beforeStart?.(databaseUrl);
    cluster = await startCluster({
      sites: options.sites ?? 2,
      services: options.services ?? 2,
      port: PORTS.cluster,
      databaseUrl: `postgres://postgres@127.0.0.1:${PORTS.postgresProxy}/ctg_faults_${options.name}`,
      redisUrl: `redis://127.0.0.1:${PORTS.redisProxy}/${REDIS_DB}`,
      // Every simulated traveller comes from this machine: the per-address limits of the sale (card
      // testing, offer holds, unpaid holds, orders per contact) would count them as one client. They have
      // their own tests; here they are raised, not turned off (sign-in limits, which the Redis fault
      // checks, stay as they are).
      env: { LOG_LEVEL: 'info', ...ONE_MACHINE_LIMITS, ...options.env },
      workDir,
      servicesEnv: options.servicesEnv,
      siteEnv: options.siteEnv,
      log: (line) => {
        logs.push(line);
        if (process.env.FAULTS_VERBOSE) console.log(line);
      },
    });
  } catch (error) {
    console.log(logs.slice(-60).join('\n'));
    await stop();
    throw error;
  }
  return {
    cluster,
    databaseUrl,
    postgres,
    redis,
    logs,
    grep: (pattern) => logs.filter((line) => pattern.test(line)),
    exits: () => logs.filter((line) => /^\[[\w-]+\] exited /.test(line)),
    query: async (sql, values) => (await pool.query(sql, values)).rows,
    stop,
  };
}

/** Every booking figure the faults check, straight from the database. */
export interface Ledger {
  orders: number;
  ordersByStatus: Record<string, number>;
  /** Card orders whose payment is not Captured (still Authorised orders are counted too). */
  cardOrdersWithoutCapture: number;
  /** Gateway authorisations captured (money taken) that no live order carries: must always be 0. */
  capturedWithoutOrder: number;
  /** Approved (held, not taken) authorisations no order carries yet: the reconciler voids them in time. */
  heldWithoutOrder: number;
  /** Contact emails (one per booking attempt in these tests) with more than one order. */
  doubledBookings: number;
  paymentsByStatus: Record<string, number>;
}

const tally = (rows: { status: string; n: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));

export async function readLedger(faults: FaultCluster): Promise<Ledger> {
  const q = faults.query;
  const orders = await q<{ status: string; n: string }>(
    'SELECT status, count(*) n FROM orders GROUP BY status',
  );
  const payments = await q<{ status: string; n: string }>(
    'SELECT status, count(*) n FROM booking_payments GROUP BY status',
  );
  const [withoutCapture] = await q<{ n: string }>(
    `SELECT count(*) n FROM orders o LEFT JOIN booking_payments p ON p.id = o.payment_id
      WHERE o.payment_mode = 'MintPayment' AND o.status IN ('Confirmed', 'Ticketed')
        AND (p.id IS NULL OR p.status <> 'Captured')`,
  );
  // Money on a card with no order, on the gateway's own table (the source of truth for the card).
  const unordered = await q<{ status: string; n: string }>(
    `SELECT a.status, count(*) n FROM payment_gateway_authorisations a
       LEFT JOIN booking_payments p ON p.id = a.reference
       LEFT JOIN orders o ON o.id = p.order_id AND o.status IN ('Authorised', 'Confirmed', 'Ticketed')
      WHERE a.status IN ('approved', 'captured') AND o.id IS NULL GROUP BY a.status`,
  );
  const moneyWithoutOrder = tally(unordered);
  // Every booking a test makes has its own contact email: two orders under one email is a doubled booking.
  const [doubled] = await q<{ n: string }>(
    `SELECT count(*) n FROM (SELECT contact_email FROM orders GROUP BY contact_email HAVING count(*) > 1) d`,
  );
  const byStatus = tally(orders);
  return {
    orders: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    ordersByStatus: byStatus,
    cardOrdersWithoutCapture: Number(withoutCapture?.n ?? 0),
    capturedWithoutOrder: moneyWithoutOrder.captured ?? 0,
    heldWithoutOrder: moneyWithoutOrder.approved ?? 0,
    doubledBookings: Number(doubled?.n ?? 0),
    paymentsByStatus: tally(payments),
  };
}
