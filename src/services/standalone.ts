/**
 * Runs the four reference services as their own process (scaled deployments):
 *   npm run start:services   then point MAIN_API_URL etc. at http://host:SERVICES_PORT/svc/<name>
 */
import { serve } from '@hono/node-server';
import { createServices } from './app';
import { startMailDelivery } from './email/mail-startup';
import { createServicesRoot } from './http/services-root';
import { createPlatform } from './platform/platform';
import { seed } from './seed/seed';

const platform = await createPlatform(process.env);
const report = await seed(platform, process.env.CONTENT_SEED_DIR ?? 'src/content');
platform.log.info(report, 'seed applied');

startMailDelivery(platform, process.env);
const services = createServices(platform);
const root = createServicesRoot(services);

const port = Number(process.env.SERVICES_PORT ?? 4400);
const hostname = process.env.SERVICES_HOST ?? '127.0.0.1';
const server = serve({ fetch: root.fetch, port, hostname }, (info) => {
  platform.log.info({ port: info.port, hostname }, 'services listening');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void platform.close().finally(() => process.exit(0));
  });
}
