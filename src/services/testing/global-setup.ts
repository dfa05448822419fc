import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { migrate } from '../db/migrate';
import { openDatabase } from '../platform/db';
import { rm } from 'node:fs/promises';
import { TEMPLATE_PATH_ENV, newTemplatePath } from './template-path';

/**
 * Runs once per test run: migrates an in-memory PGlite and dumps it, so each test file starts from a
 * copy of a migrated database instead of paying for initdb and migrations again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => undefined;
  // One file per run: workers inherit this variable, and concurrent runs do not share a template.
  const templatePath = newTemplatePath();
  process.env[TEMPLATE_PATH_ENV] = templatePath;
  const database = await openDatabase({});
  await migrate(database);
  if (!database.dump) throw new Error('the embedded database cannot be dumped');
  const dump = await database.dump();
  await mkdir(dirname(templatePath), { recursive: true });
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return async () => {
    await rm(templatePath, { force: true });
  };
}
