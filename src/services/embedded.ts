import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import { createServices } from './app';
import { GATEWAY_MOUNT, type Services } from './http/service-mounts';
import { mountServices } from './http/services-root';
import { createGatewayApp } from './payments/gateway/gateway.routes';
import { contentEntries } from './db/schema';
import { startBackgroundJobs } from './jobs/start-jobs';
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
 * content table), starts the background jobs (mail, reconciler: ADR 019), and mounts the four apps and
 * the payment gateway under their paths.
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
  await startBackgroundJobs(platform, env);
  const services = createServices(platform);
  // The reference payment gateway beside the services (ADR 011); the site exposes only its /tokens.
  const root = new Hono();
  if (!platform.config.payments.gatewayUrl) root.route(GATEWAY_MOUNT, createGatewayApp(platform));
  mountServices(root, services);
  return { platform, services, dispatch: async (request) => root.fetch(request) };
}
