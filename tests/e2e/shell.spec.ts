import { readFileSync, writeFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('site shell', () => {
  test('home renders the CMS menu, account entry, selectors and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ \| CTG Business Class$/);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of ['Flights', 'Deals', 'Insights', 'About us', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account?returnUrl=%2F',
    );
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Theme: / })).toBeVisible();
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Call 1300 282 844 (Australia wide, option 3)' }),
    ).toHaveAttribute('href', 'tel:1300282844');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // No <script src>: the shell's script is inline, and the search island loads through its
    // <astro-island> (budgeted in npm run bench:search).
    expect(await page.locator('script[src]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('the theme is chosen per user, kept in a cookie and rendered by the server', async ({ page }) => {
    test.slow(); // three themes, three axe runs
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The server sends the theme in the HTML itself: no flash before styles apply.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html[^>]+data-theme="dark"/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'High contrast', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Match my device', exact: true }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  });

  test('a language choice is kept; html lang states the language of the text shown', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: '日本語', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Language: 日本語/ })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ctg_lang')?.value).toBe('ja');
    // Only English text exists, so the page says it is in English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the mobile drawer opens without script, closes with Escape, and is closed after a page load', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const drawer = page.locator('.drawer[popover]');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(drawer).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.reload();
    await expect(drawer).toBeHidden();
  });

  test('a route with its own validity check answers 404 when it fails', async ({ request }) => {
    const response = await request.get('/preview-mode');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /preview-mode');
  });
});

test.describe('404 page', () => {
  // Chromium logs the page's own 404 status as a console error.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the 404 page with its path and status', async ({ page }) => {
    const response = await page.goto('/no-such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /no-such/page' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('build check', () => {
  test('pages with islands look for a new build every hour and offer a reload', async ({ page }) => {
    const buildFile = process.env.E2E_BUILD_FILE as string;
    const deployed = readFileSync(buildFile, 'utf8');
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'A new version of this site is available' });
    await expect(notice).toBeHidden();

    // The same build is still deployed after an hour: a check is made, nothing is shown.
    const firstCheck = page.waitForRequest((request) => request.url().includes('/api/checkCacheFile'));
    await page.clock.fastForward('01:00:00');
    await firstCheck;
    await expect(notice).toBeHidden();

    try {
      writeFileSync(buildFile, JSON.stringify({ buildId: '2099-01-01-0badc0de' }));
      const secondCheck = page.waitForResponse((response) => response.url().includes('/api/checkCacheFile'));
      await page.clock.fastForward('01:00:00');
      await secondCheck;
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Reload now' })).toBeVisible();
      await expectNoAxeViolations(page);
      await notice.getByRole('button', { name: 'Not now' }).click();
      await expect(notice).toBeHidden();
    } finally {
      writeFileSync(buildFile, deployed);
    }
  });
});
