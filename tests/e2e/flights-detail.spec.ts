import { expect, expectNoAxeViolations, test } from './fixtures';
import { addDays } from './support/trip-dates';
import {
  nextMonthDates,
  resultsUrl,
  choosePlace,
  pickDate,
  openHome,
  waitForResults,
  cards,
  openFirstFares,
} from './support/flight-search';

/**
 * Issue 4 "Screens": the itinerary detail of a return trip, and a multi-city trip of three legs from the
 * home page, against the real Booking API.
 */

// Searches and axe scans are real work: each test gets a budget that holds on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.describe('itinerary detail', () => {
  test('return trip: outbound then return, then the itinerary with local times and the call to book', async ({
    page,
    browser,
  }) => {
    const { depart, back } = nextMonthDates();
    await page.goto(resultsUrl(depart, back));
    await waitForResults(page, /Choose your flight to London/);
    const outboundCard = await openFirstFares(page);
    await outboundCard.getByRole('button', { name: /^Select and continue Business Flex/ }).click();
    await waitForResults(page, /Choose your flight back to Sydney/);
    await expect(page.getByRole('heading', { name: /Choose your flight back to Sydney/ })).toBeFocused();
    await expect(page.getByRole('region', { name: /^Chosen: / })).toContainText('Business Flex');
    const returnCard = await openFirstFares(page);
    await returnCard.getByRole('button', { name: /^Select Business Saver/ }).click();

    await expect(page).toHaveURL(
      /\/flight\/detail\?trip=return&.*&rsp=[0-9a-f-]{36}&pick=J0-[0-9a-f]{12}\.1&pick=J1-[0-9a-f]{12}\.0$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
    const outbound = page.getByRole('region', { name: 'Sydney to London' });
    await expect(outbound).toContainText('Business Flex');
    await expect(outbound).toContainText('Local time, UTC+11 (Australian Eastern Daylight Time)');
    await expect(outbound).toContainText('Local time, UTC (Greenwich Mean Time)');
    await expect(outbound).toContainText(/Operated by /);
    await expect(outbound).toContainText(/Connection in .+ \([A-Z]{3}\): \d+h/);
    await expect(page.getByRole('region', { name: 'London to Sydney' })).toContainText('Business Saver');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText(
      /Total price\s*\$\d{1,3}(,\d{3})*\.\d{2}/,
    );
    // Booking is online: Continue (OfferCreate, OfferReview) replaces the old call-to-book panel.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByText(/to book this itinerary|Price held/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The URL alone (another tab, no saved state) shows the same itinerary while the offer lasts.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole('region', { name: 'Sydney to London' })).toContainText('Business Flex');
    const total = await page.getByRole('region', { name: 'Price' }).locator('.price-amount').innerText();
    await expect(fresh.getByRole('region', { name: 'Price' }).locator('.price-amount')).toHaveText(total);
    await context.close();
  });

  test('multi-city with three legs from the home page', async ({ page }) => {
    const { depart } = nextMonthDates();
    await openHome(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByText('Multi-city', { exact: true }).click();
    const legs: [string, RegExp, string, RegExp][] = [
      ['syd', /^Sydney \(SYD\)/, 'sin', /^Singapore \(SIN\)/],
      ['sin', /^Singapore \(SIN\)/, 'lhr', /^London \(LHR\)/],
      ['lhr', /^London \(LHR\)/, 'syd', /^Sydney \(SYD\)/],
    ];
    for (const [index, [from, fromOption, to, toOption]] of legs.entries()) {
      await choosePlace(
        page,
        form.getByRole('combobox', { name: 'Leaving from' }).nth(index),
        from,
        fromOption,
      );
      await choosePlace(page, form.getByRole('combobox', { name: 'Going to' }).nth(index), to, toOption);
      await pickDate(
        page,
        form.getByRole('button', { name: /Departing on/ }).nth(index),
        addDays(depart, index * 5),
      );
    }
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/trip=multicity&from=SYD&.*&from=SIN&.*&from=LHR&/);
    await expect(page.getByRole('heading', { level: 1, name: 'SYD – SIN – LHR – SYD' })).toBeVisible();

    const steps = ['Singapore', 'London', 'Sydney'];
    for (const [index, city] of steps.entries()) {
      await waitForResults(page, new RegExp(`Flight ${index + 1}: choose your flight to ${city}`));
      await cards(page)
        .first()
        .getByRole('button', { name: /Compare \d fares|View 1 fare/ })
        .click();
      await cards(page)
        .first()
        .getByRole('button', { name: /^Select/ })
        .first()
        .click();
    }
    await expect(page).toHaveURL(/\/flight\/detail\?trip=multicity&.*pick=J0-.*pick=J1-.*pick=J2-/);
    for (const title of ['Flight 1', 'Flight 2', 'Flight 3']) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Sydney to Singapore' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Singapore to London' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'London to Sydney' })).toBeVisible();
  });
});
