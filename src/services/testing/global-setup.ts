import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { migrate } from '../db/migrate';
import { openDatabase } from '../platform/db';
import { TEMPLATE_PATH } from './template-path';

/**
 * Runs once per test run: migrates an in-memory PGlite and dumps it, so each test file starts from a
 * copy of a migrated database instead of paying for initdb and migrations again.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({});
  await migrate(database);
  if (!database.dump) throw new Error('the embedded database cannot be dumped');
  const dump = await database.dump();
  await mkdir(dirname(TEMPLATE_PATH), { recursive: true });
  await writeFile(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
