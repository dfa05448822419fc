/**
 * Lighthouse for `npm run bench:pages`: finds the system Chromium, starts a fresh headless instance per
 * page (its own temporary profile) and runs Lighthouse's default configuration, which is a mobile form
 * factor with simulated throttling. Pages run one after another: Lighthouse's timings suffer when the
 * CPU is shared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTAINER_CHROMIUM_FLAGS } from '../shared/chromium-flags';
import { ensureToolPackage } from '../shared/tool-package';

/** Lighthouse has its own package folder (scripts/shared/tool-package.ts), installed on first use. */
const LIGHTHOUSE_PACKAGE = join(import.meta.dirname, 'lighthouse-package');

/** The parts of Lighthouse's result (its `Result` type) this bench reads. */
interface Result {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: undefined,
  page?: BrowserPage,
) => Promise<{ lhr: Result } | undefined>;

/** The parts of a puppeteer-core Page that a page's preparation uses (Lighthouse's own puppeteer). */
export interface BrowserPage {
  goto(url: string, options?: { waitUntil?: 'load' | 'networkidle0'; timeout?: number }): Promise<unknown>;
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  waitForNavigation(options?: { timeout?: number }): Promise<unknown>;
}

interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    newPage(): Promise<BrowserPage>;
    disconnect(): Promise<void>;
  }>;
}

/**
 * A page Lighthouse scores: its name, its path, and for a page a traveller only reaches part-way through
 * a journey (a booking in this tab's sessionStorage, a signed-in session), the steps that bring a tab
 * there first. `prepare` runs in the tab Lighthouse then loads the page in (sessionStorage and cookies
 * stay; Lighthouse still clears the HTTP cache, so the load is cold) and may answer the path to score.
 */
export type LighthousePage = readonly [
  name: string,
  path: string,
  prepare?: (page: BrowserPage, base: string) => Promise<string | void>,
];

async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; puppeteer: Puppeteer }> {
  ensureToolPackage(LIGHTHOUSE_PACKAGE, 'Lighthouse');
  const require = createRequire(join(LIGHTHOUSE_PACKAGE, 'package.json'));
  const load = async <T>(name: string) =>
    ((await import(pathToFileURL(require.resolve(name)).href)) as { default: T }).default;
  return {
    lighthouse: await load<Lighthouse>('lighthouse'),
    puppeteer: await load<Puppeteer>('puppeteer-core'),
  };
}

const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
] as const;

const CHROMIUM_FLAGS = ['--headless=new', ...CONTAINER_CHROMIUM_FLAGS];

/** The Chromium to use, or why there is none: CHROME_PATH, CHROMIUM_PATH, then `chromium` on PATH. */
export function findChromium(): { path: string } | { reason: string } {
  const configured = process.env.CHROME_PATH || process.env.CHROMIUM_PATH;
  if (configured) {
    return isExecutable(configured)
      ? { path: configured }
      : { reason: `CHROME_PATH/CHROMIUM_PATH is ${configured}, which is not an executable file` };
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, 'chromium'))) return { path: join(dir, 'chromium') };
  }
  return {
    reason: "no Chromium found (set CHROME_PATH, or install Debian's: `apt-get install -y chromium`)",
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Starts Chromium with a fresh profile and a DevTools port of its choosing, read back from the profile. */
async function launchChromium(executable: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'ctg-bench-chromium-'));
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const close = async () => {
    await stop(child);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { port: await devToolsPort(profile, child, () => stderr), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function devToolsPort(profile: string, child: ChildProcess, stderr: () => string): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}: ${stderr()}`);
    try {
      // First line: the port; second: the browser target's path.
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s: ${stderr()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export interface LighthouseRun {
  name: string;
  path: string;
  lhr?: Result;
  error?: string;
}

/**
 * Runs Lighthouse on each page in turn, a fresh Chromium each. A page that fails keeps its error and the
 * others still run. With `reportDir`, each page's full JSON report is saved there as `{name}.json`.
 */
export async function runLighthouse(
  executable: string,
  base: string,
  pages: readonly LighthousePage[],
  reportDir?: string,
): Promise<LighthouseRun[]> {
  const { lighthouse, puppeteer } = await loadLighthouse();
  const runs: LighthouseRun[] = [];
  for (const [name, givenPath, prepare] of pages) {
    let path = givenPath;
    process.stderr.write(`Lighthouse: ${name}\n`);
    const chromium = await launchChromium(executable);
    const browser = prepare
      ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}`, defaultViewport: null })
      : undefined;
    try {
      const page = await browser?.newPage();
      if (page && prepare) path = (await prepare(page, base)) || path;
      const flags = {
        port: chromium.port,
        hostname: '127.0.0.1',
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES.map(([id]) => id),
      };
      const result = await lighthouse(new URL(path, base).href, flags, undefined, page);
      if (!result) throw new Error('Lighthouse returned no result');
      if (reportDir) writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 2));
      const failure = result.lhr.runtimeError;
      runs.push({ name, path, lhr: result.lhr, error: failure && `${failure.code}: ${failure.message}` });
    } catch (error) {
      runs.push({ name, path, error: error instanceof Error ? error.message : String(error) });
    } finally {
      await browser?.disconnect();
      await chromium.close();
    }
  }
  return runs;
}

