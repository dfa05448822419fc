/**
 * Graceful shutdown of a site instance (issue 14). The Node adapter's standalone server has none: on
 * SIGTERM the process died with every request in flight. Here, on SIGTERM or SIGINT, every HTTP server
 * this process listens on stops taking new connections (a load balancer then gets "connection refused"
 * and moves the request to another instance, POSTs included since they were never sent), the requests
 * in flight finish, up to SHUTDOWN_GRACE_MS (10 s by default), the cleanups run (the embedded services'
 * database), and the process exits 0.
 *
 * The site may not import src/services (boundary test), so this is the site's own copy of the services'
 * closeGracefully (src/services/http/graceful-shutdown.server.ts), with what a proxied instance needs on top:
 * open keep-alive connections are not cut (a request a proxy is sending on one would be lost) but
 * answered with `Connection: close`, so the proxy stops using them.
 */
import { tracingChannel } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export type ShutdownOutcome = 'drained' | 'timed-out';

interface Draining {
  server: Server;
  draining: boolean;
  open: Set<ServerResponse>;
}

const tracked = new WeakMap<Server, Draining>();

/**
 * Watches a server's responses so a shutdown can mark those not yet started `Connection: close`.
 * Idempotent; closeGracefully calls it too (then only later requests are seen).
 */
export function trackServer(server: Server): Draining {
  const known = tracked.get(server);
  if (known) return known;
  const state: Draining = { server, draining: false, open: new Set() };
  tracked.set(server, state);
  // First among the listeners, so the header is set before any handler can send the head.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (state.draining) response.setHeader('Connection', 'close');
    state.open.add(response);
    response.once('close', () => state.open.delete(response));
  });
  return state;
}

/**
 * Closes the server: new connections refused at once, requests in flight and those still arriving on
 * open keep-alive connections answered (with `Connection: close`), up to the bound.
 *
 * Idle keep-alive connections are deliberately not closed from this side (http.Server#close would):
 * a proxy may be writing a request into one at that very moment, and a POST lost that way is not
 * retried (nginx answers 502). They end when the client closes them (nginx's upstream
 * keepalive_timeout is shorter than Node's), after the next answer, or at Node's keepAliveTimeout.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<ShutdownOutcome> {
  const state = trackServer(server);
  state.draining = true;
  for (const response of state.open) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
  return new Promise((resolve) => {
    const bound = setTimeout(() => {
      // Past the bound: cut what is still open rather than hang the deploy.
      server.closeAllConnections();
      resolve('timed-out');
    }, graceMs);
    bound.unref();
    // net.Server#close: stop listening, call back once every connection has ended.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(bound);
      resolve('drained');
    });
  });
}

/** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish after SIGTERM (default 10 s). */
export function readGraceMs(env: Record<string, string | undefined>): number {
  const raw = env.SHUTDOWN_GRACE_MS?.trim();
  if (!raw) return 10_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

interface Shutdown {
  servers: Set<Server>;
  cleanups: (() => Promise<void>)[];
}

// On globalThis: a dev-server reload of the request entry must not subscribe and hook signals twice.
const holder = globalThis as typeof globalThis & { __ctgShutdown?: Shutdown };

/** Runs `cleanup` after the servers have drained, before the process exits (e.g. closing a database). */
export function onSiteStop(cleanup: () => Promise<void>): void {
  holder.__ctgShutdown?.cleanups.push(cleanup);
}

/**
 * Tracks every HTTP server this process starts listening from now on (the adapter starts its server
 * after the request entry is loaded) and, on SIGTERM or SIGINT, shuts them down gracefully, runs the
 * cleanups and exits: 0 when done, 1 when a cleanup failed.
 */
export function stopGracefullyOnSignals(options: {
  graceMs: number;
  log: { info: (fields: object, message: string) => void; warn: (fields: object, message: string) => void };
}): void {
  if (holder.__ctgShutdown) return;
  const shutdown: Shutdown = { servers: new Set(), cleanups: [] };
  holder.__ctgShutdown = shutdown;
  tracingChannel('net.server.listen').subscribe({
    start() {},
    end() {},
    asyncStart(message) {
      const server = (message as { server?: unknown }).server;
      if (isHttpServer(server)) {
        shutdown.servers.add(server);
        trackServer(server);
      }
    },
    asyncEnd() {},
    error() {},
  });

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // A second signal (npm and the terminal both forwarding one Ctrl-C) is the same request.
      if (stopping) return;
      stopping = true;
      const { graceMs, log } = options;
      log.info({ signal, graceMs }, 'stopping: no new connections, finishing requests in flight');
      void (async () => {
        const outcomes = await Promise.all(
          [...shutdown.servers].map((server) => closeGracefully(server, graceMs)),
        );
        if (outcomes.includes('timed-out'))
          log.warn({ graceMs }, 'requests still open at the bound were cut');
        for (const cleanup of shutdown.cleanups) await cleanup();
        log.info({ outcomes }, 'stopped');
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          log.warn({ error: String(error) }, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }
}

function isHttpServer(value: unknown): value is Server {
  return (
    typeof value === 'object' &&
    value !== null &&
    'closeIdleConnections' in value &&
    (value as Server).listenerCount('request') > 0
  );
}
