import { Table, getTableColumns, getTableName, is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { isMigrated, migrate, SchemaNewerThanBuild } from './migrate';
import { migrations } from './migrations/index';
import * as schema from './schema';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is Table =>
  is(value, Table),
);

describe('migrations', () => {
  it('are applied and idempotent', async () => {
    expect(await isMigrated(t.platform.database)).toBe(true);
    expect(await migrate(t.platform.database)).toEqual([]);
  });

  it('refuses to serve a database a newer build migrated, and changes nothing', async () => {
    const database = t.platform.database;
    // What an instance of the previous build sees after this build migrated the database.
    const previousBuild = migrations.slice(0, -1);
    const newest = migrations.at(-1)!.id;
    const before = await database.query<{ id: string }>(`SELECT id FROM schema_migrations ORDER BY id`);
    await expect(migrate(database, previousBuild)).rejects.toThrow(SchemaNewerThanBuild);
    await expect(migrate(database, previousBuild)).rejects.toThrow(
      `it has migration(s) ${newest} that this build does not know`,
    );
    expect(await database.query<{ id: string }>(`SELECT id FROM schema_migrations ORDER BY id`)).toEqual(
      before,
    );
    // The current build, which knows every migration, still starts.
    expect(await migrate(database)).toEqual([]);
  });

  it.each(tables.map((table) => [getTableName(table), table] as const))(
    'create table %s with the columns the drizzle schema queries',
    async (name, table) => {
      const rows = await t.platform.database.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`,
        [name],
      );
      const inDatabase = rows.map((row) => row.column_name).sort();
      const inSchema = Object.values(getTableColumns(table))
        .map((column) => column.name)
        .sort();
      expect(inDatabase).toEqual(inSchema);
    },
  );
});
