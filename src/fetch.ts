/**
 * The request entry (Astro 7 fetch file): request id and logging, security headers, the method guard,
 * the cross-site request guard, compression, the embedded services, fresh pages of the route cache
 * (route-cache-front.ts), then Astro's own pipeline (which
 * also answers /healthz and /readyz, so that every request, the first included, goes through it and
 * Astro sees its features in use). Before all that, on the Node server itself, the request guard
 * (node-request-guard.ts).
 *
 * This is the composition root: the only site file that imports src/services, to start them in
 * process. Pages and islands reach them over HTTP contracts through lib/api.
 */
import { join } from 'node:path';
import { astro } from 'astro/hono';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { serviceBaseUrls, siteConfig } from './lib/config.server';
import { registerEmbeddedServices } from './lib/api/transport';
import { logSiteRequest, siteLog } from './lib/log';
import { readMetricsOptions, startMetricsServer } from './shared/metrics/metrics-endpoint.server';
import { collectSiteProcessMetrics, siteMetrics, siteRequestMetrics } from './lib/metrics/site-metrics';
import { compressResponses } from './lib/routing/compress-responses.server';
import { serveRouteCacheHits } from './lib/cache/route-cache-front';
import { answerFromRouteCache } from './lib/cache/route-cache-node-front.server';
import { ASSETS_PREFIX, createEncodedAssets, findClientDir } from './lib/routing/encoded-assets.server';
import { guardMethods } from './lib/routing/method-guard';
import { guardCrossSiteRequests } from './lib/routing/cross-site-guard';
import { adoptForwardedClient, forwardedClientAddress } from './lib/routing/forwarded-client';
import { guardServersOnListen } from './lib/routing/node-request-guard.server';
import { onSiteStop, readGraceMs, stopGracefullyOnSignals } from './shared/http/graceful-shutdown.server';
import {
  applySecurityHeaders,
  isSecureRequest,
  parseTrustedProxies,
} from './lib/routing/security-headers.server';
import { forwardTokenRequest, PUBLIC_TOKENS_PATH } from './services/payments/public-tokens';
import { startEmbeddedServices, type EmbeddedServices } from './services/embedded';

// Kept on globalThis so a dev-server reload of this module reuses the open database: two PGlite
// instances on one data folder silently lose writes.
const holder = globalThis as typeof globalThis & { __ctgEmbedded?: Promise<EmbeddedServices> };

function embedded(): Promise<EmbeddedServices> {
  holder.__ctgEmbedded ??= startEmbeddedServices(process.env).then((started) => {
    // Closed on SIGTERM/SIGINT once the requests in flight have finished (graceful-shutdown.ts).
    onSiteStop(() => started.platform.close());
    return started;
  });
  return holder.__ctgEmbedded;
}

const trustedProxies = parseTrustedProxies(siteConfig.trustedProxies);
// Loaded before the adapter starts its server: requests a fetch Request cannot carry (TRACE, CONNECT,
// an undecodable URL) are answered on that server with the security headers (node-request-guard.ts).
// A fresh page of the route cache is written there too, before the adapter builds a Request for it
// (route-cache-node-front.server.ts): the same answer the entry's front door below gives, for less.
guardServersOnListen(trustedProxies, answerFromRouteCache);
// On SIGTERM: no new connections, requests in flight finish (SHUTDOWN_GRACE_MS), then exit 0.
stopGracefullyOnSignals({ graceMs: readGraceMs(process.env), log: siteLog });

/**
 * The connecting peer as the Node adapter records it: the socket's address, as long as no
 * security.allowedDomains are configured (with them Astro would take X-Forwarded-For instead).
 * Undefined outside the adapter.
 */
const CLIENT_ADDRESS = Symbol.for('astro.clientAddress');
function peerAddress(request: Request): string | undefined {
  const address: unknown = Reflect.get(request, CLIENT_ADDRESS);
  return typeof address === 'string' ? address : undefined;
}

const usesEmbedded = Object.values(serviceBaseUrls).some((base) => base.startsWith('/'));
if (usesEmbedded) {
  registerEmbeddedServices(async (request) => (await embedded()).dispatch(request));
}

