/**
 * The request entry (Astro 7 fetch file): request id and logging, security headers, compression,
 * health checks, the embedded services, then Astro's own pipeline.
 *
 * This is the composition root: the only site file that imports src/services, to start them in
 * process. Pages and islands reach them over HTTP contracts through lib/api.
 */
import { astro } from 'astro/hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { serviceBaseUrls, type ServiceName } from './lib/config';
import { registerEmbeddedServices, sendToService } from './lib/api/transport';
import { siteLog } from './lib/log';
import { applySecurityHeaders } from './lib/routing/security-headers';
import { startEmbeddedServices, type EmbeddedServices } from './services/embedded';

// Kept on globalThis so a dev-server reload of this module reuses the open database: two PGlite
// instances on one data folder silently lose writes.
const holder = globalThis as typeof globalThis & { __ctgEmbedded?: Promise<EmbeddedServices> };

function embedded(): Promise<EmbeddedServices> {
  holder.__ctgEmbedded ??= startEmbeddedServices(process.env).then((started) => {
    const close = () => void started.platform.close().finally(() => process.exit(0));
    process.once('SIGTERM', close);
    process.once('SIGINT', close);
    return started;
  });
  return holder.__ctgEmbedded;
}

const usesEmbedded = Object.values(serviceBaseUrls).some((base) => base.startsWith('/'));
if (usesEmbedded) {
  registerEmbeddedServices(async (request) => (await embedded()).dispatch(request));
}

const app = new Hono<{ Variables: { requestId: string } }>();

app.use(requestId({ headerName: 'X-Request-Id' }));
app.use(async (c, next) => {
  const started = performance.now();
  await next();
  siteLog.info(
    {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
});
app.use(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, new URL(c.req.url), c.req.header('X-Forwarded-Proto'));
});
app.use(compress());

app.get('/healthz', (c) => c.json({ status: 'ok' }));

// Ready when every service answers its own readiness check (embedded: database up, migrations done).
app.get('/readyz', async (c) => {
  const names = Object.keys(serviceBaseUrls) as ServiceName[];
  const results = await Promise.all(
    names.map(async (name) => {
      try {
        const response = await sendToService(name, serviceBaseUrls[name], '/readyz', { method: 'GET' });
        return [name, response.ok ? 'ready' : `not ready (${response.status})`] as const;
      } catch {
        return [name, 'unreachable'] as const;
      }
    }),
  );
  const ready = results.every(([, state]) => state === 'ready');
  return c.json(
    { status: ready ? 'ready' : 'not ready', services: Object.fromEntries(results) },
    ready ? 200 : 503,
  );
});

app.all('*', astro());

export default app;
