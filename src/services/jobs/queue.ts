/**
 * The services' job queue (ADR 019): pg-boss over the platform's database, PostgreSQL or the embedded
 * PGlite. On PostgreSQL pg-boss keeps a small pool of its own (it needs a session for LISTEN); on PGlite
 * it shares the one client through pg-boss's adapter, so jobs and the app's rows live in one database
 * either way. pg-boss installs and migrates its schema (`pgboss`) itself, under its own advisory lock,
 * so many instances may start together; the app's migrations (db/migrate.ts) never touch that schema.
 */
import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Platform } from '../platform/platform';
import { JOBS_SCHEMA } from '../db/jobs-schema';

export interface JobQueueOptions {
  /** Another schema than `pgboss` (tests on a shared PostgreSQL database). */
  schema?: string;
  /** pg-boss's own pool on PostgreSQL (default 4): LISTEN, polling and job bookkeeping. */
  poolSize?: number;
  /** The PostgreSQL to use when the platform's configuration has none (tests inject their database). */
  connectionString?: string;
}

export interface JobQueue {
  boss: PgBoss;
  schema: string;
  /** Creates the queue, or leaves it as it is when another instance created it first. */
  ensureQueue(name: string, options?: Omit<Queue, 'name'>): Promise<void>;
  /**
   * Stops fetching jobs, waits up to `graceMs` for the jobs in hand, then closes pg-boss's pool. A job
   * cut at the bound is not lost: it expires and another instance runs it again (handlers are idempotent).
   */
  stop(graceMs?: number): Promise<void>;
}

type QueuePlatform = Pick<Platform, 'config' | 'database' | 'log'>;

const SUPERVISE_SECONDS = 15;

export async function startJobQueue(
  platform: QueuePlatform,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const schema = options.schema ?? JOBS_SCHEMA;
  const { database, config, log } = platform;
  const common: ConstructorOptions = {
    schema,
    // Wakes a worker as soon as a job is committed; polling stays as the floor.
    useListenNotify: true,
    // No cron here: its resolution is a minute, the reconcile interval is seconds (periodic.ts throttles).
    schedule: false,
    // Telemetry stays off until the services export it; /metrics reads the job table instead.
    openTelemetry: { enabled: false },
    // How the services show in pg-boss's instance registry (pgboss.instance).
    instanceName: 'ctg-services',
    // How often pg-boss fails expired active jobs (default 60 s): with periodic.ts's PASS_EXPIRE_SECONDS, a
    // pass orphaned by a crashed instance frees its queue within 75 s, not 2 minutes.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(requirePglite(database)), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: requireUrl(options.connectionString ?? config.databaseUrl),
          max: options.poolSize ?? 4,
          application_name: 'ctg-jobs',
        });
  boss.on('error', (error) => log.error({ err: String(error) }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  await boss.start();

  let stopping: Promise<void> | undefined;
  return {
    boss,
    schema,
    ensureQueue: async (name, queueOptions = {}) => {
      if (await boss.getQueue(name)) {
        // Keeps the options in step with this build (a later deploy may change retries or retention).
        const { policy: _policy, partition: _partition, ...changeable } = queueOptions;
        if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
        return;
      }
      await boss.createQueue(name, queueOptions).catch(async (error: unknown) => {
        // Two instances starting together: the other one created it between our look and our create.
        if (!(await boss.getQueue(name))) throw error;
      });
    },
    stop: (graceMs = 10_000) => {
      stopping ??= boss.stop({ graceful: true, timeout: graceMs, close: true });
      return stopping;
    },
  };
}

function requirePglite(database: Platform['database']) {
  if (!database.pglite) throw new Error('the job queue needs the PGlite client of the database');
  return database.pglite;
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('the job queue needs DATABASE_URL on PostgreSQL');
  return url;
}
