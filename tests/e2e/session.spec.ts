import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { CODE, waitForEmail } from './support/travellers';

/** The demo account seeded on first start (README). */
const DEMO = { email: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };

/** The newest sign-in code emailed to the address, read from the development outbox. */
async function latestCode(request: APIRequestContext, to: string, after: number): Promise<string> {
  return (await waitForEmail(request, to, after, CODE))[1];
}

/** Signs in through the /account form the page is on: password, then the emailed code. */
async function signInOnAccountPage(page: Page): Promise<void> {
  const started = Date.now();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(page.request, DEMO.email, started));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

test.describe('login guard', () => {
  // The hotel pages arrive with the hotel issue: after signing in the traveller lands on the guarded
  // route, which is a 404 page until then (Chromium logs that status as a console error).
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('sends a guest to /account and back to the guarded route after a two-step sign-in', async ({
    page,
  }) => {
    await page.goto('/hotel/result?city=SYD');
    await expect(page).toHaveURL(/\/account\?returnUrl=%2Fhotel%2Fresult%3Fcity%3DSYD$/);
    await expectNoAxeViolations(page);
    await signInOnAccountPage(page);
    await expect(page).toHaveURL(/\/hotel\/result\?city=SYD$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Hi, Olivia' })).toBeVisible();
    // Signed in, the guard lets the traveller through.
    const response = await page.request.get('/hotel/detail?id=1', { maxRedirects: 0 });
    expect(response.status()).not.toBe(302);
  });
});

test.describe('signing in', () => {
  test('a wrong code is refused with the service message, then the right one signs in', async ({ page }) => {
    await page.goto('/account');
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const code = await latestCode(page.request, DEMO.email, started);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The code is incorrect');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('link', { name: 'Hi, Olivia' })).toBeVisible();
  });

  test('a wrong password shows the spec message and starts nothing', async ({ page }) => {
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password').fill('Not-The-Password-1!');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username password');
    // The address stays typed; only the password is asked for again.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('a return path to another site is refused after sign-in (open redirect)', async ({ page }) => {
    await page.goto('/account?returnUrl=https%3A%2F%2Fevil.example%2Fsteal');
    await signInOnAccountPage(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('session rules', () => {
  test('an expired session cookie signs the user out and says so', async ({ page, context }) => {
    await page.goto('/account');
    await signInOnAccountPage(page);
    await expect(page.getByRole('link', { name: 'Hi, Olivia' })).toBeVisible();
    const url = new URL(page.url());
    await context.addCookies([
      { name: 'ctg_fb_profile_exp', value: String(Date.now() - 1000), domain: url.hostname, path: '/' },
    ]);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'You have been signed out. Please sign in again.' }),
    ).toBeVisible();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('ctg_auth_token');
  });

  test('a session revoked on the server (401 from the profile call) signs the user out', async ({
    page,
    browser,
  }) => {
    await page.goto('/account');
    await signInOnAccountPage(page);
    const other = await browser.newContext();
    await other.addCookies(await page.context().cookies());
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByRole('link', { name: 'Hi, Olivia' })).toBeVisible();

    // Signing out in the first browser revokes the server-side session both share.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(otherPage.getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
    await other.close();
  });

  test('the account token never reaches page script', async ({ page }) => {
    await page.goto('/account');
    await signInOnAccountPage(page);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('ctg_fb_profile_exp=');
    expect(readable).not.toContain('ctg_auth_token');
    expect(readable).not.toContain('ctg_pub_token');
    expect(readable).not.toContain('ctg_login_challenge');
  });
});
