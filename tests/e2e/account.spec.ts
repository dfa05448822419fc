/**
 * Account journeys (issue 5 "Done when"): changing and recovering the password, and the session's end.
 * Each test creates its own account (unique email) and reads the emailed codes from the development
 * outbox. Sign-up is in account-sign-up.spec.ts, the dashboard in account-dashboard.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  CODE,
  hydrated,
  newSignedInTraveller,
  newTraveller,
  signUpAndConfirm,
  waitForEmail,
  type Traveller,
} from './support/travellers';

// Each journey signs up, reads the outbox and signs in with the emailed code: longer than the default 30 s.
test.slow();

/**
 * The password step only: the right password reaches the code step (a wrong one is refused with
 * 'Invalid username password'). Saves the 2FA checks that the per-IP limit counts.
 */
async function passwordAccepted(page: Page, traveller: Traveller, password: string): Promise<void> {
  await page.goto('/account');
  await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test.describe('passwords', () => {
  // The refused attempts (wrong current password) answer 400, which Chromium logs as a console error.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('changes the password on the Security tab, then signs in with the new one', async ({ page }) => {
    const traveller = await newSignedInTraveller(page);
    await page.goto('/dashboard/settings');
    await hydrated(page);
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByLabel('Current password').fill('Wrong-Password-123!');
    await security.getByLabel('New password', { exact: true }).fill('short');
    await security.getByLabel('Confirm new password').fill('short');
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect(security.getByText(/^Password must be at least 12 characters/)).toBeVisible();
    const next = `${traveller.password}Z`;
    await security.getByLabel('New password', { exact: true }).fill(next);
    await security.getByLabel('Confirm new password').fill(next);
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect(security.getByRole('alert')).toContainText('Error while updating password');
    await security.getByLabel('Current password').fill(traveller.password);
    await security.getByLabel('New password', { exact: true }).fill(next);
    await security.getByLabel('Confirm new password').fill(next);
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect(security.getByRole('status').first()).toContainText('Your password has been changed');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
    await page.getByLabel('Password').fill(traveller.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username password');
    await passwordAccepted(page, traveller, next);
  });

  test('recovers a forgotten password with the emailed code', async ({ page }) => {
    const traveller = newTraveller();
    await signUpAndConfirm(page, traveller);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this email');
    const [, code] = await waitForEmail(page.request, traveller.email, started, CODE);

    const next = `Reset-${traveller.password}`;
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password').fill(next);
    await page.getByLabel('Confirm password').fill(`${next}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText("New password and confirm password don't match");
    await expectNoAxeViolations(page);
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password').fill(next);
    await page.getByLabel('Confirm password').fill(next);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Your password has been reset. Please sign in with your new password.',
    );
    // The reset does not bypass 2FA: signing in with the new password still asks for the emailed code.
    await passwordAccepted(page, traveller, next);
  });
});

test.describe('session', () => {
  test('signs the traveller out when the session expires and keeps the way back', async ({
    page,
    context,
  }) => {
    const traveller = await newSignedInTraveller(page);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const url = new URL(page.url());
    await context.addCookies([
      { name: 'ctg_fb_profile_exp', value: String(Date.now() - 1000), domain: url.hostname, path: '/' },
    ]);
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/account\?returnUrl=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
    // Signing in from here returns to the settings page (the return path is kept in the form).
    await expect(page.locator('form[action="/api/session/sign-in"] input[name="returnUrl"]')).toHaveValue(
      '/dashboard/settings',
    );
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ctg_auth_token');
    expect(traveller.email).toBeTruthy();
  });

  test('guests are sent to sign in from every dashboard page', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/dashboard/preferences',
      '/dashboard/settings',
      '/dashboard/shortlisted',
      '/dashboard/traveller-info',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/account\\?returnUrl=${encodeURIComponent(path)}$`));
    }
  });
});
