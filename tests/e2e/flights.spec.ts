import { expect, expectNoAxeViolations, test } from './fixtures';
import { sydneyToday } from './support/booking-api';
import { addDays } from './support/trip-dates';
import {
  nextMonthDates,
  resultsUrl,
  choosePlace,
  pickDate,
  openHome,
  waitForResults,
  cards,
} from './support/flight-search';
import { firstPageIn, isFirstPage } from './support/result-pages';

/**
 * Issue 4 "Screens": the flight search form on the home page, against the real Booking API (the results
 * are in flights-results.spec.ts, the itinerary detail in flights-detail.spec.ts).
 */

/** What the test reads of a results page: each itinerary's local departure and arrival times. */
interface ShownPage {
  journey: { itineraries: { segments: { departure: { time: string }; arrival: { time: string } }[] }[] };
}

/** Hubs a business-class trip from Sydney to London really connects through. */
const HUBS = [
  'SIN',
  'DXB',
  'DOH',
  'AUH',
  'HKG',
  'BKK',
  'KUL',
  'PER',
  'LAX',
  'DFW',
  'SFO',
  'IST',
  'DEL',
  'BOM',
  'HND',
  'NRT',
  'ICN',
  'TPE',
  'CAN',
  'PEK',
  'PVG',
  'FRA',
  'MUC',
  'ZRH',
  'CDG',
  'AMS',
  'HEL',
  'CMB',
  'AMM',
  'YVR',
  'BNE',
  'MEL',
  'ADL',
  'CHC',
  'AKL',
  'JFK',
  'ORD',
  'IAH',
  'SEA',
  'YYZ',
  'MNL',
];

