/**
 * Migrates and seeds the load run's fresh database once, in this process, before the cluster starts.
 * Two service instances starting together on an empty database both run the seed, whose demo accounts
 * are inserted after a "does it exist?" read outside any lock: the second instance dies on the accounts'
 * unique email (seen on 2026-11-24; reported to the lead). Seeding first makes every instance find the
 * accounts there, so the load measures the booking path rather than that start-up race.
 */
import { createPlatform } from '../../src/services/platform/platform';
import { seed } from '../../src/services/seed/seed';

export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const platform = await createPlatform({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    // A throwaway process: no outbox banner, no background jobs (seed only).
    OUTBOX_ENABLED: 'false',
  });
  try {
    await seed(platform, 'src/content');
  } finally {
    await platform.close();
  }
}
