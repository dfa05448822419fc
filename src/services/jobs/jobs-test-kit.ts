/**
 * Test helpers for the job queue: a queue over a test platform's database (its own pg-boss schema on a
 * shared PostgreSQL, so parallel test files do not meet), and a second "instance" of the services on
 * the same database, as another process would open it.
 */
import { createMemoryCache } from '../platform/cache';
import { createLogger } from '../platform/logger';
import { openDatabase } from '../platform/db';
import type { Database } from '../db/database';
import type { MailTransport, OutgoingEmail } from '../platform/mailer';
import { createPlatform, type Platform } from '../platform/platform';
import type { TestServices } from '../testing/test-platform';
import { startJobQueue, type JobQueue } from './queue';

/** The pg-boss schema for this test database: `pgboss` on PGlite, one per test schema on PostgreSQL. */
export async function jobsSchemaFor(platform: Platform): Promise<string> {
  if (platform.database.kind === 'pglite') return 'pgboss';
  const [row] = await platform.database.query<{ schema: string }>('SELECT current_schema() AS schema');
  return `jobs_${row?.schema ?? 'test'}`;
}

export async function startTestQueue(platform: Platform): Promise<JobQueue> {
  return startJobQueue(platform, {
    schema: await jobsSchemaFor(platform),
    ...(process.env.DATABASE_URL ? { connectionString: process.env.DATABASE_URL, poolSize: 3 } : {}),
  });
}

/** Drops a test's pg-boss schema on PostgreSQL (the PGlite database goes with its test). */
export async function dropJobsSchema(platform: Platform): Promise<void> {
  if (platform.database.kind !== 'postgres') return;
  await platform.database.execRaw(`DROP SCHEMA IF EXISTS ${await jobsSchemaFor(platform)} CASCADE`);
}

/**
 * Another instance of the services on the test's database: on PostgreSQL its own pool on the same
 * schema; on PGlite the same client (one process), which it leaves open when it closes.
 */
export async function secondInstance(t: TestServices): Promise<Platform> {
  let database: Database;
  if (t.platform.database.kind === 'postgres') {
    const url = process.env.DATABASE_URL ?? '';
    const [row] = await t.platform.database.query<{ schema: string }>('SELECT current_schema() AS schema');
    const separator = url.includes('?') ? '&' : '?';
    database = await openDatabase({ url: `${url}${separator}options=-c%20search_path%3D${row?.schema}` });
  } else {
    database = { ...t.platform.database, close: async () => undefined };
  }
  return createPlatform(
    { LOG_LEVEL: 'silent', TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256' },
    { database, clock: t.clock, cache: createMemoryCache(), log: createLogger('silent') },
  );
}

/** A transport that records every delivery, failing the first `failures` attempts. */
export function recordingTransport(failures = 0) {
  const sent: OutgoingEmail[] = [];
  let left = failures;
  const transport: MailTransport & { sent: OutgoingEmail[] } = {
    sent,
    deliver: async (email) => {
      if (left > 0) {
        left -= 1;
        throw new Error('421 mail server busy');
      }
      sent.push(email);
    },
  };
  return transport;
}

export const email = (to: string): OutgoingEmail => ({
  to,
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
});

/** The pg-boss jobs of a queue, by state, read straight from the job table. */
export async function jobsOf(
  queue: JobQueue,
  platform: Platform,
  name: string,
): Promise<Array<{ state: string; data: unknown; start_after: Date; created_on: Date }>> {
  return platform.database.query(
    `SELECT state, data, start_after, created_on FROM ${queue.schema}.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
}