// /metrics on its own loopback port (METRICS_PORT), never through the public site; embedded services'
// metrics at /metrics/services (the same metric names, so not in the same exposition).
const metricsOptions = readMetricsOptions(process.env);
if (metricsOptions) {
  collectSiteProcessMetrics();
  const registry = siteMetrics().registry;
  const services = {
    contentType: registry.contentType,
    metrics: async () => (await embedded()).platform.metrics.registry.metrics(),
  };
  void startMetricsServer(
    registry,
    metricsOptions,
    usesEmbedded ? { '/metrics/services': services } : {},
  ).then(
    (server) => {
      siteLog.info({ port: server.port, host: metricsOptions.host }, 'metrics listening');
      onSiteStop(() => server.close());
    },
    (error: unknown) => siteLog.error({ err: String(error) }, 'metrics server failed to start'),
  );
}

const app = new Hono<{ Variables: { requestId: string } }>();

// Built scripts and styles, sent precompressed (see encoded-assets.ts); answered before the request
// log and the page middleware, like the static files the adapter serves.
const clientDir = findClientDir();
if (clientDir) {
  const serveAsset = createEncodedAssets(join(clientDir, '_astro'));
  app.on(['GET', 'HEAD'], `${ASSETS_PREFIX}/_astro/*`, async (c, next) => {
    const response = await serveAsset(c.req.raw, c.req.path);
    if (response) return response;
    await next();
  });
}

// Behind a trusted proxy (TRUSTED_PROXIES), the traveller's address is the forwarded one, so the
// per-address rate limits count travellers, not the load balancer (forwarded-client.ts).
app.use(async (c, next) => {
  adoptForwardedClient(c.req.raw, trustedProxies);
  await next();
});
app.use(requestId({ headerName: 'X-Request-Id' }));
app.use(async (c, next) => {
  // Hand the id to Astro's middleware and the service calls, so every log line of this request, the
  // site's and the services', carries the same id.
  try {
    c.req.raw.headers.set('X-Request-Id', c.get('requestId'));
  } catch {
    // Immutable headers (not the Node adapter's requests): the middleware then makes its own id.
  }
  await next();
  if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', c.get('requestId'));
});
app.use(siteRequestMetrics());
app.use(async (c, next) => {
  const started = performance.now();
  await next();
  logSiteRequest({
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
/** HTTPS as the visitor sees it: the connection, or a trusted proxy's X-Forwarded-Proto. */
function reachedOverHttps(request: Request): boolean {
  return isSecureRequest(
    {
      url: new URL(request.url),
      forwardedProto: request.headers.get('X-Forwarded-Proto'),
      peerAddress: peerAddress(request),
    },
    trustedProxies,
  );
}

app.use(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, { secure: reachedOverHttps(c.req.raw) });
});
app.use(guardMethods());
// Before anything reads a body or calls a service: a forged POST/PUT is refused here (cross-site-guard.ts).
app.use(guardCrossSiteRequests({ siteOrigin: process.env.SITE_URL?.trim(), isSecure: reachedOverHttps }));
app.use(compressResponses());
// A fresh page of the route cache is answered here, before Astro routes the request (ADR 009,
// route-cache-front.ts); misses, stale pages and bypasses go on to Astro and its cache provider.
app.use(serveRouteCacheHits());

/**
 * The payment gateway's tokenisation endpoint, the one gateway path a browser may call (ADR 011): the
 * booking page's card fields post the card number and CCV here with the publishable key and get a token,
 * the scheme and the last 4 digits. It is handed to the embedded gateway as it came, and nothing of its
 * body is read or logged by the site (the request log records method, path and status only). With
 * PAYMENT_GATEWAY_URL the browser posts to the gateway's own origin instead, and this path is a 404.
 */
app.post(PUBLIC_TOKENS_PATH, async (c) => {
  if (!usesEmbedded || process.env.PAYMENT_GATEWAY_URL?.trim()) {
    return c.json(
      { status: 'failed', message: 'Card payments are served by the payment gateway', data: null },
      404,
    );
  }
  // The traveller's address, for the gateway's per-address limit on tokenisations (card testing).
  const peer = peerAddress(c.req.raw);
  const client = forwardedClientAddress(peer, c.req.header('X-Forwarded-For'), trustedProxies) ?? peer;
  return forwardTokenRequest(c.req.raw, async (request) => (await embedded()).dispatch(request), client);
});

app.all('*', astro());

export default app;
