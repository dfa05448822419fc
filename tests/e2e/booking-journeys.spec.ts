import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { hydrated, signIn } from './support/travellers';
import { returnTripDates, sydneyLondonResultsUrl } from './support/trip-dates';

/**
 * Issue 10 "Done when": the whole journey with the keyboard alone (Tab, typing, arrow keys, Enter and
 * Space; no clicks, no fill()), and a signed-in traveller who books for herself and her companion from
 * the profile and finds the trip on the dashboard. Real services throughout.
 */

// Date fields take their digits in the browser's locale order: fixed here so typing is deterministic.
test.use({ locale: 'en-US' });

const DEMO = { email: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 300): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it (a select picks the option its typed text starts). */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text, { delay: 20 });
}

async function chooseFaresByKeyboard(page: Page, adults: number, monthsAhead: number) {
  await page.goto(sydneyLondonResultsUrl(returnTripDates(12, 10, monthsAhead), adults));
  for (const heading of [/Choose your flight to London/, /Choose your flight back to Sydney/]) {
    // The results island renders the cards itself, so visible cards are hydrated ones.
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 60_000 });
    const card = page.locator('article.flight-card').first();
    await press(page, card.getByRole('button', { name: /Compare \d fares/ }), 'Enter');
    await press(page, card.getByRole('button', { name: /^Select (and continue )?Business Flex/ }), 'Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
}

test('keyboard only: results, detail, passengers, contact, a seat by arrow keys, payment, confirmation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await chooseFaresByKeyboard(page, 1, 2);
  await hydrated(page);
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');

  await expect(stepHeading(page, 'Passengers')).toBeVisible({ timeout: 20_000 });
  await hydrated(page);
  await typeInto(page, page.getByLabel('Title'), 'Ms');
  await typeInto(page, page.getByLabel('Given names (as on passport)'), 'Grace');
  await typeInto(page, page.getByLabel('Family name (as on passport)'), 'Whitlam');
  await typeInto(page, page.getByLabel('Date of birth'), '03141979');
  await typeInto(page, page.getByLabel('Gender'), 'Female');
  await typeInto(page, page.getByLabel('Nationality'), 'Australia');
  await typeInto(page, page.getByLabel('Passport number'), 'PC2468135');
  await typeInto(page, page.getByLabel('Passport issue date'), '06012022');
  await typeInto(page, page.getByLabel('Passport expiry date'), '06012032');
  await typeInto(page, page.getByLabel('Passport country of issue'), 'Australia');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1979-03-14');
  await expect(page.getByLabel('Nationality')).toHaveValue('AU');
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');

  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await typeInto(page, page.getByLabel('Email'), 'grace.whitlam@example.com');
  await typeInto(page, page.getByLabel('Mobile country code'), 'Australia');
  await typeInto(page, page.getByLabel('Mobile number'), '0413 579 246');
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');

  // The seat map: into the grid with Tab, along it with the arrow keys, Enter to choose.
  await expect(stepHeading(page, 'Seats')).toBeFocused();
  // The first flight's map (a connection shows one map per flight).
  const grid = page.getByRole('grid', { name: /^Seat map, SYD – / }).first();
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await tabTo(page, grid.locator('[role="gridcell"][tabindex="0"]'));
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 60 && /occupied|unavailable|held for/.test(await focusedName()); step += 1) {
    await page.keyboard.press(step % 8 === 7 ? 'ArrowDown' : 'ArrowRight');
  }
  const seatName = await focusedName();
  const designator = seatName.split(',')[0]!;
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('gridcell', { name: seatName, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');
  await expect(stepHeading(page, 'Baggage')).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');
  await expect(stepHeading(page, 'Meals')).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }), 'Enter');
  await expect(stepHeading(page, 'Review')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Review' })).toContainText(designator);
  await press(page, page.getByRole('link', { name: 'Continue to payment' }), 'Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await hydrated(page);
  await typeInto(page, page.getByLabel('Name on card'), 'Grace Whitlam');
  await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
  await typeInto(page, page.getByLabel('Expiry month'), '12');
  await typeInto(page, page.getByLabel('Expiry year'), String(new Date().getFullYear() + 2));
  await typeInto(page, page.getByLabel('CCV'), '321');
  await typeInto(page, page.getByLabel('Address'), '12 Macquarie Street');
  await typeInto(page, page.getByLabel('City'), 'Sydney');
  await typeInto(page, page.getByLabel('State'), 'NSW');
  await typeInto(page, page.getByLabel('Postcode'), '2000');
  await expect(page.getByTestId('total-with-surcharge')).toBeVisible();
  await press(page, page.getByLabel('I agree to the terms and conditions and the fare rules'), 'Space');
  await press(
    page,
    page.getByLabel('I confirm that the dates, flights and passenger details are correct'),
    'Space',
  );
  await press(page, page.getByRole('button', { name: /^Pay \$/ }), 'Enter');

  await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Ms Grace Whitlam');
  await expect(page.locator('main')).toContainText(designator);
});

test('signed in: books herself and her companion from the profile, then finds the trip on the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { ...DEMO, firstName: 'Olivia', lastName: 'Nguyen' });
  await expect(page.getByRole('link', { name: 'Hi, Olivia' })).toBeVisible({ timeout: 30_000 });
  await chooseFaresByKeyboard(page, 2, 3);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(stepHeading(page, 'Passengers')).toBeVisible({ timeout: 20_000 });
  await hydrated(page);
  const fillers = page.getByLabel('Fill in from your profile');
  await expect(fillers).toHaveCount(2);
  await fillers.nth(0).selectOption({ label: 'Olivia Nguyen' });
  await fillers.nth(1).selectOption({ label: 'James Nguyen' });
  const firstNames = page.getByLabel('Given names (as on passport)');
  await expect(firstNames.nth(0)).toHaveValue('Olivia');
  await expect(firstNames.nth(1)).toHaveValue('James');
  await expect(page.getByLabel('Date of birth').nth(1)).toHaveValue('1986-11-02');
  // The profile gives back only the passport's last characters: the numbers are typed again.
  await page.getByLabel('Passport number').nth(0).fill('PA1234567');
  await page.getByLabel('Passport number').nth(1).fill('PB7654321');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  if (!(await page.getByLabel('Mobile number').inputValue())) {
    await page.getByLabel('Mobile country code').selectOption({ value: 'AU' });
    await page.getByLabel('Mobile number').fill('0412 345 678');
  }
  for (const step of ['Seats', 'Baggage', 'Meals', 'Review']) {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stepHeading(page, step)).toBeFocused();
  }
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Ms Olivia Nguyen');
  await expect(review).toContainText('Mr James Nguyen');
  await page.getByRole('link', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: 'Invoice: BPAY or EFT (no fee)' }).check();
  await page.getByLabel('I agree to the terms and conditions and the fare rules').check();
  await page.getByLabel('I confirm that the dates, flights and passenger details are correct').check();
  await page.getByRole('button', { name: 'Book and pay by invoice' }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{6}$/);

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming Trips' });
  await expect(upcoming.getByTestId('trip-reference')).toContainText([reference]);
  await upcoming.getByRole('link', { name: new RegExp(`, booking ${reference}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trip ${reference}` })).toBeVisible();
  await expect(page.locator('main')).toContainText('Olivia Nguyen');
  await expect(page.locator('main')).toContainText('James Nguyen');
});
