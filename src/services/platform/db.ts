import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The services' database: drizzle for queries, plus the few raw operations the platform needs. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs one SQL statement without parameters (migrations only). */
  execRaw(statement: string): Promise<void>;
  /** Rows of a parameterised query, for the rare statement drizzle cannot express. */
  query<T>(statement: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the migrated test template). */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (the migrated test template). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    execRaw: async (statement) => {
      await client.exec(statement);
    },
    query: async <T>(statement: string, params: unknown[] = []) =>
      (await client.query<T>(statement, params)).rows,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A lost connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    execRaw: async (statement) => {
      await pool.query(statement);
    },
    query: async <T>(statement: string, params: unknown[] = []) =>
      (await pool.query(statement, params)).rows as T[],
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
