/**
 * A throwaway server for the Playwright suite: runs the existing build (dist/, never rebuilds) on
 * 127.0.0.1:PORT with a fresh database, both in a temporary folder it removes when the server stops.
 * The build is copied first, so a rebuild during the run (another terminal, `npm start`) cannot pull
 * chunks from under the running server. Playwright starts it (playwright.config.ts, webServer) and stops
 * it with SIGTERM.
 *
 * Usage: node scripts/e2e-server.mjs [port]   (PORT or 4321 by default; other settings from the
 * environment, e.g. CONTENT_API_URL for the "broken services" server).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/server/entry.mjs');
const port = process.argv[2] || process.env.PORT || '4321';
const host = '127.0.0.1';

if (!existsSync(entry)) {
  console.error(`${entry} is missing: build first (ASTRO_TELEMETRY_DISABLED=1 npx astro build).`);
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), `ctg-e2e-${port}-`));
const dataDir = join(workDir, 'data');
cpSync(join(root, 'dist'), join(workDir, 'dist'), { recursive: true });
// Bare imports from the copied build (the packages kept external) resolve through this link.
symlinkSync(join(root, 'node_modules'), join(workDir, 'node_modules'), 'dir');

// The "latest deployed build" file the hourly build check reads. A test may point it elsewhere
// (E2E_BUILD_FILE) and write a newer id there, as a deployment would.
const buildFile = process.env.E2E_BUILD_FILE || join(workDir, 'dist/client/build.json');
if (process.env.E2E_BUILD_FILE) {
  mkdirSync(dirname(buildFile), { recursive: true });
  cpSync(join(root, 'dist/client/build.json'), buildFile);
}

const server = spawn(process.execPath, [join(workDir, 'dist/server/entry.mjs')], {
  // The repository root, for files the server reads relative to it (the content seed).
  cwd: root,
  env: {
    ...process.env,
    // As `npm start` runs it: production React, and the outbox the journeys read sign-in codes from.
    NODE_ENV: 'production',
    OUTBOX_ENABLED: 'true',
    ASTRO_TELEMETRY_DISABLED: '1',
    HOST: host,
    PORT: port,
    DATA_DIR: dataDir,
    BUILD_FILE: buildFile,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const running = () => server.exitCode === null && server.signalCode === null;

function removeWorkDir() {
  rmSync(workDir, { recursive: true, force: true });
}

server.on('exit', (code, signal) => {
  removeWorkDir();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});

// Playwright signals the whole process group, so the server usually has the signal already; forward it
// only if it is still running a moment later (a second signal would cut its database shutdown short),
// and kill it if it hangs.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    setTimeout(() => running() && server.kill(signal), 1_000).unref();
    setTimeout(() => running() && server.kill('SIGKILL'), 8_000).unref();
  });
}
process.on('exit', () => {
  if (running()) server.kill('SIGKILL');
  removeWorkDir();
});

// Open the embedded database now rather than in the first test (first start takes seconds). The
// "broken services" server never reports ready, so any answer will do.
const deadline = Date.now() + 60_000;
while (running() && Date.now() < deadline) {
  try {
    const response = await fetch(`http://${host}:${port}/readyz`, { signal: AbortSignal.timeout(30_000) });
    console.error(`e2e server on ${port}: /readyz ${response.status} (build and data in ${workDir})`);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
