import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** The variable through which the test run's global setup tells workers where the template is. */
export const TEMPLATE_PATH_ENV = 'CTG_TEST_DB_TEMPLATE';

export function newTemplatePath(): string {
  return join(tmpdir(), `ctg-test-template-${process.pid}-${Date.now()}.tar`);
}

/** Where the migrated PGlite template of this test run is kept. */
export function templatePath(): string {
  const path = process.env[TEMPLATE_PATH_ENV];
  if (!path) throw new Error(`${TEMPLATE_PATH_ENV} is not set: run the tests through vitest (global setup)`);
  return path;
}
