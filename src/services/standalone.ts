/**
 * Runs the four reference services as their own process (scaled deployments):
 *   npm run start:services   then point MAIN_API_URL etc. at http://host:SERVICES_PORT/svc/<name>
 */
import { serve } from '@hono/node-server';
import { createServices, GATEWAY_MOUNT } from './app';
import { startMailDelivery } from './email/mail-startup';
import type { Server } from 'node:http';
import { closeGracefully, onStopSignals } from './http/graceful-shutdown';
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

// Requests in flight (an order, a payment) finish before the database closes; SHUTDOWN_GRACE_MS bounds it.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
onStopSignals(async (signal) => {
  platform.log.info({ signal, graceMs }, 'stopping: no new connections, finishing requests in flight');
  const outcome = await closeGracefully(server as Server, graceMs);
  if (outcome === 'timed-out') platform.log.warn({ graceMs }, 'requests still open at the bound were cut');
  await platform.close();
  platform.log.info({ outcome }, 'stopped');
});
