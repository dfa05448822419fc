import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema';
import { PgliteThread } from './pglite-thread';
import type { Database, Db } from '../db/database';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (the migrated test template). */
  loadDataDir?: Blob | File | undefined;
  /**
   * PGlite on a thread of its own (pglite-thread.ts, ADR 030): the server's way, so that statements do
   * not take turns with HTTP and rendering. Tests keep it in their process, where a template dump loads
   * in milliseconds and nothing else competes for the thread.
   */
  ownThread?: boolean;
  /** With `ownThread`: called if the thread stops without being closed (PGlite aborted). */
  onThreadLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.ownThread) return openPgliteThread(options);
  return openPglite(options);
}

async function openPgliteThread(options: OpenDatabaseOptions): Promise<Database> {
  if (options.loadDataDir) throw new Error('a PGlite dump loads in process, not on a thread');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PgliteThread.open(
    options.dataDir ? { dataDir: options.dataDir } : {},
    options.onThreadLost,
  );
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers.
  return embeddedDatabase(client, drizzlePglite(client as unknown as PGlite, { schema }));
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    ...embeddedDatabase(client, drizzlePglite(client, { schema })),
    dump: () => client.dumpDataDir('none'),
  };
}

/** The platform's database over PGlite, in this process or on its thread. */
function embeddedDatabase(client: PGlite | PgliteThread, db: unknown): Database {
  return {
    kind: 'pglite',
    db: db as Db,
    execRaw: async (statement) => {
      await client.exec(statement);
    },
    query: async <T>(statement: string, params: unknown[] = []) =>
      (await client.query<T>(statement, params)).rows,
    ping: async () => {
      await client.query('select 1');
    },
    exclusively: (_lockId, work) => work(),
    close: () => client.close(),
    pglite: client,
  };
}

async function openPostgres(url: string): Promise<Database> {
  // A database that silently drops packets must not hang every request: a connection not made within
  // 5 s fails, and the services answer 503 (db/unavailable.ts) until it is back.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
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
    exclusively: async (lockId, work) => {
      // A session lock on one connection held aside; `work` runs on the pool's other connections.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
