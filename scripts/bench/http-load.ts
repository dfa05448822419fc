/** Load generation for the page benchmark: a free port, a keep-alive load loop and a plain static server. */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadLimits {
  concurrency: number;
  maxRequests: number;
  maxSeconds: number;
}

/** `concurrency` loops, each sending one request after another over keep-alive, bounded in count and time. */
export async function load(
  url: string,
  headers: Record<string, string>,
  { concurrency, maxRequests, maxSeconds }: LoadLimits,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (sent < maxRequests && performance.now() < deadline) {
      sent += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/**
 * A plain static file server for the saved pages (path → file): reads the file on each request, as one
 * does, and sends its gzip copy (file.gz, written beside it) to a client that takes gzip, as a static
 * server with precompressed files does (nginx's gzip_static). So both sides of the comparison send the
 * same bytes and the client unzips the same.
 */
export function startStaticServer(files: Map<string, string>): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '/');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    readFile(gzip ? `${file}.gz` : file).then(
      (body) => response.writeHead(200, headers).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}
