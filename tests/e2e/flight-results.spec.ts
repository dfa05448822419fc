import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { selectFirstFare } from './support/flight-search';
import { firstPageIn, isFirstPage } from './support/result-pages';
import { returnTripDates, sydneyLondonResultsUrl } from './support/trip-dates';

/**
 * Issue 12 "Prices that say what they are" and "The form and the results": compact rows that expand in
 * place, one price rule (trip total for the party, taxes included), steps in history with the view in
 * the URL, the skip link and focus, the empty state, and phones (filter sheet, sticky bar).
 */

/** A search on a busy 2-core machine can take tens of seconds: an explicit budget, never a retry. */
const SEARCH_BUDGET = 60_000;
test.describe.configure({ timeout: 180_000 });

function resultsUrl(extra = ''): string {
  return sydneyLondonResultsUrl(returnTripDates(15, 14), 1, extra);
}

const rows = (page: Page) => page.locator('article.flight-card');
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function waitForRows(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({
    timeout: SEARCH_BUDGET,
  });
  await expect(rows(page).first()).toBeVisible({ timeout: SEARCH_BUDGET });
}

interface ResultPage {
  journey: {
    totalItineraries: number;
    facets: { price: { min: number } };
    itineraries: { brands: { total: number }[] }[];
  };
}
/** Opens the first outbound flight's fares, selects the first, and waits for the return's rows. */
async function chooseFirstOutbound(page: Page) {
  await selectFirstFare(page);
  await waitForRows(page, /Choose your flight back to Sydney/);
}

interface SearchAnswer {
  journeys: { lowestFare: { amount: number; currency: string } | null }[];
}

