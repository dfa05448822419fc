import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { migrations, type Migration } from './migrations/index';

// Arbitrary constant: every instance takes the same advisory lock, so concurrent starts against one
// PostgreSQL apply each migration exactly once.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Thrown when the database has migrations this build does not know: a newer build migrated it (a
 * rolling deploy, or a rollback of the code alone). Serving would read and write a schema this code
 * was not written for, so the instance refuses to start and says why (issue 14).
 */
export class SchemaNewerThanBuild extends Error {
  constructor(readonly unknownMigrations: string[]) {
    super(
      `The database schema is newer than this build: it has migration(s) ${unknownMigrations.join(', ')} ` +
        'that this build does not know. Refusing to serve; deploy the build that made them (or newer).',
    );
    this.name = 'SchemaNewerThanBuild';
  }
}

/** Applies pending migrations in one transaction; returns the ids applied. */
export async function migrate(database: Database, list: Migration[] = migrations): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    }
    // Under the lock: CREATE TABLE IF NOT EXISTS is not safe against a concurrent one in PostgreSQL
    // (two instances starting together both tried to create the type; migrate-concurrency.test.ts).
    await tx.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      ),
    );
    const result = await tx.execute<{ id: string }>(sql`SELECT id FROM schema_migrations`);
    const applied = new Set(readRows<{ id: string }>(result).map((row) => row.id));
    const known = new Set(list.map((migration) => migration.id));
    const unknown = [...applied].filter((id) => !known.has(id)).sort();
    if (unknown.length) throw new SchemaNewerThanBuild(unknown);
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
