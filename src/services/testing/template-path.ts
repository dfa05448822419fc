import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Where the migrated PGlite template of this test run is kept. */
export const TEMPLATE_PATH = join(tmpdir(), `ctg-test-template-${process.env.VITEST_RUN_ID ?? 'local'}.tar`);
