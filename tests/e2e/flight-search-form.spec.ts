import type { Locator, Page } from '@playwright/test';
import { sydneyMonthDay } from './support/trip-dates';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 12, the flight search form and the home page: what a traveller typed before the form's script
 * loaded is kept, the date picker's keyboard flow, destination suggestions, and the home page's layout
 * (the form above the fold, promotions linked).
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
/** The 15th of next month: always bookable, never inside the lead time. */
function nextMonth15th(): string {
  return sydneyMonthDay(1, 15);
}
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
MONTHS.push('September', 'October', 'November', 'December');
/** "Tuesday 15 December 2026": the start of a day's accessible name in the date picker. */
function dayName(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "Tue 29 Dec 2026", as the form shows a chosen date. */
function formatDay(date: string): string {
  const [weekday = '', day = '', month = '', year = ''] = dayName(date).split(' ');
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)} ${year}`;
}

async function chooseDay(page: Page, date: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const day = dialog.getByRole('button', { name: new RegExp(`^${dayName(date)}\\b`) });
  while (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search flights' });
const placeField = (form: Locator, label: 'Leaving from' | 'Going to') =>
  form.getByRole('combobox', { name: label, exact: true });

/** The island has hydrated: its date fields have become calendar buttons. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: /Departing on/ }).first()).toBeVisible({ timeout: 30_000 });
}

test.describe('flight search form', () => {
  test('keeps what was typed and chosen before the form script loaded', async ({ page }) => {
    // Hold the island's code back until the traveller has typed, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/FlightSearchIsland[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const depart = nextMonth15th();
    await page.goto('/');
    const form = searchForm(page);
    await placeField(form, 'Leaving from').fill('Sydney');
    await placeField(form, 'Going to').fill('London');
    await form.getByText('One way', { exact: true }).click();
    await form.getByLabel('Departing on').fill(depart);
    await form.getByRole('combobox', { name: 'Cabin' }).selectOption('First');
    release();
    await waitForHydration(page);

    await expect(form.getByRole('radio', { name: 'One way' })).toBeChecked();
    await expect(form.getByRole('button', { name: /Returning on/ })).toHaveCount(0);
    await expect(placeField(form, 'Leaving from')).toHaveValue('Sydney');
    await expect(placeField(form, 'Going to')).toHaveValue('London');
    await expect(form.getByRole('combobox', { name: 'Cabin' })).toHaveValue('First');
    const departButton = form.getByRole('button', { name: /Departing on/ });
    await expect(departButton).toContainText(String(Number(depart.slice(8))));

    // Picking another date after hydration keeps everything else.
    await departButton.click();
    await chooseDay(page, addDays(depart, 2));
    await expect(placeField(form, 'Leaving from')).toHaveValue('Sydney');
    await expect(placeField(form, 'Going to')).toHaveValue('London');
    await expect(form.getByRole('radio', { name: 'One way' })).toBeChecked();

    // The typed places are submitted and looked up: the results page settles on their codes.
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(
      `/flight/result?trip=oneway&from=SYD&fromType=A&to=LON&toType=C&depart=${addDays(depart, 2)}&adults=1&cabin=First`,
      { timeout: 30_000 },
    );
  });

  test('after the departure date, the return calendar opens; after the return, focus moves on', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await form.getByRole('button', { name: /Departing on/ }).focus();
    await page.keyboard.press('Enter');
    const departDialog = page.getByRole('dialog', { name: 'Departing on' });
    await expect(departDialog.locator('button:focus')).toHaveCount(1);
    await page.keyboard.press('PageDown');
    const depart = (await departDialog.locator('button:focus').getAttribute('data-date'))!;
    await page.keyboard.press('Enter');

    // The return calendar opens by itself, on the departure day.
    const returnDialog = page.getByRole('dialog', { name: 'Returning on' });
    await expect(returnDialog).toBeVisible();
    await expect(returnDialog.locator('button:focus')).toHaveAttribute('data-date', depart);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus never falls to the page body: it goes on to the travellers.
    await expect(form.getByRole('button', { name: /Travellers/ })).toBeFocused();
    await expect(form.getByRole('button', { name: /Departing on/ })).toContainText(formatDay(depart));
    await expect(form.getByRole('button', { name: /Returning on/ })).toContainText(
      formatDay(addDays(depart, 2)),
    );
  });

  test('destinations travellers type are suggested; airports sit under their city once', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const to = placeField(searchForm(page), 'Going to');
    for (const [typed, code] of [
      ['Bali', 'DPS'],
      ['Maldives', 'MLE'],
      ['Hawaii', 'HNL'],
      ['Phuket', 'HKT'],
      ['Fiji', 'NAN'],
      ['Gold Coast', 'OOL'],
    ] as const) {
      await to.fill(typed);
      await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first()).toBeVisible({
        timeout: 15_000,
      });
    }
    await to.fill('Melbourne');
    const options = page.getByRole('listbox', { name: 'Going to' }).getByRole('option');
    await expect(options.first()).toContainText('Melbourne');
    const names = await options.allInnerTexts();
    // One row per place: the city, then its airports (indented), never "Melbourne (MEL)" twice.
    expect(names.filter((name) => /^Melbourne \(MEL\)/.test(name))).toHaveLength(1);
    expect(names).toContain('Avalon Airport (AVV)');
    await to.fill('Avalon');
    await expect(options.first()).toBeVisible({ timeout: 15_000 });
    for (const name of await options.allInnerTexts()) expect(name).not.toMatch(/Avalon,\s*Avalon/);
  });
});

async function choosePlace(page: Page, field: Locator, text: string, option: RegExp) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

const CALENDAR_CALL = '/api/booking/AirShopping/LowestFareCalendar';
/** A month of fares is real work for the engine: a budget that holds on a busy machine. */
const PRICES_BUDGET = 60_000;

test.describe('calendar with prices', () => {
  test('shows the lowest one-way fare per day for the route, once per month shown', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await form.getByText('One way', { exact: true }).click();
    const departButton = form.getByRole('button', { name: /Departing on/ });

    // No route yet: no prices, no legend.
    await departButton.click();
    let dialog = page.getByRole('dialog', { name: 'Departing on' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Prices:/)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await choosePlace(page, placeField(form, 'Leaving from'), 'syd', /^Sydney \(SYD\)/);
    await choosePlace(page, placeField(form, 'Going to'), 'sin', /^Singapore \(SIN\)/);
    const months: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(CALENDAR_CALL)) months.push(request.postDataJSON().month as string);
    });
    await departButton.click();
    dialog = page.getByRole('dialog', { name: 'Departing on' });
    await expect(
      dialog.getByText('Prices: the lowest one-way fare on each day, 1 traveller, taxes included, in AUD.'),
    ).toBeVisible();
    const priced = dialog.getByRole('button', { name: /^\w+day \d+ \w+ \d{4}, from \$[\d,]+/ });
    await expect(priced.first()).toBeVisible({ timeout: PRICES_BUDGET });
    // The cell shows the price compactly; the name says it in full.
    await expect(priced.first().locator('xpath=following-sibling::span')).toHaveText(
      /^\$(\d{1,3}(,\d{3})?|\d+(\.\d)?k)$/,
    );
    await expect(dialog.getByRole('button', { name: /, one of the cheapest days$/ }).first()).toBeAttached();
    expect(new Set(months).size).toBe(2);
    expect(months).toHaveLength(2);
    await expectNoAxeViolations(page);

    // A month shown again is not asked for again; a new month is asked for once.
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => months.length, { timeout: PRICES_BUDGET }).toBe(3);
    await dialog.getByRole('button', { name: 'Previous month' }).click();
    await page.waitForTimeout(500);
    expect(months).toHaveLength(3);
  });

  test.describe('when the prices cannot be read', () => {
    test.use({ expectedConsoleErrors: ['the server responded with a status of 500'] });

    test('the calendar still works without them', async ({ page }) => {
      await page.route(`**${CALENDAR_CALL}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'Error', message: 'Unavailable', data: null, statusCode: 500 }),
        }),
      );
      await page.goto('/');
      await waitForHydration(page);
      const form = searchForm(page);
      await form.getByText('One way', { exact: true }).click();
      await choosePlace(page, placeField(form, 'Leaving from'), 'syd', /^Sydney \(SYD\)/);
      await choosePlace(page, placeField(form, 'Going to'), 'sin', /^Singapore \(SIN\)/);
      const departButton = form.getByRole('button', { name: /Departing on/ });
      await departButton.click();
      const dialog = page.getByRole('dialog', { name: 'Departing on' });
      await expect(
        dialog.getByRole('status').filter({ hasText: 'Prices are unavailable right now' }),
      ).toBeVisible();
      const depart = nextMonth15th();
      await chooseDay(page, depart);
      await expect(departButton).toContainText(formatDay(depart));
    });
  });
});

test.describe('home page', () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the search form starts above the fold at ${size.width}×${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await waitForHydration(page);
      const form = searchForm(page);
      // The places and dates in view; on a laptop the whole search row, its button included.
      const inView = [
        placeField(form, 'Leaving from'),
        placeField(form, 'Going to'),
        form.getByRole('button', { name: /Departing on/ }),
        ...(size.width >= 1024 ? [form.getByRole('button', { name: 'Search flights' })] : []),
      ];
      for (const field of inView) {
        const box = await field.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      }
      await expectNoAxeViolations(page);
    });
  }

  test('shows the current promotions, linked to their pages', async ({ page }) => {
    await page.goto('/');
    const promotions = page.getByRole('region', { name: /Promotions/ });
    const link = promotions.getByRole('link', { name: /Europe in business class, 2027/ });
    await expect(link).toHaveAttribute('href', '/promotions/europe-in-business-2027');
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Europe in business class, 2027' }),
    ).toBeVisible();
  });
});
