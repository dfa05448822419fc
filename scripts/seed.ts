/**
 * `npm run seed`: applies migrations and the idempotent seed (content from src/content, the demo
 * account) to the configured database: DATABASE_URL, or the embedded PGlite in DATA_DIR (default .data).
 * Stop the site first when it uses the embedded database: PGlite allows one process per data folder.
 */
import { createPlatform } from '../src/services/platform/platform';
import { seed } from '../src/services/seed/seed';

const platform = await createPlatform(process.env);
try {
  const report = await seed(platform, process.env.CONTENT_SEED_DIR ?? 'src/content');
  console.log(
    `Seed applied: ${report.contentEntries} content entries written; demo account ${report.demoAccountCreated ? 'created' : 'already present'}.`,
  );
} finally {
  await platform.close();
}
