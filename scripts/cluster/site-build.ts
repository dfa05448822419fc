/**
 * The built site the cluster runs: built when missing (or older than its sources, for the CLI), then
 * copied into the cluster's work dir so a rebuild meanwhile cannot pull chunks from under the running
 * instances (as scripts/e2e-server.mjs does).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { nodeBinary } from './instance';

// Tests sit beside the code but are not part of the build.
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

function newestInput(root: string): { path: string; mtimeMs: number } | null {
  let newest: { path: string; mtimeMs: number } | null = null;
  const consider = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) consider(join(path, name));
    } else if (!TEST_FILE.test(path) && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const input of BUILD_INPUTS) consider(join(root, input));
  return newest;
}

/** Why the site needs building, or null when dist/ will do. */
function buildReason(root: string, options: { checkStale: boolean }): string | null {
  const entry = join(root, 'dist/server/entry.mjs');
  const built = statSync(entry, { throwIfNoEntry: false });
  if (!built) return `${relative(root, entry)} is missing`;
  if (!options.checkStale) return null;
  const newest = newestInput(root);
  if (newest && newest.mtimeMs > built.mtimeMs) {
    return `${relative(root, newest.path)} is newer than ${relative(root, entry)}`;
  }
  return null;
}

/**
 * Builds the site when buildReason says so. On a shared machine builds are serialised through
 * CTG_BUILD_LOCK (a flock file), so two builds never write dist/ at once.
 */
export function ensureSiteBuild(root: string, options: { checkStale: boolean; log: (line: string) => void }) {
  const reason = buildReason(root, options);
  if (!reason) return;
  options.log(`Building the site: ${reason}.`);
  const astro = [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'];
  const lock = process.env.CTG_BUILD_LOCK;
  const [command, args] = lock ? ['flock', [lock, nodeBinary(root), ...astro]] : [nodeBinary(root), astro];
  const started = Date.now();
  const result = spawnSync(command as string, args as string[], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status ?? result.signal})`);
  options.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Copies dist/ into the work dir and links node_modules beside it (the build keeps some packages external). */
export function copySiteBuild(root: string, workDir: string): string {
  const entry = join(root, 'dist/server/entry.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the site first (npx astro build).`);
  cpSync(join(root, 'dist'), join(workDir, 'dist'), { recursive: true });
  // A work dir given again (a second cluster in the same folder) already has the link.
  if (!existsSync(join(workDir, 'node_modules'))) {
    symlinkSync(join(root, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  }
  return join(workDir, 'dist/server/entry.mjs');
}