// Searches and axe scans are real work: each test gets a budget that holds on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.describe('flight search form (home)', () => {
  test('searches SYD to LHR return in Business for next month: real hubs, local times', async ({ page }) => {
    const { depart, back } = nextMonthDates();
    await openHome(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await expect(form.getByRole('radio', { name: 'Return' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Cabin' })).toHaveValue('Business');
    await expect(form.getByRole('button', { name: /Travellers 1 adult/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await choosePlace(page, form.getByRole('combobox', { name: 'Leaving from' }), 'syd', /^Sydney \(SYD\)/);
    await choosePlace(page, form.getByRole('combobox', { name: 'Going to' }), 'LHR', /^London \(LHR\)/);
    await expect(form.getByRole('combobox', { name: 'Going to' })).toHaveValue('London (LHR)');
    await pickDate(page, form.getByRole('button', { name: /Departing on/ }), depart);
    await pickDate(page, form.getByRole('button', { name: /Returning on/ }), back);

    // The outbound journey's first page, which comes with the search's answer.
    const firstPage = page.waitForResponse(isFirstPage(0));
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(resultsUrl(depart, back));
    await waitForResults(page, /Choose your flight to London/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sydney to London' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Showing 20 of \d+ flights/ })).toBeAttached();

    // The first card shows the local clock of each end, as the API gives it (Sydney in summer: UTC+11).
    const shown = await firstPageIn<ShownPage>(await firstPage);
    const segments = shown.journey.itineraries[0]!.segments;
    const out = segments[0]!.departure.time;
    const arrive = segments.at(-1)!.arrival.time;
    expect(out).toMatch(/\+11:00$/);
    expect(arrive).toMatch(/\+00:00$/);
    const card = cards(page).first();
    await expect(card.locator('.flight-time').first()).toHaveText(out.slice(11, 16));
    await expect(card.locator('.flight-time').nth(1)).toContainText(arrive.slice(11, 16));

    // Itineraries connect through real hubs.
    const routes = await cards(page).locator('.flight-line').allInnerTexts();
    const vias = routes.flatMap((text) => [...text.matchAll(/\b([A-Z]{3})\b/g)].map((match) => match[1]!));
    expect(vias.length).toBeGreaterThan(5);
    expect(vias.every((code) => HUBS.includes(code))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('shows the spec validation messages', async ({ page }) => {
    await openHome(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    const alert = form.getByRole('alert');
    const submit = form.getByRole('button', { name: 'Search flights' });

    await submit.click();
    await expect(alert).toContainText('Please fill in fly from and fly to');
    await expect(form.getByRole('combobox', { name: 'Leaving from' })).toBeFocused();
    await expect(form.getByRole('combobox', { name: 'Leaving from' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await choosePlace(page, form.getByRole('combobox', { name: 'Leaving from' }), 'syd', /^Sydney \(SYD\)/);
    await choosePlace(page, form.getByRole('combobox', { name: 'Going to' }), 'sin', /^Singapore \(SIN\)/);
    await expect(alert).toContainText('Please fill in depature and return date');

    await form.getByText('One way', { exact: true }).click();
    await expect(alert).toContainText('Please fill in fly from, fly to and departing on');

    // The date picker will not close on "Select date" before a day is chosen.
    await form.getByRole('button', { name: /Departing on/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Select date' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a date');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // SearchDateRange "Prompt": a departure inside the lead time can be chosen, with its message.
    await pickDate(page, form.getByRole('button', { name: /Departing on/ }), sydneyToday());
    await expect(form.getByRole('status').filter({ hasText: /^Departures within 2 days/ })).toBeVisible();
    await expect(alert).toBeEmpty();

    await form.getByText('Multi-city', { exact: true }).click();
    await expect(form.getByRole('combobox', { name: 'Leaving from' })).toHaveCount(3);
    await submit.click();
    await expect(alert).toContainText('Please fill in all the required fields');

    const { depart } = nextMonthDates();
    await pickDate(page, form.getByRole('button', { name: /Departing on/ }).first(), depart);
    await choosePlace(
      page,
      form.getByRole('combobox', { name: 'Going to' }).nth(1),
      'lhr',
      /^London \(LHR\)/,
    );
    await pickDate(page, form.getByRole('button', { name: /Departing on/ }).nth(1), addDays(depart, 4));
    // Flight 3 starts where flight 2 ended (issue 12); emptied, two legs remain.
    const thirdFrom = form.getByRole('combobox', { name: 'Leaving from' }).nth(2);
    await expect(thirdFrom).toHaveValue('London (LHR)');
    await thirdFrom.fill('');
    await expect(alert).toContainText(/Please ensure you enter at least three legs/);
  });

  test('keeps the search in the tab and submits as a plain form', async ({ page, browser }) => {
    await openHome(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByText('One way', { exact: true }).click();
    await choosePlace(
      page,
      form.getByRole('combobox', { name: 'Leaving from' }),
      'mel',
      /^Melbourne \(MEL\)/,
    );
    await form.getByRole('button', { name: /Travellers/ }).click();
    await page.getByRole('button', { name: 'More Adults' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await form.getByRole('combobox', { name: 'Cabin' }).selectOption('First');

    // Saved on every change, restored on start (spec §3).
    await page.reload();
    await expect(form.getByRole('radio', { name: 'One way' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Leaving from' })).toHaveValue(
      'Melbourne, all airports (MEL)',
    );
    await expect(form.getByRole('button', { name: /Travellers 2 adults/ })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Cabin' })).toHaveValue('First');

    // Before (here: without) its script, the form is a GET form: the server looks the typed places up.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/');
    await plain.getByRole('combobox', { name: 'Leaving from', exact: true }).fill('Sydney');
    await plain.getByRole('combobox', { name: 'Going to', exact: true }).fill('lhr');
    const { depart, back } = nextMonthDates();
    await plain.getByLabel('Departing on').fill(depart);
    await plain.getByLabel('Returning on').fill(back);
    await plain.getByRole('button', { name: 'Search flights' }).click();
    await expect(plain).toHaveURL(resultsUrl(depart, back));
    await expect(plain.getByRole('heading', { level: 1, name: 'Sydney to London' })).toBeVisible();
    await context.close();
  });
});