test.describe('compact rows and honest prices (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('eight rows fit a laptop screen; a row opens in place; every price is the trip total', async ({
    page,
  }) => {
    const outbound = page.waitForResponse(isFirstPage(0, { pageSize: 20 }), { timeout: SEARCH_BUDGET });
    // The outbound's first page and the lowest return fare come with the search's answer: no GetResult
    // on load, of either journey (ADR 032).
    const searched = page.waitForResponse((response) => response.url().includes('/AirShopping/Search'), {
      timeout: SEARCH_BUDGET,
    });
    const resultLookups: number[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/AirShopping/GetResult')) return;
      const body = request.postDataJSON() as { journeyIndex?: number } | null;
      resultLookups.push(body?.journeyIndex ?? 0);
    });
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);

    // Density: a row is short enough that eight (with their gaps) fit 900 px.
    const first = rows(page).first();
    const box = (await first.boundingBox())!;
    const second = (await rows(page).nth(1).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(100);
    expect(8 * (second.y - box.y)).toBeLessThanOrEqual(900);

    // The price: this flight's cheapest fare + the lowest return fare, for the party, said so.
    const list = await firstPageIn<ResultPage>(await outbound);
    const search = (await (await searched).json()).data as SearchAnswer;
    const lowestBack = search.journeys[1]!.lowestFare!.amount;
    const cheapest = Math.min(...list.journey.itineraries[0]!.brands.map((brand) => brand.total));
    const expected = Math.round((cheapest + lowestBack) * 100) / 100;
    await expect(first.locator('.price-amount')).toHaveText(
      `$${expected.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
    );
    await expect(first).toContainText('From');
    await expect(first).toContainText('Return trip total · 1 traveller · taxes included');
    await expect(page.getByText(/Price held|held until|\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
    expect(resultLookups).toEqual([]);
    // Thousands separators on every price of the screen.
    const prices = await page.locator('.price-amount, .flex-price').allInnerTexts();
    for (const price of prices.filter((text) => /\$/.test(text) && money(text) >= 1000))
      expect(price).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);

    // In place: the flights, connections and the fares, behind a button that says it is open.
    const toggle = first.locator('button[aria-controls^="fares-"]');
    await expect(toggle).toHaveText(/Compare 3 fares/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText(/Hide fares/);
    const detail = first.getByRole('list', { name: 'Flight details' });
    await expect(detail.getByRole('listitem').first()).toContainText(/[A-Z0-9]{2}\d+ · /);
    await expect(detail).toContainText(/Connection in .+ \([A-Z]{3}\): \d+h/);
    const priceRow = first.getByRole('row', { name: /^Price/ });
    await expect(priceRow).toContainText('Return trip total · 1 traveller · taxes included');
    await expect(priceRow.locator('.fare-total').first()).toHaveText(
      `$${expected.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
    );
    await expectNoAxeViolations(page);
  });

  test('each step is a history entry; sort and filters stay in the URL through a reload', async ({
    page,
  }) => {
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);
    const chosenFlight = await rows(page).first().getAttribute('aria-label');
    await chooseFirstOutbound(page);
    await expect(page).toHaveURL(/#step=1$/);
    // The return's rows are exact trip totals (the outbound is chosen): no "From".
    await expect(rows(page).first().locator('.price-line')).not.toContainText('From');

    // Sort and a filter live in the URL; a reload keeps them, and the step with its choice.
    await page.getByRole('button', { name: /^Cheapest/ }).click();
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^1 stop/ })
      .check();
    await expect(page).toHaveURL(/#step=1&sort=cheapest&stops=1$/);
    await page.reload();
    await waitForRows(page, /Choose your flight back to Sydney/);
    await expect(page.getByRole('button', { name: /^Cheapest/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('checkbox', { name: /^1 stop/ })).toBeChecked();
    await expect(page.getByRole('region', { name: /^Chosen: / })).toBeVisible();

    // Back: the outbound step, still on the results, with the earlier choice kept.
    await page.goBack();
    await waitForRows(page, /Choose your flight to London/);
    await expect(page).toHaveURL(/\/flight\/result\?/);
    const earlier = page.getByRole('region', { name: /^Chosen: Choose your flight to London/ });
    await expect(earlier).toContainText('You chose this flight earlier');
    await expect(page.getByRole('button', { name: /^Cheapest/ })).toHaveAttribute('aria-pressed', 'false');
    expect(chosenFlight).toBeTruthy();
    // Forward again, or "Continue with this flight": the return step.
    await earlier.getByRole('button', { name: 'Continue with this flight' }).click();
    await waitForRows(page, /Choose your flight back to Sydney/);
  });

  test('keyboard: skip to results, focus on the heading, few Tabs to the first fare', async ({ page }) => {
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);
    await expect(page.getByRole('heading', { level: 2, name: /Choose your flight to London/ })).toBeFocused();

    // From the top of the page: follow "Skip to main content" and "Skip to results", Tab to the first fare.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    let presses = 0;
    const firstFare = rows(page)
      .first()
      .getByRole('button', { name: /Compare \d fares/ });
    while (presses < 30) {
      await page.keyboard.press('Tab');
      presses += 1;
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (name === 'Skip to main content' || name === 'Skip to results') {
        await page.keyboard.press('Enter');
        continue;
      }
      if (await firstFare.evaluate((element) => element === document.activeElement)) break;
    }
    expect(presses).toBeLessThanOrEqual(10);
  });

  test('no flights: only the empty state, with what could find some', async ({ page }) => {
    // Direct only: Sydney–London has no non-stop flights.
    await page.goto(`${resultsUrl()}#stops=0`);
    await expect(
      page.getByRole('heading', { name: 'No flights were found for that match your search criteria' }),
    ).toBeVisible({ timeout: SEARCH_BUDGET });
    await expect(page.getByRole('group', { name: 'Sort flights' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/\$0\.00|\b0m\b/);
    await expect(page.getByRole('link', { name: 'Search all airports in London' })).toBeVisible({
      timeout: SEARCH_BUDGET,
    });
    await page.getByRole('button', { name: 'Clear filter' }).first().click();
    await expect(rows(page).first()).toBeVisible({ timeout: SEARCH_BUDGET });
    await expect(page).not.toHaveURL(/#/);
  });
});

test.describe('phones (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a row shows its whole price and airline name: nothing clipped or covered', async ({ page }) => {
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);
    const row = rows(page).first();
    const amount = row.locator('.price-amount');
    // The price and the airline name fit their boxes (no ellipsis, no overflow)...
    for (const part of [amount, row.locator('.result-airline .font-semibold')]) {
      const fits = await part.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
      expect(fits).toBe(true);
    }
    // ...and the shortlist and fares buttons sit below the price, never over it.
    const priceBox = (await row.locator('.flight-price').boundingBox())!;
    const actionsBox = (await row.locator('.result-actions').boundingBox())!;
    expect(actionsBox.y).toBeGreaterThanOrEqual(priceBox.y + priceBox.height - 1);
  });

  test('filters open in a sheet with the seat filters; Apply sends them', async ({ page }) => {
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);
    // Issue 25: the date strip's hidden "(cheapest)" text was placed against the page, not its chip, so
    // on the last chip it widened the page to 704 px and every fixed sheet was placed off-screen.
    await expect(page.locator('.flex-strip a, .flex-strip [aria-current]').first()).toBeVisible();
    const escaped = await page.evaluate(
      () =>
        [...document.querySelectorAll('.flex-strip .sr-only')].filter(
          (hidden) => !(hidden as HTMLElement).offsetParent?.closest('.flex-strip'),
        ).length,
    );
    expect(escaped, 'hidden texts positioned outside the date strip').toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Apply' })).toBeInViewport();
    await sheet.getByRole('checkbox', { name: /^Lie-flat seats only/ }).check();
    await sheet.getByRole('checkbox', { name: /^Direct aisle access/ }).check();
    await expectNoAxeViolations(page);
    const filtered = page.waitForRequest(
      (request) =>
        request.url().includes('/AirShopping/GetResult') &&
        Boolean(request.postDataJSON()?.filters?.lieFlatOnly),
    );
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toBeHidden();
    const body = (await filtered).postDataJSON() as { filters: Record<string, unknown> };
    expect(body.filters).toMatchObject({ lieFlatOnly: true, directAisleOnly: true });
    await expect(page).toHaveURL(/lieFlat=1&aisle=1$/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  test('a chosen fare keeps its price and Continue in a bar at the bottom', async ({ page }) => {
    await page.goto(resultsUrl());
    await waitForRows(page, /Choose your flight to London/);
    await chooseFirstOutbound(page);
    await page.goBack();
    await waitForRows(page, /Choose your flight to London/);
    const bar = page.locator('.sticky-choice-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(
      /Return trip total · 1 traveller · taxes included\s*From \$\d{1,3}(,\d{3})*\.\d{2}/,
    );
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(844);
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: 'Continue' }).click();
    await waitForRows(page, /Choose your flight back to Sydney/);

    // The detail page: the trip total and the way to book stay at the bottom too.
    await rows(page).first().locator('button[aria-controls^="fares-"]').click();
    await rows(page)
      .first()
      .getByRole('button', { name: /^Select / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible({
      timeout: SEARCH_BUDGET,
    });
    const detailBar = page.locator('.sticky-choice-bar');
    await expect(detailBar).toBeVisible({ timeout: SEARCH_BUDGET });
    const total = await page.getByRole('region', { name: 'Price' }).locator('.price-amount').innerText();
    await expect(detailBar).toContainText(total);
    await expect(detailBar.getByRole('link', { name: 'Book this trip' })).toBeVisible();
    // The seat of each flight, in words.
    await expect(page.getByRole('region', { name: 'Sydney to London' })).toContainText(
      /Lie-flat|Not lie-flat/,
    );
  });
});
