import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import { createServices, type Services } from './app';
import { mountServices } from './http/services-root';
import { startMailDelivery } from './email/mail-startup';
import { contentEntries } from './db/schema';
import { createPlatform, type Platform } from './platform/platform';
import { seed } from './seed/seed';

export interface EmbeddedServices {
  platform: Platform;
  services: Services;
  /** Dispatches a request whose path starts with a service mount (/svc/main...). */
  dispatch: (request: Request) => Promise<Response>;
}

/**
 * Starts the services in this process: opens the database, migrates, seeds on first start (an empty
 * content table) and mounts the four apps under their paths.
 */
export async function startEmbeddedServices(
  env: Record<string, string | undefined>,
): Promise<EmbeddedServices> {
  const platform = await createPlatform(env);
  const [row] = await platform.database.db.select({ n: count() }).from(contentEntries);
  if (!row || row.n === 0) {
    const report = await seed(platform, env.CONTENT_SEED_DIR ?? 'src/content');
    platform.log.info(report, 'first start: seed applied');
  }
  startMailDelivery(platform, env);
  const services = createServices(platform);
  const root = mountServices(new Hono(), services);
  return { platform, services, dispatch: async (request) => root.fetch(request) };
}
