/**
 * `npm run bench:pages`: serves the built site (node dist/server/entry.mjs, a temporary database, a free
 * loopback port) and prints, for /, /insights, an insight, /deals and a deal:
 *
 * - the JavaScript shipped (script files plus inline scripts; JSON-LD is data, not counted), the HTML and
 *   CSS bytes;
 * - requests per second and p50/p99 latency at 20 concurrent keep-alive connections, twice: "rendered",
 *   a site process started with ROUTE_CACHE_ENTRIES=0 (every request rendered), and "route cache", a
 *   process with the in-memory route cache at its default (or at ROUTE_CACHE_ENTRIES when that is set and
 *   not 0); then "static", the same saved HTML (and its gzip copy, for a client that takes gzip, as
 *   nginx's gzip_static sends it) from a plain node:http static file server, and each row's req/s as a
 *   ratio to it;
 * - Lighthouse mobile scores (performance, accessibility, best practices, SEO; Lighthouse's default
 *   config: mobile form factor, simulated throttling) against the route cache process, with the system
 *   Chromium (CHROME_PATH, CHROMIUM_PATH or `chromium` on PATH), one page after another once the load
 *   tests are over, for the five content pages, the flight results page and the book, payment, hotel
 *   results and hotel detail pages, each reached as a traveller reaches it (lighthouse-pages.ts), with
 *   each page's total blocking time and largest contentful paint, then the audits that cost points.
 *   Without a Chromium it says so and skips them.
 *
 * Figures, not a test; throughput is only as steady as the machine is idle. Build first.
 *
 * Options: `--pages-only` (or BENCH_LIGHTHOUSE=0) skips Lighthouse; `--lighthouse-only` skips the
 * weights and throughput and only scores pages; BENCH_LIGHTHOUSE_PAGES=book,payment scores only the
 * pages of those names (home, insights, insight, deals, deal, results, book, payment, hotel-results,
 * hotel-detail); BENCH_LIGHTHOUSE_REPORTS=dir saves each page's full Lighthouse JSON report there. Environment: BENCH_REQUESTS per page and mode (default
 * 20000), BENCH_SECONDS per page and mode (default 10), BENCH_CONCURRENCY (default 20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, load, startStaticServer, type LoadResult } from './http-load';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'dist/server/entry.mjs');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE = !process.argv.includes('--pages-only') && process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const PAGES = [
  ['home', '/'],
  ['insights', '/insights'],
  ['insight', '/insights/qantas-787-perth-london-review'],
  ['deals', '/deals'],
  ['deal', '/deals/sydney-london-qantas'],
] as const;

type Mode = 'rendered' | 'route cache' | 'static';
type Loads = Map<string, LoadResult>;

interface Site {
  base: string;
  /** A returning anonymous visitor's headers: the public token cookie from a first visit. */
  headers: Record<string, string>;
  stop: () => Promise<void>;
}

/** ROUTE_CACHE_ENTRIES for the site process: 0 to render every request, else the caller's or the default. */
function routeCacheEntries(mode: Mode): string | undefined {
  if (mode === 'rendered') return '0';
  const configured = process.env.ROUTE_CACHE_ENTRIES;
  return configured && configured !== '0' ? configured : undefined;
}

