import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createMemoryCache, createRedisCache, type Cache } from './cache';
import { systemClock, type Clock } from './clock';
import { createFallbackCache } from './fallback-cache';
import { readServiceConfig, type ServiceConfig } from './config';
import type { Database } from '../db/database';
import { openDatabase } from './db';
import { cryptoIds, type Ids } from './ids';
import { createLogger, type Logger } from './logger';
import { createQueuedMailer, type Mailer } from './mailer';
import { migrate } from '../db/migrate';
import { countedCache } from './counted-cache';
import { createServiceMetrics, type ServiceMetrics } from '../metrics/service-metrics';
import { platformSettings } from '../db/schema';

/** Everything a service module may touch. Passed in, never imported, so tests inject their own. */
export interface Platform {
  config: ServiceConfig;
  database: Database;
  clock: Clock;
  ids: Ids;
  cache: Cache;
  mailer: Mailer;
  log: Logger;
  /** This platform's Prometheus registry and instruments (served only on METRICS_PORT). */
  metrics: ServiceMetrics;
  /** Secret that signs tokens; shared by every instance through the database or configuration. */
  tokenSecret: string;
  close(): Promise<void>;
}

export interface PlatformOverrides {
  database?: Database;
  clock?: Clock;
  ids?: Ids;
  cache?: Cache;
  mailer?: Mailer;
  log?: Logger;
  metrics?: ServiceMetrics;
}

/** Opens the database, applies migrations and wires the platform from configuration. */
export async function createPlatform(
  env: Record<string, string | undefined>,
  overrides: PlatformOverrides = {},
): Promise<Platform> {
  const config = readServiceConfig(env);
  const log = overrides.log ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      ownThread: true,
      // In process, PGlite aborting took the process with it, and its supervisor started another. A lost
      // thread must not leave an instance that answers 503 for ever: it stops, gracefully.
      onThreadLost: (error) => {
        log.fatal({ err: String(error) }, 'the database thread stopped: this instance stops');
        process.kill(process.pid, 'SIGTERM');
      },
    }));
  await migrate(database).catch(async (error: unknown) => {
    // One clear line for whoever watches the deploy, before the process stops with the error.
    log.fatal({ err: String(error) }, 'database not migrated: this instance will not serve');
    if (!overrides.database) await database.close().catch(() => undefined);
    throw error;
  });
  const ids = overrides.ids ?? cryptoIds;
  const clock = overrides.clock ?? systemClock;
  const metrics = overrides.metrics ?? createServiceMetrics(database);
  const cache = countedCache(
    overrides.cache ??
      (config.redisUrl
        ? createFallbackCache(createRedisCache(config.redisUrl), createMemoryCache(), log)
        : createMemoryCache()),
    metrics,
  );
  const mailer =
    overrides.mailer ??
    createQueuedMailer({ kind: config.smtpUrl ? 'smtp' : 'outbox', database, ids, clock });
  const tokenSecret = config.tokenSecret ?? (await loadOrCreateTokenSecret(database, ids));
  return {
    config,
    database,
    clock,
    ids,
    cache,
    mailer,
    log,
    metrics,
    tokenSecret,
    close: async () => {
      await cache.close();
      await database.close();
    },
  };
}

// Kept in the database rather than on disk so every instance sharing a PostgreSQL signs alike.
async function loadOrCreateTokenSecret(database: Database, ids: Ids): Promise<string> {
  const key = 'token_secret';
  await database.db
    .insert(platformSettings)
    .values({ key, value: ids.secret(48) })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(platformSettings).where(eq(platformSettings.key, key));
  if (!row) throw new Error('token secret could not be stored');
  return row.value;
}
