import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { migrations, type Migration } from './migrations/index';

// Arbitrary constant: every instance takes the same advisory lock, so concurrent starts against one
// PostgreSQL apply each migration exactly once.
const MIGRATION_LOCK_ID = 727_001;

/** Applies pending migrations in one transaction; returns the ids applied. */
export async function migrate(database: Database, list: Migration[] = migrations): Promise<string[]> {
  await database.execRaw(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    }
    const result = await tx.execute<{ id: string }>(sql`SELECT id FROM schema_migrations`);
    const applied = new Set(readRows<{ id: string }>(result).map((row) => row.id));
    const done: string[] = [];
    for (const migration of list) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      done.push(migration.id);
    }
    return done;
  });
}

/** True when every known migration has been applied (the readiness check). */
export async function isMigrated(database: Database, list: Migration[] = migrations): Promise<boolean> {
  const rows = await database
    .query<{ id: string }>(`SELECT id FROM schema_migrations`)
    .catch(() => [] as { id: string }[]);
  const applied = new Set(rows.map((row) => row.id));
  return list.every((migration) => applied.has(migration.id));
}

// drizzle returns rows directly from node-postgres results and under `.rows` from PGlite.
function readRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
