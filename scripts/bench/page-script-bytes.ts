/**
 * The JavaScript a built page loads as it opens, for the benchmarks' page budgets (bench:search,
 * bench:booking), and a built site to measure it on.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Gzip bytes of the JavaScript a page loads as it opens: the built HTML's <script src>, modulepreload
 * links, and the component and renderer URLs of its islands that hydrate on load or idle (client:visible
 * ones wait until scrolled or opened into view), with every module they import statically; chunks
 * loaded later by dynamic import() (the date picker, the validation rules) are not counted. Read from the
 * built files in dist/client. Inline scripts (Astro's island loader, the page shell) are listed apart.
 */
export async function pageScriptBytes(
  site: string,
  path: string,
  clientDir: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, site), { headers, redirect: 'manual' });
  // A redirect (e.g. to sign-in) would measure another page.
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not the page`);
  const html = await response.text();
  const entries = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) entries.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    entries.add(match[1]!);
  for (const match of html.matchAll(/<astro-island([^>]*)>/g)) {
    if (/\bclient="(visible|media)"/.test(match[1]!)) continue;
    for (const url of match[1]!.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      entries.add(url[1]!);
  }
  const sizes = new Map<string, { level9: number; level6: number; brotli: number }>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (sizes.has(url)) continue;
    // Assets are linked under the /static prefix (astro.config build.assetsPrefix); on disk they are in
    // dist/client/_astro.
    const code = await readFile(join(clientDir, url.replace(/^\/static\//, '/').replace(/^\//, '')));
    sizes.set(url, {
      level9: gzipSync(code, { level: 9 }).length,
      level6: gzipSync(code, { level: 6 }).length,
      // What the site sends browsers that accept Brotli (the build's .br copies, ADR 010).
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
    for (const match of code
      .toString('utf8')
      .matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g)) {
      queue.push(new URL(match[1]!, `http://site${url}`).pathname);
    }
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((code) => code.trim());
  const sum = (key: 'level9' | 'level6' | 'brotli') =>
    [...sizes.values()].reduce((total, size) => total + size[key], 0);
  return {
    files: sizes.size,
    /** Gzip -9 bytes per file, largest first: where a page's budget goes. */
    byFile: [...sizes].map(([url, size]) => [url, size.level9] as const).sort((a, b) => b[1] - a[1]),
    level9: sum('level9'),
    level6: sum('level6'),
    brotli: sum('brotli'),
    inline: inline.reduce((total, code) => total + gzipSync(code, { level: 9 }).length, 0),
  };
}

/** The built site: BENCH_SITE_URL when given, else dist/ started on a spare port with a fresh database. */
export async function startBuiltSite(): Promise<{ site: string; stop: () => void } | null> {
  if (process.env.BENCH_SITE_URL) return { site: process.env.BENCH_SITE_URL, stop: () => undefined };
  if (!existsSync('dist/server/entry.mjs')) return null;
  const port = process.env.BENCH_PORT ?? '4398';
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs', port], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const site = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${site}/readyz`)).ok) return { site, stop: () => server.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill('SIGTERM');
  return null;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs `measure` against the built site (startBuiltSite) and stops the site afterwards. Without a
 * build it measures nothing and says so under `label`: the rest of a bench is still worth its figures.
 */
export async function measureOnBuiltSite(
  label: string,
  measure: (site: string) => Promise<void>,
): Promise<void> {
  const built = await startBuiltSite();
  if (!built) {
    console.log(`${label}: no built site (run ASTRO_TELEMETRY_DISABLED=1 npx astro build first)`);
    return;
  }
  try {
    await measure(built.site);
  } finally {
    built.stop();
  }
}
