import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callBookingApi, daysAhead, searchMelbourneLondon } from './support/booking-api';
import { hydrated, newSignedInTraveller } from './support/travellers';

/**
 * Issue 12 "Shortlist" and "Form polish" (dashboard): the shortlist shows each flight on the airport's
 * clock, "Direct" or its stops, money with separators, and a link that runs the same search again with
 * the flight highlighted; guests have a shortlist page of their own; a wrong current password says so;
 * an error does not stretch the field beside it.
 */

const SITE_ID = 'ctg-au-web';

interface Segment {
  flightNumber: string;
  departure: { time: string };
}
interface Entry {
  id: string;
  itinerary: { segments: Segment[]; stops: number; lowestPrice: number };
}

/** Searches MEL-LHR return through the site's API (the page's own token) and shortlists the first flight out. */
async function shortlistFirstFlight(page: Page, depart: string, back: string): Promise<Entry> {
  const search = await searchMelbourneLondon(page.request, { depart, back }, 1, 'Business');
  const result = await callBookingApi<{ journey: { itineraries: { pricedItineraryId: string }[] } }>(
    page.request,
    '/AirShopping/GetResult',
    { shoppingRspId: search.shoppingRspId, journeyIndex: 0 },
  );
  const first = result.journey.itineraries[0];
  expect(first, 'the search found a flight').toBeDefined();
  return callBookingApi<Entry>(page.request, '/ShortlistedFlight/Add', {
    siteId: SITE_ID,
    shoppingRspId: search.shoppingRspId,
    pricedItineraryId: first!.pricedItineraryId,
  });
}

/** "Wed 6 Jan 2027, 06:20" from "2027-01-06T06:20:00+11:00", computed here independently of the site. */
function expectedLocalLabel(time: string): string {
  const [year, month, day] = time.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()];
  const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    month! - 1
  ];
  return `${weekday} ${day} ${monthName} ${year}, ${time.slice(11, 16)}`;
}

async function expectEntryShown(list: Locator, entry: Entry, depart: string, back: string) {
  const card = list.locator(`[data-shortlist-entry="${entry.id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  const first = entry.itinerary.segments[0]!;
  await expect(card).toContainText(`Departs ${expectedLocalLabel(first.departure.time)}`);
  const stops = entry.itinerary.stops;
  await expect(card).toContainText(stops === 0 ? 'Direct' : stops === 1 ? '1 stop' : `${stops} stops`);
  await expect(card).not.toContainText('0 stops');
  const price = entry.itinerary.lowestPrice.toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(card).toContainText(`From $${price}`);
  expect(price, 'a business fare to London runs into thousands').toContain(',');
  const again = card.getByRole('link', { name: /^Search this again/ });
  const href = new URL((await again.getAttribute('href'))!, 'https://site.example');
  expect(href.pathname).toBe('/flight/result');
  expect(href.searchParams.get('trip')).toBe('return');
  expect(href.searchParams.get('depart')).toBe(depart);
  expect(href.searchParams.get('return')).toBe(back);
  expect(new URLSearchParams(href.hash.slice(1)).get('highlight')).toBe(
    entry.itinerary.segments.map((s) => s.flightNumber).join(','),
  );
  return again;
}

test.describe('shortlist', () => {
  test('a guest sees their shortlist, from the header, and can run the search again', async ({ page }) => {
    test.setTimeout(120_000);
    const depart = daysAhead(45);
    const back = daysAhead(59);
    await page.goto('/');
    const entry = await shortlistFirstFlight(page, depart, back);

    await page.getByRole('banner').getByRole('link', { name: 'Shortlist', exact: true }).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    await hydrated(page);
    const again = await expectEntryShown(page.getByRole('main'), entry, depart, back);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    // The link names the flights in the fragment (checked above): the same search points them out.
    await again.click();
    await expect(page).toHaveURL(/\/flight\/result\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Melbourne to London' })).toBeVisible({
      timeout: 60_000,
    });
    const numbers = entry.itinerary.segments.map((s) => s.flightNumber).join(', ');
    const kept = page.locator('article.flight-card[data-highlighted="true"]');
    await expect(kept).toHaveCount(1, { timeout: 60_000 });
    await expect(kept).toContainText('From your shortlist');
    await expect(kept).toContainText(numbers);
  });
});

test.describe('signed in', () => {
  // The wrong current password is answered 400 on purpose; Chromium logs that as a console error.
  test.use({ expectedConsoleErrors: [/Profile\/UpdatePassword/] });

  test('the dashboard shortlist, a wrong current password, fields that keep their size', async ({ page }) => {
    test.setTimeout(180_000);
    await newSignedInTraveller(page, 'shortlist');
    const depart = daysAhead(50);
    const back = daysAhead(64);
    const entry = await shortlistFirstFlight(page, depart, back);
    await page.goto('/dashboard/shortlisted');
    await hydrated(page);
    await expectEntryShown(page.getByRole('main'), entry, depart, back);
    await expectNoAxeViolations(page);

    // A wrong current password says what is wrong, beside the field.
    await page.goto('/dashboard/settings');
    await hydrated(page);
    await page.getByLabel('Current password').fill('Not-My-Password-1!');
    await page.getByLabel('New password', { exact: true }).fill('Kestrel-Wattle-Harbour-42!');
    await page.getByLabel('Confirm new password').fill('Kestrel-Wattle-Harbour-42!');
    await page.getByRole('button', { name: 'Change password' }).click();
    const wrong = 'Your current password is not correct. Please check it and try again.';
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(wrong, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toContainText('Error while updating password');
    await expect(page.getByText(wrong)).toBeVisible();

    // Personal details: errors under last name and mobile number leave first name and country as they were.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/traveller-info');
    await hydrated(page);
    const firstName = page.locator('#pd-first-name');
    const lastName = page.locator('#pd-last-name');
    const country = page.locator('#pd-mobile-country');
    const [firstBefore, lastBefore, countryBefore] = [
      await firstName.boundingBox(),
      await lastName.boundingBox(),
      await country.boundingBox(),
    ];
    await country.selectOption('AU');
    await lastName.fill('');
    await page.locator('#pd-mobile-number').fill('12');
    await page.getByRole('button', { name: 'Save personal details' }).click();
    await expect(page.locator('#pd-last-name-error')).toBeVisible();
    await expect(page.locator('#pd-mobile-number-error')).toBeVisible();
    const [firstAfter, lastAfter, countryAfter] = [
      await firstName.boundingBox(),
      await lastName.boundingBox(),
      await country.boundingBox(),
    ];
    expect(firstAfter!.height).toBe(firstBefore!.height);
    expect(countryAfter!.height).toBe(countryBefore!.height);
    // Measured against the erroring neighbour: the page may scroll to the first error.
    expect(firstAfter!.y - lastAfter!.y).toBe(firstBefore!.y - lastBefore!.y);
  });
});
