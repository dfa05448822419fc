import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAsDemo } from './support/after-booking';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25 "Price tracking", the account's side: a signed-in traveller tracks a search from the results
 * page, sees the alert in the dashboard's "Price alerts" section, and stops it there (no curl needed).
 */

const resultsPath = (depart: string, back: string) =>
  `/flight/result?trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=${depart}&return=${back}&adults=1&cabin=Business`;

// Worked out here rather than with the site's formatter, so a wrong format on the page is caught.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const asPeopleWrite = (isoDay: string) => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

/** The demo account keeps its alerts between runs (and other specs track with it): start from none. */
async function stopEveryAlert(page: Page): Promise<void> {
  await page.goto('/dashboard/price-alerts');
  const stop = page.getByRole('button', { name: /^Stop alerts/ });
  for (let left = await stop.count(); left > 0; left -= 1) {
    await stop.first().click();
    await expect(stop).toHaveCount(left - 1);
  }
}

test('a guest is sent to sign in first', async ({ page }) => {
  await page.goto('/dashboard/price-alerts');
  await expect(page).toHaveURL(/\/account\?returnUrl=%2Fdashboard%2Fprice-alerts/);
});

test('a signed-in traveller sees a tracked search in the dashboard and stops it', async ({ page }) => {
  await signInAsDemo(page);
  await stopEveryAlert(page);
  await expect(page.getByText('You are not tracking any prices.')).toBeVisible();

  const depart = daysAhead(80);
  const back = daysAhead(94);
  await page.goto(resultsPath(depart, back));
  await page.locator('.track-price > summary').click();
  const panel = page.getByRole('region', { name: 'Track prices' });
  await panel.getByRole('button', { name: 'Track prices' }).click();
  await expect(panel.getByRole('status')).toContainText('We will email you when the price drops');

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Price alerts' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/price-alerts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price alerts');
  const alert = page.getByRole('listitem').filter({ hasText: 'Sydney to London' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`${asPeopleWrite(depart)} – ${asPeopleWrite(back)}`);
  await expect(alert).toContainText('Business');
  await expect(alert).toContainText('1 traveller');
  await expect(alert).toContainText('Confirmed');
  await expect(alert).toContainText(/Lowest price seen: (\$\d{1,3}(,\d{3})*\.\d{2}|Not priced yet)/);
  await expect(alert).not.toContainText(depart);
  await expectNoAxeViolations(page);

  const id = await alert.locator('input[name="id"]').inputValue();
  await alert.getByRole('button', { name: 'Stop alerts for Sydney to London' }).click();
  await expect(page.getByRole('status')).toContainText('We will not email you about this price again.');
  await expect(page.getByText('You are not tracking any prices.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  // Stopping twice is fine (a double press, a second tab): the same answer, no error.
  const again = await page.request.post('/api/price-alerts/stop', { form: { id }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe('/dashboard/price-alerts');
  await page.goto('/dashboard/price-alerts');
  await expect(page.getByRole('status')).toContainText('We will not email you about this price again.');

  // A forged or mangled id is refused in words, not with an error page.
  await page.request.post('/api/price-alerts/stop', { form: { id: 'not-an-id' }, maxRedirects: 0 });
  await page.goto('/dashboard/price-alerts');
  await expect(page.getByRole('alert')).toContainText(
    'That price alert could not be found. Please choose one from the list.',
  );
});
