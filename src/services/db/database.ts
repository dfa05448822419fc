import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The database's shape, beside its schema: modules that only query take these types from here, and the
// platform (platform/db.ts) opens one over PGlite or PostgreSQL.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle drizzle passes to a `db.transaction(async (tx) => ...)` callback. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type DbOrTx = Db | DbTx;

/**
 * What the job queue needs of the embedded database (pg-boss's PGlite adapter): PGlite itself in a
 * test's process, or its stand-in when PGlite runs on its own thread (platform/pglite-thread.ts).
 */
interface EmbeddedClient {
  query<T>(statement: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(statements: string): Promise<{ rows: unknown[] }[]>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The services' database: drizzle for queries, plus the few raw operations the platform needs. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs one SQL statement without parameters (migrations only). */
  execRaw(statement: string): Promise<void>;
  /** Rows of a parameterised query, for the rare statement drizzle cannot express. */
  query<T>(statement: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  /**
   * Runs `work` while this process holds a session advisory lock, so that processes starting together
   * take turns at one-off start-up work (the seed: two instances both found no demo account and both
   * inserted it, and one died on the unique key). PGlite is one process: it just runs `work`.
   */
  exclusively<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the migrated test template). */
  dump?(): Promise<Blob>;
  /** PGlite only: the client itself, which the job queue (services/jobs) shares through pg-boss's adapter. */
  pglite?: EmbeddedClient;
  /** PostgreSQL only: the pool's connections now (for /metrics); PGlite is one in-process connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
