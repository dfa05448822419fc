import type { Handler, Hono } from 'hono';
import type { Endpoint } from '../../shared/contracts/endpoint';
import type { ServiceEnv } from './app-factory';

/** A route's contract (describeRoute), its guards and its handler, all typed with the service's env. */
type RouteHandler = Handler<ServiceEnv, string>;

/**
 * Registers a catalogue entry's route (src/shared/contracts/endpoints-*.ts) under the entry's method and
 * path, so the path the browser is allowed to reach and the path the service serves are written once.
 * Pass the handlers as to app.post: the contract (describeRoute) first, then the guards, then the handler.
 */
export function serveEndpoint(
  app: Hono<ServiceEnv>,
  entry: Endpoint,
  ...handlers: [RouteHandler, ...RouteHandler[]]
): void {
  app.on(entry.method, entry.path, ...handlers);
}
