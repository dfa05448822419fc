/**
 * Tools that a single script needs (Artillery for `npm run load`, Lighthouse for `npm run bench:pages`)
 * live in their own package folder with their own lockfile, so the project's `npm install` neither
 * downloads their trees nor prints their warnings (issue 22). The first run that needs one installs
 * its folder; later runs find it current and go straight on.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Written after a good install: the lockfile's hash, so a changed lockfile installs again. */
const STAMP = 'node_modules/.installed-lock-hash';

/** Installs the package folder `dir` unless its node_modules already matches its lockfile. */
export function ensureToolPackage(dir: string, label: string): void {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');
  const stamp = join(dir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return;
  console.log(`Installing ${label} into ${relative(process.cwd(), dir)}/ (first use, about a minute)…`);
  // Under `npm run`, npm_execpath is npm itself: run it on this (pinned) Node, so packages that want a
  // newer Node than the system's do not warn. `npm install`, not `npm ci` (the project's install rule).
  const npm = process.env.npm_execpath;
  const args = ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error'];
  // No install scripts: the tools need none of theirs (Playwright's own browser download, aws-sdk's
  // maintenance notice, an optional native statsd socket), and several cannot run on these machines.
  args.push('--ignore-scripts');
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: dir, encoding: 'utf8' })
    : spawnSync('npm', args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `npm install in ${dir} failed (exit ${result.status ?? result.signal}):\n` +
        `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
    );
  }
  writeFileSync(stamp, lockHash);
}
