import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  nextMonthDates,
  formatDay,
  resultsUrl,
  SEARCH_BUDGET,
  waitForResults,
  cards,
} from './support/flight-search';

/**
 * Issue 4 "Screens": the flight results (filters, sorting, fare brands, fare rules, shortlist) and the
 * results URL, against the real Booking API.
 */

const DEMO = { username: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };

// Searches and axe scans are real work: each test gets a budget that holds on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.describe('flight results', () => {
  test('filters and sorts', async ({ page }) => {
    const { depart, back } = nextMonthDates();
    await page.goto(resultsUrl(depart, back));
    await expect(page.getByRole('progressbar', { name: 'Searching flights' })).toBeVisible({
      timeout: 30_000,
    });
    await waitForResults(page, /Choose your flight to London/);

    // Stops: 1 stop only.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^1 stop/ }).check();
    await expect(async () => {
      const stops = await cards(page).locator('.flight-line').allInnerTexts();
      expect(stops.length).toBeGreaterThan(0);
      expect(stops.every((text) => text.includes('1 stop via'))).toBe(true);
    }).toPass();

    // Departure band: evening (17:00-21:00) from Sydney.
    await filters.getByRole('button', { name: 'Clear filter' }).click();
    await filters.getByRole('group', { name: 'Departure from Sydney' }).getByText('Evening').click();
    await expect(async () => {
      const times = await cards(page).locator('.flight-route > div:first-child .flight-time').allInnerTexts();
      expect(times.length).toBeGreaterThan(0);
      expect(times.every((time) => time >= '17:00' && time < '21:00')).toBe(true);
    }).toPass();

    // Sort by price: cheapest first.
    await filters.getByRole('button', { name: 'Clear filter' }).click();
    await page.getByRole('button', { name: /^Cheapest/ }).click();
    await expect(page.getByRole('button', { name: /^Cheapest/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(async () => {
      const prices = (await cards(page).locator('.price-amount').allInnerTexts()).map((text) =>
        Number(text.replace(/[$,]/g, '')),
      );
      expect(prices.length).toBe(20);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }).toPass();

    // Fastest: durations never grow down the list.
    await page.getByRole('button', { name: /^Fastest/ }).click();
    await expect(async () => {
      const minutes = (await cards(page).locator('.flight-line > span:first-child').allInnerTexts()).map(
        (text) => {
          const [, h = '0', m = '0'] = /(?:(\d+)h)?\s*(?:(\d+)m)?/.exec(text) ?? [];
          return Number(h) * 60 + Number(m);
        },
      );
      expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    }).toPass();

    // A page more, then the flexible-date strip offers other days as new searches.
    await page.getByRole('button', { name: /Show 20 more flights/ }).click();
    await expect(
      page.getByRole('list', { name: /Choose your flight to London/ }).getByRole('listitem'),
    ).toHaveCount(40);
    const otherDays = page.getByRole('navigation', { name: 'Other departure dates' });
    await expect(otherDays.getByRole('link')).not.toHaveCount(0, { timeout: SEARCH_BUDGET });
    await expect(otherDays.locator('[aria-current="true"]')).toBeVisible();
  });

  test('compares fare brands and opens the fare rules', async ({ page }) => {
    const { depart, back } = nextMonthDates();
    await page.goto(resultsUrl(depart, back));
    await waitForResults(page, /Choose your flight to London/);
    const card = cards(page).first();
    const compare = card.locator('button[aria-controls^="fares-"]');
    await expect(compare).toHaveText(/Compare 3 fares/);
    await compare.click();
    await expect(compare).toHaveAttribute('aria-expanded', 'true');
    await expect(compare).toHaveText(/Hide fares/);
    const table = card.getByRole('table');
    await expect(table.getByRole('columnheader')).toContainText([/Business Saver/, /Business Flex/]);
    for (const row of [
      'Price',
      'Checked bags',
      'Seat selection',
      'Changes',
      'Refunds',
      'Lounge access',
      'Meals',
    ]) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(table.getByRole('row', { name: /^Changes/ })).toContainText(/Allowed|Not allowed/);
    await expect(table.getByRole('row', { name: /^Refunds/ })).toContainText(/fee|Not refundable|no fee/);

    const rulesButton = table.getByRole('button', { name: /Fare rules Business Saver/ });
    await rulesButton.click();
    const dialog = page.getByRole('dialog', { name: 'Fare rules' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByText('Cancellation', { exact: true })).toBeVisible();
    await expect(dialog).toContainText(/Business Saver/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rulesButton).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('shortlists a flight as a guest; after signing in it is in the account', async ({ page }) => {
    const { depart, back } = nextMonthDates();
    await page.goto(resultsUrl(depart, back));
    await waitForResults(page, /Choose your flight to London/);
    const added = page.waitForResponse((response) => response.url().includes('/ShortlistedFlight/Add'));
    const button = cards(page)
      .first()
      .getByRole('button', { name: /^Shortlist / });
    await button.click();
    const entry = (await (await added).json()).data;
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Shortlisted / }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
      event: 'shortlist_form_submit',
    });

    // The guest's shortlist (public-token identity, the page's own cookies).
    const headers = { 'Content-Type': 'application/json' };
    const guestList = await page.request.post('/api/booking/ShortlistedFlight/List', {
      data: { siteId: 'ctg-au-web' },
      headers,
    });
    const guestItems = (await guestList.json()).data as {
      id: string;
      itinerary: { pricedItineraryId: string };
    }[];
    expect(guestItems.map((item) => item.id)).toContain(entry.id);

    // Signing in (two steps, the code from the development outbox) moves it into the account.
    const started = Date.now();
    expect((await page.request.post('/api/loginToken', { data: DEMO, headers })).status()).toBe(200);
    let code = '';
    for (let attempt = 0; attempt < 20 && !code; attempt += 1) {
      const outbox = await (
        await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(DEMO.username)}&limit=5`)
      ).json();
      code =
        (outbox.data.emails as { text: string; createdAt: string }[])
          .find((email) => Date.parse(email.createdAt) >= started - 1000)
          ?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      if (!code) await page.waitForTimeout(250);
    }
    expect((await page.request.post('/api/authToken', { data: { code }, headers })).status()).toBe(200);
    const accountList = await page.request.post('/api/booking/ShortlistedFlight/List', {
      data: { siteId: 'ctg-au-web' },
      headers,
    });
    const accountItems = (await accountList.json()).data as { itinerary: { pricedItineraryId: string } }[];
    expect(accountItems.map((item) => item.itinerary.pricedItineraryId)).toContain(
      entry.itinerary.pricedItineraryId,
    );
    await page.request.post('/api/logout', { headers });
  });

  test('the results URL reproduces the search in a new page', async ({ page, browser }) => {
    const { depart, back } = nextMonthDates();
    await page.goto(resultsUrl(depart, back, '&children=1&direct=1'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sydney to London' })).toBeVisible();
    const url = page.url();
    // Direct only: Sydney-London has no non-stop flights in the network.
    await expect(
      page.getByRole('heading', { name: 'No flights were found for that match your search criteria' }),
    ).toBeVisible({
      timeout: SEARCH_BUDGET,
    });
    await page.goto(resultsUrl(depart, back, '&children=1'));
    await waitForResults(page, /Choose your flight to London/);
    const firstFlight = await cards(page).first().getAttribute('aria-label');
    const summary = await page.locator('.band-meta').innerText();

    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await waitForResults(fresh, /Choose your flight to London/);
    await expect(fresh.locator('.band-meta')).toHaveText(summary);
    expect(summary).toContain('Total for 2 travellers');
    await expect(cards(fresh).first()).toHaveAttribute('aria-label', firstFlight!);
    // "Change search" opens the search form (its island loads only then) with this search in it.
    await fresh.locator('summary', { hasText: 'Change search' }).click();
    const change = fresh.getByRole('form', { name: 'Change search' });
    await expect(change.getByRole('combobox', { name: 'Leaving from' })).toHaveValue('Sydney (SYD)');
    await expect(change.getByRole('button', { name: /Returning on/ })).toContainText(formatDay(back));
    await fresh.goto(url);
    await expect(
      fresh.getByRole('heading', { name: 'No flights were found for that match your search criteria' }),
    ).toBeVisible({
      timeout: SEARCH_BUDGET,
    });
    await context.close();
  });

  test('a search that cannot run explains itself; a detail page without a choice is not found', async ({
    page,
  }) => {
    const response = await page.goto('/flight/result?trip=oneway&from=SYD&to=LHR');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').first()).toContainText(
      'Please fill in fly from, fly to and departing on',
    );
    await expect(page.getByRole('form', { name: 'Fix your search' })).toBeVisible();
    const unknown = await page.request.get(
      '/flight/result?trip=oneway&from=Atlantis&to=LHR&depart=2099-01-01',
    );
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain(
      'We couldn&#39;t find an airport or city matching &quot;Atlantis&quot;',
    );
    expect((await page.request.get('/flight/detail?trip=oneway&from=SYD&to=LHR')).status()).toBe(404);
  });
});