/**
 * One row per page, by name (a journey page's path carries a session and is too long for a column):
 * each category's score out of 100 ("–" when Lighthouse could not score it).
 */
function scoreRows(runs: LighthouseRun[]): Record<string, string | number>[] {
  return runs.map(({ name, lhr }) => {
    const row: Record<string, string | number> = { page: name };
    for (const [id, label] of CATEGORIES) {
      const score = lhr?.categories[id]?.score;
      row[label] = typeof score === 'number' ? Math.round(score * 100) : '–';
    }
    // The two figures the performance score moves with most on our island pages.
    const metric = (id: string) => lhr?.audits[id]?.numericValue;
    const tbt = metric('total-blocking-time');
    const lcp = metric('largest-contentful-paint');
    row['TBT ms'] = typeof tbt === 'number' ? Math.round(tbt) : '–';
    row['LCP ms'] = typeof lcp === 'number' ? Math.round(lcp) : '–';
    return row;
  });
}

interface Shortfall {
  id: string;
  title: string;
  points: number;
  pages: string[];
}

/**
 * Per category, the audits that cost points on any page, most costly first: the points each takes off
 * the category score (its weight times its shortfall), summed over the pages. Unweighted audits that
 * fail (performance insights and diagnostics) follow with 0 points.
 */
function shortfalls(runs: LighthouseRun[], limit = 8): Map<string, Shortfall[]> {
  const byCategory = new Map<string, Shortfall[]>();
  for (const [id, label] of CATEGORIES) {
    const found = new Map<string, Shortfall>();
    for (const { name, lhr } of runs) {
      const category = lhr?.categories[id];
      if (!lhr || !category) continue;
      const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || typeof audit.score !== 'number' || audit.score >= 1) continue;
        if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
        const entry = found.get(ref.id) ?? { id: ref.id, title: audit.title, points: 0, pages: [] };
        entry.points += (ref.weight * (1 - audit.score) * 100) / totalWeight;
        entry.pages.push(name);
        found.set(ref.id, entry);
      }
    }
    const sorted = [...found.values()].sort((a, b) => b.points - a.points || b.pages.length - a.pages.length);
    byCategory.set(label, sorted.slice(0, limit));
  }
  return byCategory;
}

/** Prints the score table, any page Lighthouse could not run, and the audits that cost points. */
export function printLighthouse(runs: LighthouseRun[]): void {
  console.log('\nLighthouse mobile scores (default config: mobile, simulated throttling), out of 100\n');
  console.table(scoreRows(runs));
  for (const { path, error } of runs) if (error) console.log(`Lighthouse on ${path}: ${error}`);
  console.log('\nAudits that cost points (points off the category score, summed over the pages)');
  for (const [label, audits] of shortfalls(runs)) {
    console.log(`  ${label}:${audits.length === 0 ? ' none' : ''}`);
    for (const { id, title, points, pages } of audits) {
      console.log(`    ${points.toFixed(1).padStart(5)}  ${id}: ${title} [${pages.join(', ')}]`);
    }
  }
}
