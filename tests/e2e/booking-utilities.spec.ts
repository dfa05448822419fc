import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25 item 12: before a booking starts, /Utilities/CheckBookingRestriction is asked; a departure
 * within the lead time (tomorrow) stops at the detail page's Continue with a clear message, and no
 * offer is created for it. A bookable trip goes on to /flight/book, whose country selects list the
 * site's preferred countries (/Utilities/PreferredCountries) first.
 */

/** SYD-LHR one way in Business on a day ahead, its first flight's Business Flex fare chosen. */
async function chooseOneWay(page: Page, days: number): Promise<void> {
  await page.goto(
    `/flight/result?trip=oneway&from=SYD&fromType=A&to=LHR&toType=A&depart=${daysAhead(days)}&adults=1&cabin=Business`,
  );
  await expect(page.getByRole('heading', { level: 2, name: /Choose your flight to London/ })).toBeVisible({
    timeout: 60_000,
  });
  const card = page.locator('article.flight-card').first();
  await card.getByRole('button', { name: /Compare \d fares/ }).click();
  await card.getByRole('button', { name: /^Select (and continue )?Business Flex/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
}

test('a departure tomorrow cannot start a booking online: Continue says so', async ({ page }) => {
  test.setTimeout(120_000);
  const offerCreates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Offer/OfferCreate')) offerCreates.push(request.url());
  });
  await chooseOneWay(page, 1);

  const checked = page.waitForResponse((response) =>
    response.url().includes('/Utilities/CheckBookingRestriction'),
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await checked;
  const alert = page.getByTestId('booking-restriction');
  await expect(alert).toContainText("This trip can't be booked online");
  await expect(alert).toContainText('Departures within 2 days cannot be confirmed online straight away');
  await expect(alert.getByRole('link', { name: 'Search other dates' })).toHaveAttribute('href', '/');
  await expect(page).toHaveURL(/\/flight\/detail/);
  expect(offerCreates).toEqual([]);
});

test('a bookable trip passes the check; the book page lists the preferred countries first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await chooseOneWay(page, 40);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight\/book$/, { timeout: 20_000 });
  // After the "Select" prompt: Australia, New Zealand, then the United Kingdom (the service's order).
  const countries = page.getByLabel('Passport country of issue').locator('option');
  await expect(countries.nth(1)).toHaveText('Australia');
  await expect(countries.nth(2)).toHaveText('New Zealand');
  await expect(countries.nth(3)).toHaveText('United Kingdom');
  await expect(page.getByLabel('Nationality').locator('option').nth(1)).toHaveText('Australian');
});
