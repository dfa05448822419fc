import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createMemoryCache, type Cache } from '../platform/cache';
import { createManualClock } from '../platform/clock';
import { openDatabase } from '../platform/db';
import type { Database } from '../db/database';
import { createLogger } from '../platform/logger';
import { createPlatform, type Platform } from '../platform/platform';
import { createServices } from '../app';
import { templatePath } from './template-path';

export interface TestServices {
  platform: Platform;
  services: ReturnType<typeof createServices>;
  clock: ReturnType<typeof createManualClock>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when DATABASE_URL
 * is set (CI's PostgreSQL run), a schema of its own in that database.
 */
async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await readFile(templatePath());
    return openDatabase({ loadDataDir: new Blob([template]) });
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = url.includes('?') ? '&' : '?';
  const database = await openDatabase({ url: `${url}${separator}options=-c%20search_path%3D${schema}` });
  return {
    ...database,
    close: async () => {
      await database.execRaw(`DROP SCHEMA ${schema} CASCADE`);
      await database.close();
    },
  };
}

/**
 * Services over a fresh database. The cache is in memory and follows the manual clock, unless a test
 * passes its own (the shared-Redis tests).
 */
export async function createTestServices(
  env: Record<string, string | undefined> = {},
  overrides: { cache?: Cache } = {},
): Promise<TestServices> {
  const clock = createManualClock(new Date('2026-11-21T00:00:00.000Z'));
  const platform = await createPlatform(
    {
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      // Test files book many orders with one contact address; contact-limits.test.ts sets its own.
      CONTACT_ORDERS_PER_HOUR: '1000',
      CONTACT_ORDERS_PER_DAY: '1000',
      ...env,
    },
    {
      database: await openTestDatabase(),
      clock,
      cache: overrides.cache ?? createMemoryCache(() => clock.now().getTime()),
      log: createLogger('silent'),
    },
  );
  return { platform, services: createServices(platform), clock, close: () => platform.close() };
}

/** JSON request helper for app.request(). */
export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}
