/**
 * Graceful shutdown of a service instance (issue 14): on SIGTERM it stops taking new connections,
 * lets the requests in flight finish, up to a bound, then closes what is left so the process can
 * release its held work (the platform's close stops the mail queue and the reconciler) and exit 0.
 * A load balancer retries only idempotent requests elsewhere, so an order or payment in flight must be
 * allowed to finish rather than be cut.
 */
import type { Server } from 'node:http';

export type ShutdownOutcome = 'drained' | 'timed-out';

/** Closes the server: new connections refused at once, idle keep-alive ones closed, busy ones awaited. */
export function closeGracefully(server: Server, graceMs: number): Promise<ShutdownOutcome> {
  return new Promise((resolve) => {
    const bound = setTimeout(() => {
      // Past the bound: cut what is still open rather than hang the deploy.
      server.closeAllConnections();
      resolve('timed-out');
    }, graceMs);
    bound.unref();
    server.close(() => {
      clearTimeout(bound);
      resolve('drained');
    });
    // Keep-alive connections waiting for a next request would hold close() open until they time out.
    server.closeIdleConnections();
  });
}

/** SIGTERM and SIGINT run `stop` once; the process exits 0 when it is done, 1 if it failed. */
export function onStopSignals(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
