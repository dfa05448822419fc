import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { SERVICE_MOUNTS, type Services } from './service-mounts';
import { failed } from './envelope';

/** The standalone server's app: the four services under their mounts (embedded mode is src/fetch.ts). */
export function createServicesRoot(services: Services): Hono {
  const root = new Hono();
  root.use(compress());
  // A request answered without reading its body (413, or a 401 before the handler) leaves the body on
  // the socket, and the server drops the connection: saying so stops a client's keep-alive pool from
  // sending its next request into that dying socket.
  root.use(async (c, next) => {
    await next();
    if (c.req.raw.body !== null && !c.req.raw.bodyUsed) c.res.headers.set('Connection', 'close');
  });
  mountServices(root, services);
  return root;
}

/**
 * Mounts the four services under their paths on a root app (the standalone server's, or the embedded
 * dispatcher's). Hono answers a path no mounted route matches with the root's not-found handler, not
 * the service's, so the root answers the same JSON envelope a service would.
 */
export function mountServices(root: Hono, services: Services): Hono {
  for (const [name, mount] of Object.entries(SERVICE_MOUNTS)) {
    root.route(mount, services[name as keyof Services]);
  }
  root.notFound((c) => failed(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  return root;
}
