import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONTAINER_CHROMIUM_FLAGS } from './scripts/shared/chromium-flags';
import { E2E_EDITOR_KEY } from './tests/e2e/support/editor';

/**
 * End-to-end suite against the built server (scripts/test.mjs builds first; this config never builds).
 * Two servers from the same dist, each on a fresh temporary database: the real one, and one whose
 * Content and Main services point at a closed port, for the 502 page.
 */
const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PORT || 4321);
const brokenPort = Number(process.env.E2E_BROKEN_PORT || port + 1);
const baseURL = `http://127.0.0.1:${port}`;
// Read by tests/e2e/fixtures.ts (the config is loaded in each worker, so this reaches them).
process.env.E2E_BROKEN_BASE_URL = `http://127.0.0.1:${brokenPort}`;
const unreachable = 'http://127.0.0.1:9'; // discard port: nothing listens there
// The main server's "latest deployed build" file, which the build-check test rewrites as a deploy would.
process.env.E2E_BUILD_FILE = join(process.cwd(), `test-results/deployed-build-${port}.json`);

/** Debian's chromium when installed (Playwright cannot download its own browsers here). */
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, 'chromium'), constants.X_OK);
      return join(dir, 'chromium');
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

// The real server is awaited at /readyz: its first call opens, migrates and seeds the database (several
// seconds), which must not be charged to whichever test happens to run first. The broken server's
// services never become ready, so it is awaited at /healthz.
const server = (serverPort: number, env: Record<string, string> = {}, probe = '/readyz') => ({
  // The Node running Playwright (the pinned Node 24 under npm/npx), not whatever `node` is first on PATH.
  command: `"${process.execPath}" scripts/e2e-server.mjs ${serverPort}`,
  url: `http://127.0.0.1:${serverPort}${probe}`,
  env: {
    ASTRO_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    // Every journey comes from loopback: per-address limits would trip across tests. The limits per
    // account and per email still apply, and the services' integration tests cover the per-address ones.
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    // The journeys book many orders with the same contact addresses (amelia.hartley@, demo@, the
    // sold-out test's other.guest@), also across re-runs against one server; contact-limits.test.ts
    // covers the per-address limits (defaults 5 an hour, 10 a day).
    CONTACT_ORDERS_PER_HOUR: '10000',
    CONTACT_ORDERS_PER_DAY: '10000',
    // Invoice journeys hold with the same contact addresses too; hold-policy*.test.ts cover the limits.
    INVOICE_MAX_PER_EMAIL: '1000',
    ...env,
  },
  reuseExistingServer: !isCI,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // SIGTERM lets the server close its database and remove its temporary data folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Not the default "test-results": Playwright empties its output folder, and Vitest's report lives there.
  outputDir: `test-results/e2e-artifacts-${port}`,
  workers: isCI ? 1 : 2,
  retries: 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Per port, so runs on other ports (a developer's, a helper's) never clear each other's files; the
  // default port's report is the one scripts/test.mjs reads.
  reporter: [
    ['list'],
    ['json', { outputFile: port === 4321 ? 'test-results/e2e.json' : `test-results/e2e-${port}.json` }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: CONTAINER_CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    server(port, {
      E2E_BUILD_FILE: process.env.E2E_BUILD_FILE,
      // Google sign-in against the local OIDC server tests/e2e/social.spec.ts starts on port + 20
      // (nothing listens there otherwise: only a started Google flow fetches from it).
      GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${port + 20}`,
      GOOGLE_CLIENT_ID: 'ctg-e2e-web',
      GOOGLE_CLIENT_SECRET: 'ctg-e2e-secret',
      // The OIDC callback origin (redirect_uri = SITE_URL/authetication) and email links.
      SITE_URL: baseURL,
      // The editor key tests/e2e/publishing.spec.ts publishes with; a short poll so the change feed
      // is seen within a test.
      CONTENT_EDITOR_TOKEN: E2E_EDITOR_KEY,
      CONTENT_CHANGES_POLL_MS: '500',
    }),
    server(
      brokenPort,
      {
        CONTENT_API_URL: `${unreachable}/svc/content`,
        MAIN_API_URL: `${unreachable}/svc/main`,
        // The site with a tag manager configured (tests/e2e/consent.spec.ts, on its pages that call
        // no unreachable service): the main server keeps the default, no consent banner and no tags.
        GTM_CONTAINER_ID: 'GTM-E2ETEST1',
      },
      '/healthz',
    ),
  ],
});
