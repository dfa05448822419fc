import { expect, expectNoAxeViolations, test } from './fixtures';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25: a return search's "Price grid" (departure dates across, return dates down, as Google Flights
 * shows) opens from beside the date strip, agrees with the strip on the searched pair, and a price in it
 * searches those dates.
 */

/** A search on a busy 2-core machine can take tens of seconds: an explicit budget, never a retry. */
const SEARCH_BUDGET = 60_000;
test.describe.configure({ timeout: 180_000 });

test('the price grid: 7 × 7 pairs, the searched pair at the strip’s price, a cell moves the search', async ({
  page,
}) => {
  const depart = daysAhead(56);
  // A four-day stay: the earliest returns of the grid come before its latest departures.
  const back = daysAhead(60);
  await page.goto(
    `/flight/result?trip=return&from=SYD&fromType=A&to=LON&toType=C&depart=${depart}&return=${back}&adults=1&cabin=Business`,
  );
  const stripToday = page.locator('.flex-strip [aria-current] .flex-price');
  await expect(stripToday).toHaveText(/^\$[\d,]+\.\d\d$/, { timeout: SEARCH_BUDGET });
  const stripPrice = (await stripToday.textContent())!.trim();

  const open = page.getByRole('button', { name: 'Price grid' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Prices by date' });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(7);
  await expect(table.getByRole('rowheader')).toHaveCount(7);
  const cells = table.locator('tbody td');
  await expect(cells).toHaveCount(49);

  const selected = cells.filter({ has: page.locator('[aria-current="true"]') });
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveAttribute('data-depart', depart);
  await expect(selected).toHaveAttribute('data-return', back);
  await expect(selected.locator('.price-grid-price')).toHaveText(stripPrice);
  await expect(selected).toContainText('Selected');
  // At least one pair is the cheapest, said in words; impossible pairs are a dash with their words.
  await expect(table.locator('.price-grid-cheapest').first()).toContainText('Cheapest');
  await expect(table.locator('.price-grid-none').first()).toContainText('No flights');
  await expectNoAxeViolations(page);

  // Escape closes it and focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Another pair, chosen with the keyboard: the search moves to its dates.
  await open.click();
  const other = cells
    .filter({ has: page.locator('button') })
    .filter({ hasNot: page.locator('[aria-current]') });
  const target = other.nth(await other.count().then((count) => Math.floor(count / 2)));
  const [newDepart, newReturn] = [
    await target.getAttribute('data-depart'),
    await target.getAttribute('data-return'),
  ];
  expect([newDepart, newReturn]).not.toEqual([depart, back]);
  await target.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('depart') === newDepart, { timeout: SEARCH_BUDGET });
  const url = new URL(page.url());
  expect(url.searchParams.get('depart')).toBe(newDepart);
  expect(url.searchParams.get('return')).toBe(newReturn);
  await expect(page.locator('.flex-strip [aria-current]')).toBeVisible({ timeout: SEARCH_BUDGET });
});
