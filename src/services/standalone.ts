/**
 * Runs the four reference services as their own process (scaled deployments):
 *   npm run start:services   then point MAIN_API_URL etc. at http://host:SERVICES_PORT/svc/<name>
 */
import { serve } from '@hono/node-server';
import { createServices } from './app';
import { GATEWAY_MOUNT } from './http/service-mounts';
import type { Server } from 'node:http';
import { closeGracefully, onStopSignals, trackServer } from './http/graceful-shutdown';
import { createServicesRoot } from './http/services-root';
import { startBackgroundJobs } from './jobs/start-jobs';
import { createGatewayApp } from './payments/gateway/gateway.routes';
import { createPlatform } from './platform/platform';
import { seed } from './seed/seed';
import { readMetricsOptions, startMetricsServer } from '../shared/metrics/metrics-endpoint.server';

const platform = await createPlatform(process.env);
const report = await seed(platform, process.env.CONTENT_SEED_DIR ?? 'src/content');
platform.log.info(report, 'seed applied');

await startBackgroundJobs(platform, process.env);
const services = createServices(platform);
const root = createServicesRoot(services);
// The reference payment gateway (ADR 011) at /svc/payments, unless it runs on its own (PAYMENT_GATEWAY_URL).
if (!platform.config.payments.gatewayUrl) root.route(GATEWAY_MOUNT, createGatewayApp(platform));

const port = Number(process.env.SERVICES_PORT ?? 4400);
const hostname = process.env.SERVICES_HOST ?? '127.0.0.1';
const server = serve({ fetch: root.fetch, port, hostname }, (info) => {
  platform.log.info({ port: info.port, hostname }, 'services listening');
});
// Watched from the start, so that requests in flight when SIGTERM comes end their connections.
trackServer(server as Server);

// /metrics on its own loopback port (METRICS_PORT), never on the public services port.
const metricsOptions = readMetricsOptions(process.env);
if (metricsOptions) platform.metrics.collectProcessMetrics('ctg_services_');
const metricsServer = metricsOptions
  ? await startMetricsServer(platform.metrics.registry, metricsOptions)
  : undefined;
if (metricsServer)
  platform.log.info({ port: metricsServer.port, host: metricsOptions?.host }, 'metrics listening');

// Requests in flight (an order, a payment) finish before the database closes; SHUTDOWN_GRACE_MS bounds it.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
onStopSignals(async (signal) => {
  platform.log.info({ signal, graceMs }, 'stopping: no new connections, finishing requests in flight');
  const outcome = await closeGracefully(server as Server, graceMs);
  if (outcome === 'timed-out') platform.log.warn({ graceMs }, 'requests still open at the bound were cut');
  await metricsServer?.close();
  await platform.close();
  platform.log.info({ outcome }, 'stopped');
});
