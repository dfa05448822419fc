/**
 * Counts and times every request a service answers, labelled by the matched route PATTERN
 * (`/svc/booking/orders/:id`), never the raw path: ids and query strings would grow the label set with
 * every order, and Prometheus keeps one series per label set.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ServiceMetrics } from './service-metrics';

/** A request no route matched (a 404, or one refused by a middleware before routing, like a 413). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * `metrics` may be absent on a platform a test assembles by hand (`{ log } as Platform`); the requests
 * are then served uncounted rather than failing on the missing registry.
 */
export function httpMetrics(metrics: ServiceMetrics | undefined, service: string): MiddlewareHandler {
  return async (c, next) => {
    if (!metrics) return next();
    const end = metrics.requestDuration.startTimer();
    try {
      await next();
    } finally {
      // An error thrown past onError still answered 500 to the caller (Hono's default).
      const route = routePattern(c);
      const labels = { service, method: c.req.method, route };
      end(labels);
      metrics.requests.inc({ ...labels, status: String(c.res.status || 500) });
    }
  };
}

/**
 * The handler's own route: the last matched one registered for a method. Middleware (`app.use`) is
 * registered for every method (`ALL`) with a wildcard path, so it never names the route.
 */
function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route && route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}
