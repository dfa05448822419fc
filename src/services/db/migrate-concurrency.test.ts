/**
 * Issue 14: many instances starting together against one PostgreSQL apply each migration once (the
 * advisory lock in migrate.ts). PostgreSQL only: PGlite is one process's embedded database.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db';
import { migrate } from './migrate';
import { migrations } from './migrations/index';

const url = process.env.DATABASE_URL;

describe('migrations under concurrent starts', () => {
  it.skipIf(!url)(
    'four instances starting at once apply every migration exactly once',
    async () => {
      const schema = `migrate_race_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const separator = url!.includes('?') ? '&' : '?';
      const scoped = `${url}${separator}options=-c%20search_path%3D${schema}`;
      const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: scoped })));
      try {
        const applied = await Promise.all(instances.map((database) => migrate(database)));
        // One instance applied them all; the others waited on the lock and found nothing to do.
        expect(applied.map((ids) => ids.length).sort((a, b) => a - b)).toEqual([0, 0, 0, migrations.length]);
        const rows = await admin.query(
          `SELECT id, count(*)::int AS n FROM ${schema}.schema_migrations GROUP BY id`,
        );
        expect(rows.rows).toHaveLength(migrations.length);
        expect(rows.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
    60_000,
  );
});
