/**
 * `npm start`: builds the site when the build is missing or older than its sources, starts the
 * standalone server (dist/server/entry.mjs) on HOST:PORT (default localhost:4321), forwards signals to
 * it, and prints "Ready on http://HOST:PORT" once GET /readyz answers 200 (the first call also opens and
 * migrates the embedded database).
 *
 * Runs on the Node that runs this script: npm scripts use the pinned Node 24 (docs/principles.md,
 * "Stack and pitfalls").
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/server/entry.mjs');
const host = process.env.HOST || 'localhost';
const port = process.env.PORT || '4321';
const READY_TIMEOUT_MS = 120_000;

process.env.ASTRO_TELEMETRY_DISABLED = '1';

// Tests sit beside the code but are not part of the build.
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The newest file among the build inputs (tests aside), or null when there are none. */
function newestInput() {
  let newest = null;
  const consider = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) consider(join(path, name));
    } else if (TEST_FILE.test(path)) {
      return;
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const input of ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    consider(join(root, input));
  }
  return newest;
}

/** Why the site needs building, or null when dist is up to date. */
function buildReason() {
  const built = statSync(entry, { throwIfNoEntry: false });
  if (!built) return `${relative(root, entry)} is missing`;
  const newest = newestInput();
  if (newest && newest.mtimeMs > built.mtimeMs) {
    return `${relative(root, newest.path)} is newer than ${relative(root, entry)}`;
  }
  return null;
}

function build(reason) {
  console.log(`Building the site: ${reason}.`);
  const astroBin = join(root, 'node_modules/astro/bin/astro.mjs');
  if (!existsSync(astroBin)) {
    console.error('Astro is not installed: run `npm install` first.');
    process.exit(1);
  }
  const started = Date.now();
  const result = spawnSync(process.execPath, [astroBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** The address to poll: a wildcard listen address is reached through loopback. */
function probeHost() {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

async function waitUntilReady(server) {
  const url = `http://${probeHost()}:${port}/readyz`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline && server.exitCode === null && server.signalCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (response.ok) return true;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (server.exitCode === null && server.signalCode === null) {
    console.warn(
      `Not ready after ${READY_TIMEOUT_MS / 1000} s (last answer from /readyz: ${last}); still serving.`,
    );
  }
  return false;
}

/**
 * The built server runs as production (React's production build renders the islands: about a third less
 * CPU on the home page). The outbox rule stays what it is without SMTP: the demo's emails, the sign-in
 * codes among them, are read at /dev/outbox until SMTP_URL is set (or OUTBOX_ENABLED=false). Whatever
 * the setting, the outbox answers only browsers on this machine (loopback, through no proxy).
 */
function productionEnv(env) {
  return {
    NODE_ENV: env.NODE_ENV || 'production',
    ...(env.SMTP_URL || env.OUTBOX_ENABLED ? {} : { OUTBOX_ENABLED: 'true' }),
  };
}

const reason = buildReason();
if (reason) build(reason);

// Its own process group: a Ctrl-C in the terminal reaches this script only, which forwards it once, so
// the server closes its database cleanly instead of receiving the signal twice.
const server = spawn(process.execPath, [entry], {
  cwd: root,
  env: { ...process.env, ...productionEnv(process.env), HOST: host, PORT: port },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

// npm and the terminal may both deliver one Ctrl-C: a repeat within a second is the same request.
let lastForwarded = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    if (Date.now() - lastForwarded < 1_000) return;
    lastForwarded = Date.now();
    server.kill(signal);
  });
}
// If this script dies another way, the server must not outlive it.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  const asked = signal === 'SIGINT' || signal === 'SIGTERM' || signal === 'SIGHUP';
  if (signal && !asked) console.error(`Server stopped by ${signal}.`);
  process.exit(code ?? (asked ? 0 : 1));
});

/** Where the development outbox is and who can read it, when this start turns it on. */
function outboxNotice(env) {
  const setting = (env.OUTBOX_ENABLED ?? '').trim().toLowerCase();
  if (!['1', 'true', 'yes', 'on'].includes(setting)) return null;
  return (
    `Development outbox: http://${probeHost()}:${port}/dev/outbox (and /dev/outbox.json) lists every email ` +
    'the site sends, sign-in and reset codes included. Only a browser on this machine can read it ' +
    '(loopback, through no proxy); everyone else gets 404. Set SMTP_URL to send real email, or ' +
    'OUTBOX_ENABLED=false to turn it off.'
  );
}

if (await waitUntilReady(server)) {
  console.log(`Ready on http://${host}:${port}`);
  const notice = outboxNotice({ ...process.env, ...productionEnv(process.env) });
  if (notice) console.log(notice);
}
