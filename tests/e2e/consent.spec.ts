/**
 * Analytics consent and the optional tag manager (issue 25 item 12). The main server has no container
 * configured (the default); the second server (playwright.config.ts) has GTM_CONTAINER_ID=GTM-E2ETEST1,
 * and these journeys use its /trips/find page, which calls none of its unreachable services. Google is
 * never contacted: every request to googletagmanager.com is answered here and recorded.
 */
import type { Page, Request } from '@playwright/test';
import { BROKEN_BASE_URL, expect, expectNoAxeViolations, test } from './fixtures';
import { DENY_ALL_BY_DEFAULT } from './support/consent-mode';

const GTM = 'https://www.googletagmanager.com/**';
const CONTAINER = 'GTM-E2ETEST1';
const PAGE = `${BROKEN_BASE_URL}/trips/find`;

/** Answers tag manager requests with a stand-in container that marks itself loaded, and lists them. */
async function fakeTagManager(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(GTM, (route) => {
    requests.push(route.request());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__fakeGtmLoaded = (window.__fakeGtmLoaded || 0) + 1;',
    });
  });
  return requests;
}

/** The Consent Mode commands in the page's dataLayer, as plain arrays. */
function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as IArguments)),
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });

test('by default there is no banner, no cookie settings and no tag manager', async ({ page }) => {
  const requests = await fakeTagManager(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[data-consent]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
  expect(await page.evaluate(() => document.cookie)).not.toContain('ctg_consent');
  expect(requests).toHaveLength(0);
});

test.describe('with a tag manager configured', () => {
  test('the banner asks first; Decline (by keyboard) loads nothing and is remembered', async ({ page }) => {
    const requests = await fakeTagManager(page);
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(200);
    // Allowed for the container only; nothing is loaded before the choice.
    expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Analytics cookies' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await consentCommands(page)).toEqual([DENY_ALL_BY_DEFAULT]);

    await banner(page).getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'ctg_consent');
    expect(cookie?.value).toBe('denied');
    // Kept for 12 months (a day's leeway either side).
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(requests).toHaveLength(0);
  });

  test('Accept loads the container after the consent defaults; settings change it back', async ({ page }) => {
    const requests = await fakeTagManager(page);
    await page.goto(PAGE);
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    // Loaded under the page's CSP (a refused script would be a console error, failing the test).
    await expect
      .poll(() => page.evaluate(() => (window as { __fakeGtmLoaded?: number }).__fakeGtmLoaded))
      .toBe(1);
    expect(requests.map((request) => request.url())).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`,
    ]);
    expect((await consentCommands(page)).map((command) => command.slice(0, 3))).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);

    // The next page loads the container straight away, without asking again.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as { __fakeGtmLoaded?: number }).__fakeGtmLoaded))
      .toBe(1);
    await expect(banner(page)).toBeHidden();
    expect(requests).toHaveLength(2);

    // Changed from the footer: the banner opens with focus in it, and focus returns after the choice.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading')).toBeFocused();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  test('on a 390 px phone the banner leaves the page’s main action free', async ({ page }) => {
    await fakeTagManager(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    await expect(banner(page)).toBeVisible();
    const action = page.locator('main form button[type="submit"]').first();
    await expect(action).toBeVisible();
    const [bar, button] = await Promise.all([banner(page).boundingBox(), action.boundingBox()]);
    expect(bar && button).toBeTruthy();
    if (!bar || !button) return;
    // The bar sits below the action, and stays within a fifth of the screen.
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
    expect(bar.height).toBeLessThan(844 / 5);
    // The page is given room below its end, so scrolled to the bottom the footer ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barNow = await banner(page).boundingBox();
    expect(footer && barNow).toBeTruthy();
    if (!footer || !barNow) return;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barNow.y + 1);
  });
});
