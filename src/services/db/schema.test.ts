import { Table, getTableColumns, getTableName, is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { isMigrated, migrate } from './migrate';
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
