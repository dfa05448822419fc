/**
 * Runs the four reference services as their own process (scaled deployments):
 *   npm run start:services   then point MAIN_API_URL etc. at http://host:SERVICES_PORT/svc/<name>
 */
import { serve } from '@hono/node-server';
import { createServices, GATEWAY_MOUNT } from './app';
import { startMailDelivery } from './email/mail-startup';
import { createServicesRoot } from './http/services-root';
import { startPaymentReconciler } from './orders/reconcile';
import { createGatewayApp } from './payments/gateway/gateway.routes';
import { createPlatform } from './platform/platform';
import { seed } from './seed/seed';

const platform = await createPlatform(process.env);
const report = await seed(platform, process.env.CONTENT_SEED_DIR ?? 'src/content');
platform.log.info(report, 'seed applied');

startMailDelivery(platform, process.env);
startPaymentReconciler(platform);
const services = createServices(platform);
const root = createServicesRoot(services);
// The reference payment gateway (ADR 011) at /svc/payments, unless it runs on its own (PAYMENT_GATEWAY_URL).
if (!platform.config.payments.gatewayUrl) root.route(GATEWAY_MOUNT, createGatewayApp(platform));

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