/** Starts the copied build on a free port, waits for /readyz and makes a first visit for the cookie. */
async function startSite(work: string, mode: Mode): Promise<Site> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As `npm start` runs it (React's production build).
    NODE_ENV: process.env.NODE_ENV || 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'warn',
    ASTRO_TELEMETRY_DISABLED: '1',
    // The hotel pages' Lighthouse runs sign the demo account in with the emailed code (loopback only).
    OUTBOX_ENABLED: 'true',
  };
  const entries = routeCacheEntries(mode);
  if (entries === undefined) delete env.ROUTE_CACHE_ENTRIES;
  else env.ROUTE_CACHE_ENTRIES = entries;
  const child = spawn(process.execPath, [join(work, 'dist/server/entry.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => stopProcess(child);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, child);
    // Returning visitors: the figures are not dominated by minting a public token per request.
    const first = await fetch(`${base}/insights`);
    await first.arrayBuffer();
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { base, headers: cookie ? { Cookie: cookie } : {}, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// SIGTERM lets the site close its database, which the next process opens.
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Weights {
  html: number;
  css: number;
  jsFiles: number;
  jsInline: number;
}

async function weigh(site: Site, path: string): Promise<{ weights: Weights; html: string }> {
  const html = await (await fetch(new URL(path, site.base), { headers: site.headers })).text();
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const fetchBytes = async (href: string) =>
    (await (await fetch(new URL(href, site.base))).arrayBuffer()).byteLength;
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

const limits = { concurrency: CONCURRENCY, maxRequests: MAX_REQUESTS, maxSeconds: MAX_SECONDS };

/** Warms each page up, then loads it; one page after another. */
async function loadPages(base: string, headers: Record<string, string>): Promise<Loads> {
  const loads: Loads = new Map();
  for (const [, path] of PAGES) {
    const url = new URL(path, base).href;
    for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
    loads.set(path, await load(url, headers, limits));
  }
  return loads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function weightRows(weights: Map<string, Weights>): Record<string, string | number>[] {
  return [...weights].map(([page, { jsFiles, jsInline, html, css }]) => ({
    page,
    'JS files': jsFiles,
    'JS inline': jsInline,
    HTML: kb(html),
    CSS: kb(css),
  }));
}

function loadRows(byMode: Map<Mode, Loads>): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  for (const [, path] of PAGES) {
    const baseline = byMode.get('static')?.get(path);
    for (const [mode, loads] of byMode) {
      const result = loads.get(path);
      if (!result) continue;
      rows.push({
        page: path,
        mode,
        'req/s': Math.round(result.rps),
        'p50 ms': result.p50.toFixed(1),
        'p99 ms': result.p99.toFixed(1),
        errors: result.errors,
        '/static': baseline ? (result.rps / baseline.rps).toFixed(3) : '–',
      });
    }
  }
  return rows;
}

async function lighthouseFor(site: Site): Promise<void> {
  if (!LIGHTHOUSE) {
    console.log('\nLighthouse: skipped (--pages-only or BENCH_LIGHTHOUSE=0).');
    return;
  }
  await (await import('./lighthouse-pages')).lighthouseFor(site.base, PAGES);
}

async function main() {
  if (!existsSync(ENTRY)) throw new Error('dist/server/entry.mjs is missing: run `npx astro build` first');
  const work = mkdtempSync(join(tmpdir(), 'ctg-bench-pages-'));
  // A copy of the build (as scripts/e2e-server.mjs does), so a rebuild meanwhile cannot pull chunks away.
  cpSync(join(ROOT, 'dist'), join(work, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const byMode = new Map<Mode, Loads>();
  const weights = new Map<string, Weights>();
  const files = new Map<string, string>();
  let site: Site | undefined;
  try {
    if (LIGHTHOUSE_ONLY) {
      site = await startSite(work, 'route cache');
      await lighthouseFor(site);
      return;
    }
    // One site process at a time (PGlite is one process per data folder, and there are few cores).
    site = await startSite(work, 'rendered');
    for (const [name, path] of PAGES) {
      const weighed = await weigh(site, path);
      weights.set(path, weighed.weights);
      files.set(path, join(work, `${name}.html`));
      writeFileSync(join(work, `${name}.html`), weighed.html);
      writeFileSync(join(work, `${name}.html.gz`), gzipSync(weighed.html));
    }
    byMode.set('rendered', await loadPages(site.base, site.headers));
    await site.stop();

    site = await startSite(work, 'route cache');
    byMode.set('route cache', await loadPages(site.base, site.headers));

    const staticServer = await startStaticServer(files);
    try {
      byMode.set('static', await loadPages(`http://127.0.0.1:${staticServer.port}`, {}));
    } finally {
      staticServer.server.close();
    }

    console.log(`\nContent pages (node ${process.version}, loopback)\n`);
    console.table(weightRows(weights));
    console.log(
      'JS files: bytes of <script src> files; JS inline: bytes of executable inline scripts (JSON-LD excluded). Island chunks (<astro-island>) are not counted: see npm run bench:search.',
    );
    console.log(
      `\nThroughput: ${CONCURRENCY} keep-alive connections, up to ${MAX_REQUESTS} requests or ${MAX_SECONDS} s per page and mode.`,
    );
    console.log(
      'rendered: ROUTE_CACHE_ENTRIES=0; route cache: the cache on; static: the same HTML (gzipped beforehand for a client that takes gzip) from a plain node:http file server.\n',
    );
    console.table(loadRows(byMode));

    await lighthouseFor(site);
  } finally {
    await site?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
