/**
 * `npm run bench:pages`: serves the built site (node dist/server/entry.mjs, a temporary database, a free
 * loopback port) and prints, for /, /insights, an insight, /deals and a deal: the JavaScript shipped
 * (script files plus inline scripts; JSON-LD is data, not counted), the HTML and CSS bytes, and requests
 * per second and p99 latency at 20 concurrent keep-alive connections; then the same HTML served by a
 * plain node:http static file server for comparison, as a ratio. Lighthouse runs only when it is
 * installed (`npx --no-install lighthouse`). Figures, not a test. Build first.
 *
 * Options (environment): BENCH_REQUESTS per page (default 2000), BENCH_SECONDS per page (default 10),
 * BENCH_CONCURRENCY (default 20).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'dist/server/entry.mjs');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  ['home', '/'],
  ['insights', '/insights'],
  ['insight', '/insights/qantas-787-perth-london-review'],
  ['deals', '/deals'],
  ['deal', '/deals/sydney-london-qantas'],
] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** CONCURRENCY loops, each sending one request after another over keep-alive, bounded in count and time. */
async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  const worker = async () => {
    while (sent < MAX_REQUESTS && performance.now() < deadline) {
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

interface Weights {
  html: number;
  css: number;
  jsFiles: number;
  jsInline: number;
}

async function weigh(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ weights: Weights; html: string }> {
  const html = await (await fetch(new URL(path, base), { headers })).text();
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const fetchBytes = async (href: string) =>
    (await (await fetch(new URL(href, base))).arrayBuffer()).byteLength;
  let css = 0;
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = attr(tag, 'href');
    if (href) css += await fetchBytes(href);
  }
  let jsFiles = 0;
  let jsInline = 0;
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(open ?? '')) continue;
    const src = attr(open ?? '', 'src');
    if (src) jsFiles += await fetchBytes(src);
    else jsInline += Buffer.byteLength(body ?? '');
  }
  return { weights: { html: Buffer.byteLength(html), css, jsFiles, jsInline }, html };
}

function startStaticServer(files: Map<string, string>): Promise<{ server: Server; port: number }> {
  // A plain static file server: reads the saved file on each request, as a file server does.
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '/');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

function lighthouseAvailable(): boolean {
  const probe = spawnSync('npx', ['--no-install', 'lighthouse', '--version'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return probe.status === 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!existsSync(ENTRY)) throw new Error('dist/server/entry.mjs is missing: run `npx astro build` first');
  const work = mkdtempSync(join(tmpdir(), 'ctg-bench-pages-'));
  // A copy of the build (as scripts/e2e-server.mjs does), so a rebuild meanwhile cannot pull chunks away.
  cpSync(join(ROOT, 'dist'), join(work, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const port = await freePort();
  const site = spawn(process.execPath, [join(work, 'dist/server/entry.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let staticServer: Server | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, site);
    // A returning anonymous visitor: the public token cookie from a first visit is sent back, so the
    // figures are not dominated by minting a token per request.
    const first = await fetch(`${base}/insights`);
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    const files = new Map<string, string>();
    const rows: Record<string, string | number>[] = [];
    const loads: { name: string; path: string; site: LoadResult }[] = [];
    for (const [name, path] of PAGES) {
      const { weights, html } = await weigh(base, path, headers);
      const file = join(work, `${name}.html`);
      writeFileSync(file, html);
      files.set(path, file);
      // Warm up, then measure.
      for (let i = 0; i < 20; i += 1) await (await fetch(new URL(path, base), { headers })).arrayBuffer();
      const result = await load(new URL(path, base).href, headers);
      loads.push({ name, path, site: result });
      rows.push({
        page: path,
        'JS files': weights.jsFiles,
        'JS inline': weights.jsInline,
        HTML: kb(weights.html),
        CSS: kb(weights.css),
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50.toFixed(1),
        'p99 ms': result.p99.toFixed(1),
        errors: result.errors,
      });
    }
    const started = await startStaticServer(files);
    staticServer = started.server;
    const comparison: Record<string, string | number>[] = [];
    for (const { path, site: siteResult } of loads) {
      const result = await load(`http://127.0.0.1:${started.port}${path}`, {});
      comparison.push({
        page: path,
        'site req/s': Math.round(siteResult.rps),
        'static req/s': Math.round(result.rps),
        'site/static': (siteResult.rps / result.rps).toFixed(3),
        'site p99 ms': siteResult.p99.toFixed(1),
        'static p99 ms': result.p99.toFixed(1),
      });
    }
    console.log(
      `\nContent pages (node ${process.version}, ${CONCURRENCY} connections, up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s per page, loopback)\n`,
    );
    console.table(rows);
    console.log('\nThe same HTML from a plain node:http static file server\n');
    console.table(comparison);
    console.log(
      'JS files: bytes of <script src> files; JS inline: bytes of executable inline scripts (JSON-LD excluded).',
    );
    if (lighthouseAvailable()) {
      console.log('\nLighthouse is installed: run it with the system Chromium, e.g.');
      console.log(
        `  npx lighthouse ${base}/deals --form-factor=mobile --chrome-flags="--headless --no-sandbox"`,
      );
    } else {
      console.log('\nLighthouse mobile scores: not run (the `lighthouse` package is not installed here).');
    }
  } finally {
    staticServer?.close();
    site.kill('SIGTERM');
    await new Promise((resolve) => {
      if (site.exitCode !== null) resolve(undefined);
      else site.once('exit', resolve);
    });
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
