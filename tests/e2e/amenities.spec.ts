import { expect, test } from './fixtures';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25, "What Google Flights shows that we do not": a flight's Wi-Fi, in-seat power and on-demand
 * entertainment, from the airline product layer. A card shows them as icons with their names (tooltip and
 * screen-reader text); its opened detail writes them out per flight.
 */
test('SYD–LON in Business: amenity icons on a card, written out in its detail and on the flight page', async ({
  page,
}) => {
  await page.goto(
    `/flight/result?trip=oneway&from=SYD&fromType=A&to=LON&toType=C&depart=${daysAhead(50)}&adults=1&cabin=Business`,
  );
  const cards = page.locator('article.flight-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const card = cards.filter({ has: page.locator('.amenity-marks') }).first();
  await expect(card).toBeVisible();
  const mark = card.locator('.amenity-mark').first();
  await expect(mark).toHaveAttribute('title', /Wi-Fi|seat|entertainment/);
  await expect(mark.locator('svg')).toBeVisible();
  await expect(mark.locator('.sr-only')).toHaveText(/Wi-Fi|seat|entertainment/);

  await card.locator('button[aria-expanded]').click();
  const words = card.locator('.row-flights .amenity-words').first();
  await expect(words).toBeVisible();
  await expect(words).toContainText(/on-demand entertainment \((seatback screen|stream to your device)\)/i);

  // The flight detail page writes them out under each flight too.
  await card.locator('.row-detail button.btn-primary').first().click();
  await expect(page).toHaveURL(/\/flight\/detail/);
  await expect(page.locator('.amenity-words').first()).toContainText(/on-demand entertainment/i);
});
