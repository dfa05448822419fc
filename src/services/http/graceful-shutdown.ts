/**
 * Graceful shutdown of a service instance (issue 14): on SIGTERM it stops taking new connections,
 * lets the requests in flight finish, up to a bound, then closes what is left so the process can
 * release its held work (the platform's close stops the mail queue and the reconciler) and exit 0.
 * A load balancer retries only idempotent requests elsewhere, so an order or payment in flight must be
 * allowed to finish rather than be cut.
 */
// One shutdown for every instance: the site's (it leaves idle keep-alive connections for the proxy to
// close and answers late requests on them with `Connection: close`, ADR 020), kept in src/shared so
// both sides use it.
export { closeGracefully, trackServer } from '../../shared/http/graceful-shutdown.server';

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
