/**
 * The /metrics endpoint on its own small HTTP server (METRICS_PORT, bound to 127.0.0.1 unless
 * METRICS_HOST says otherwise), so it is never reachable through the public site or services, whatever
 * the load balancer forwards. Without METRICS_PORT no server is started at all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a registry gives the server: prom-client's Registry fits. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export interface MetricsServerOptions {
  port: number;
  host?: string;
}

/** METRICS_PORT / METRICS_HOST, or undefined when the instance serves no metrics. */
export function readMetricsOptions(
  env: Record<string, string | undefined>,
): MetricsServerOptions | undefined {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`METRICS_PORT must be a port number, got "${raw}"`);
  }
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface MetricsServer {
  server: Server;
  /** The port it listens on (the given one, or the one the system chose for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * `source` is served at /metrics; `more` adds other paths (the site process in embedded mode serves its
 * in-process services' registry at /metrics/services: the two use the same metric names).
 */
export async function startMetricsServer(
  source: MetricsSource,
  options: MetricsServerOptions,
  more: Record<string, MetricsSource> = {},
): Promise<MetricsServer> {
  const sources = new Map<string, MetricsSource>([['/metrics', source], ...Object.entries(more)]);
  const server = createServer((request, response) => {
    const source = sources.get((request.url ?? '/').split('?')[0] ?? '/');
    if (!source || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    source.metrics().then(
      (body) => {
        response.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`);
      },
    );
  });
  // A scraper's connection must not hold a graceful shutdown open.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
