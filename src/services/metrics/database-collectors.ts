/**
 * Gauges read at scrape time from the database: the job queue's depth (pg-boss's `job` table and the
 * mail outbox) and the connection pool. Read when Prometheus asks, so an idle instance costs nothing.
 */
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { JOBS_SCHEMA } from '../db/jobs-schema';

interface DepthRow {
  queue: string;
  state: string;
  count: string | number;
}

export function registerDatabaseCollectors(
  registry: Registry,
  database: Database,
  jobsSchema = JOBS_SCHEMA,
): void {
  // The pool first: the scrape's own queries (the queue depth below) must not show in its reading.
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; PGlite is one in-process connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs by queue and state (pg-boss), and the mail outbox (queue="outbox")',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await withinScrapeBudget(queueDepth(database, jobsSchema))) {
        this.set({ queue: row.queue, state: row.state }, Number(row.count));
      }
    },
  });
}

/**
 * pg-boss may not have installed its schema yet (a fresh database, or the queue not started in this
 * process): its part is then left out, quietly. A failing query leaves its part out too: the rest of
 * the scrape (the counters above all) is still served.
 */
async function queueDepth(database: Database, schema: string): Promise<DepthRow[]> {
  // The schema name is interpolated: only a plain identifier is accepted.
  if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const outbox = await database
    .query<DepthRow>(
      `SELECT 'outbox' AS queue, 'queued' AS state, count(*) AS count FROM outbox_emails
       WHERE status = 'queued'`,
    )
    .catch(() => []);
  const [installed] = await database
    .query<{ table: string | null }>(`SELECT to_regclass('${schema}.job')::text AS "table"`)
    .catch(() => [{ table: null }]);
  if (!installed?.table) return outbox;
  const jobs = await database
    .query<DepthRow>(
      // Every queue shows, empty ones at 0 (created), so a dashboard sees the series before the first job.
      `SELECT q.name AS queue, coalesce(j.state::text, 'created') AS state, count(j.id) AS count
       FROM ${schema}.queue q
       LEFT JOIN ${schema}.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active')
       GROUP BY q.name, j.state`,
    )
    .catch(() => []);
  return [...outbox, ...jobs];
}

/**
 * A database that does not answer (cut, or the pool exhausted) must not hold the scrape past the
 * scraper's own timeout: the gauge is then left empty for this scrape.
 */
const SCRAPE_BUDGET_MS = 2_000;
function withinScrapeBudget(rows: Promise<DepthRow[]>): Promise<DepthRow[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DepthRow[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SCRAPE_BUDGET_MS);
    timer.unref();
  });
  return Promise.race([rows, late]).finally(() => clearTimeout(timer));
}
