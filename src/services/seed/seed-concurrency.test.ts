/**
 * Issue 14: service instances starting together on a fresh PostgreSQL database all seed it. Without a
 * lock each found no demo account and inserted one, and one instance died on the unique key (seen in
 * the load run's cluster start). PostgreSQL only: PGlite is one process's embedded database.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../platform/platform';
import { DEMO_ACCOUNT, DEMO_EDITOR_ACCOUNT, seed } from './seed';

const url = process.env.DATABASE_URL;

describe('seeding under concurrent starts', () => {
  it.skipIf(!url)(
    'three instances seeding one new database at once all succeed, each account created once',
    async () => {
      const schema = `seed_race_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const separator = url!.includes('?') ? '&' : '?';
      const scoped = `${url}${separator}options=-c%20search_path%3D${schema}`;
      const platforms: Platform[] = [];
      try {
        for (let i = 0; i < 3; i += 1) platforms.push(await createPlatform({ DATABASE_URL: scoped }));
        const reports = await Promise.all(platforms.map((platform) => seed(platform, 'src/content')));
        expect(reports.filter((report) => report.demoAccountCreated)).toHaveLength(1);
        expect(reports.filter((report) => report.demoEditorCreated)).toHaveLength(1);
        const rows = await admin.query(
          `SELECT email, count(*)::int AS n FROM ${schema}.accounts WHERE email = ANY($1) GROUP BY email`,
          [[DEMO_ACCOUNT.email, DEMO_EDITOR_ACCOUNT.email]],
        );
        expect(rows.rows).toHaveLength(2);
        expect(rows.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      } finally {
        await Promise.all(platforms.map((platform) => platform.close()));
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
    120_000,
  );
});
