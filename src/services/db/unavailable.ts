/**
 * Whether an error means the database cannot be reached right now (refused, reset or dropped connection,
 * a server shutting down), as opposed to a fault in the query. The services answer such an error 503
 * with Retry-After (app-factory.ts), which the site shows as its 502 page: a database outage is the
 * booking systems being unavailable, not a bug.
 */

/** Socket errors of the connection itself. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now). */
const UNAVAILABLE_STATES = /^(08\d{3}|57P0[1-3])$/;
/** node-postgres reports a dropped or timed-out connection by message only. */
const DROPPED =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors, so the telling part may sit on a cause.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DROPPED.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
