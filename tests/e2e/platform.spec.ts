/**
 * Platform behaviour that needs no UI details: redirects, health checks, security headers, the 404 and
 * 502 pages, the login guard and preview mode.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BROKEN_BASE_URL, expect, test } from './fixtures';
import { signInAsEditor } from './support/editor-session';
import { FIXED_SPEC_REDIRECTS } from './support/spec-redirects';

/** The spec's permanent redirects (spec §2), with sample values for their parameters. */
const SPEC_REDIRECTS: [from: string, to: string][] = [
  ...FIXED_SPEC_REDIRECTS,
  ['/news/some-story', '/insights/some-story'],
  ['/reviews/qantas-a380', '/insights/qantas-a380'],
  ['/news/tag/lounges', '/insights/tag/lounges'],
  ['/deals/bali-escape/enquiry', '/deals/enquiry/bali-escape'],
];

interface ManifestEntry {
  from: string;
  to: string;
}

/** The redirect manifest (README, "Redirects"), its [param] segments filled with sample values. */
function manifestRedirects(): [from: string, to: string][] {
  const file = fileURLToPath(new URL('../../src/lib/routing/redirect-manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { redirects: ManifestEntry[] };
  const fill = (path: string) =>
    path.replace(/\[(\.\.\.)?([A-Za-z]+)\]/g, (_, spread: string | undefined, name: string) =>
      spread ? `e2e-${name}/part-two` : `e2e-${name.toLowerCase()}`,
    );
  return manifest.redirects.map(({ from, to }) => [fill(from), fill(to)]);
}

/** A Location header as a same-origin path (it may be relative or absolute). */
function locationPath(location: string | undefined, baseURL: string): string {
  expect(location, 'Location header').toBeTruthy();
  const target = new URL(location!, baseURL);
  expect(target.origin, `Location ${location} stays on the site`).toBe(new URL(baseURL).origin);
  return `${target.pathname}${target.search}`;
}

/** Chromium's console error for a page whose document answered `status`, and no other resource. */
function documentStatusError(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status}\\b.*\\(https?://[^/]+${escaped}:\\d+:\\d+\\)$`);
}

test.describe('permanent redirects', () => {
  for (const [from, to] of [...SPEC_REDIRECTS, ...manifestRedirects()]) {
    test(`${from} -> ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), `status of ${from}`).toBe(301);
      expect(locationPath(response.headers()['location'], baseURL!)).toBe(to);
    });
  }
});

test.describe('health checks', () => {
  test('GET /healthz answers 200', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
  });

  test('GET /readyz answers 200 with status ready', async ({ request }) => {
    const response = await request.get('/readyz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready' });
  });
});

test('the home page carries the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy'], 'Referrer-Policy').toBeTruthy();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, 'Content-Security-Policy').toContain("frame-ancestors 'none'");
  expect(policy, 'Content-Security-Policy').toContain('script-src');
});

test.describe('unknown page', () => {
  const path = '/no-such-page-xyz';
  // Chromium logs the 404 of the document itself as a console error (only that one is expected).
  test.use({ expectedConsoleErrors: [documentStatusError(404, path)] });

  test('answers 404', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
  });

  test('shows the page-not-found message with the path', async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toContainText(`Page Not Found: ${path}`);
  });
});

test.describe('login guard', () => {
  const guarded = '/hotel/result?city=SYD';

  test('a signed-out visitor is redirected (302) to /account with the return URL', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(guarded, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const target = new URL(locationPath(response.headers()['location'], baseURL!), baseURL);
    expect(target.pathname).toBe('/account');
    expect(target.searchParams.get('returnUrl')).toBe(guarded);
  });

  test('the browser ends on /account?returnUrl=...', async ({ page }) => {
    await page.goto(guarded);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/account' && url.searchParams.get('returnUrl') === guarded,
    );
  });
});

test('preview mode: ?mode=1 shows an editor a page, then reloads without the query', async ({ page }) => {
  // Preview is for content staff (preview-access.spec.ts covers everyone else).
  await signInAsEditor(page);
  const response = await page.goto('/?mode=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('mode'), {
    timeout: 3_500,
  });
});

test.describe('unreachable services', () => {
  test.use({
    baseURL: BROKEN_BASE_URL,
    expectedConsoleErrors: [documentStatusError(502, '/')],
  });

  /** Stack frames ("    at fn (file.js:1:2)") or an "Error:" line with a frame after it. */
  const STACK_TRACE = /^\s*at\s.+:\d+:\d+\)?\s*$|\w*Error:[^\n]*\n\s*at\s/m;

  test('the home page answers 502 without a stack trace', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(502);
    const html = await response.text();
    expect(html).not.toMatch(STACK_TRACE);
  });

  test('the browser shows the 502 page with a heading', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(502);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(STACK_TRACE);
  });
});
