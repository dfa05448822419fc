import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { returnTripDates, sydneyLondonResultsUrl } from './trip-dates';

/**
 * Two adults' Business Flex return trip, Sydney to London, from the results through the passengers and
 * contact steps of /flight/book to its seats step (the seat map and step history specs start there).
 */

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

const PASSENGERS = [
  { title: 'Mr', first: 'James', last: 'Citizen', born: '1980-05-01', gender: 'Male', passport: 'PA1234567' },
  {
    title: 'Ms',
    first: 'Jane',
    last: 'Citizen',
    born: '1982-07-09',
    gender: 'Female',
    passport: 'PA7654321',
  },
];

export async function reachSeats(page: Page) {
  await page.goto(sydneyLondonResultsUrl(returnTripDates(17, 14), 2));
  for (const heading of [/Choose your flight to London/, /Choose your flight back to Sydney/]) {
    // The first search of a fresh server on a loaded machine can take a while.
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 60_000 });
    const card = page.locator('article.flight-card').first();
    await card.getByRole('button', { name: /Compare \d fares/ }).click();
    await card.getByRole('button', { name: /^Select (and continue )?Business Flex/ }).click();
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, 'Passengers')).toBeVisible({ timeout: 20_000 });
  for (const [index, person] of PASSENGERS.entries()) {
    const group = page.getByRole('group', { name: `Passenger ${index + 1}: Adult` });
    await group.getByLabel('Title').selectOption(person.title);
    await group.getByLabel('Given names (as on passport)').fill(person.first);
    await group.getByLabel('Family name (as on passport)').fill(person.last);
    await group.getByLabel('Date of birth').fill(person.born);
    await group.getByLabel('Gender').selectOption(person.gender);
    await group.getByLabel('Nationality').selectOption({ value: 'AU' });
    await group.getByLabel('Passport number').fill(person.passport);
    await group.getByLabel('Passport issue date').fill('2020-01-01');
    await group.getByLabel('Passport expiry date').fill('2035-01-01');
    await group.getByLabel('Passport country of issue').selectOption({ value: 'AU' });
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await page.getByLabel('Email').fill('james.citizen@example.com');
  await page.getByLabel('Mobile country code').selectOption({ value: 'AU' });
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, 'Seats')).toBeFocused();
}
