import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { CHANGE_FROM, listChangeOptions, openTripAsGuest, pickChangeOption } from './support/after-booking';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { uniqueTag } from './support/travellers';

/**
 * Lists flights 3 days after the booked date and chooses the first option (on that date or a nearby
 * one) with nothing to pay.
 */
async function chooseFreeOption(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Change dates' });
  await listChangeOptions(section);
  const chosen = await pickChangeOption(section, async (row) => {
    if ((await row.locator('td').nth(5).textContent())?.trim() !== '$0.00') return undefined;
    await row.getByRole('button', { name: /^Choose / }).click();
    return section;
  });
  if (chosen) return chosen;
  throw new Error('no change with nothing to pay on a nearby date');
}

/**
 * Issue 23, "seats chosen again" (ADR 027 amended 2026-11-28): a guest chooses a seat after booking,
 * moves the journey to another date (the seat is released with the old flights), and the trip page
 * offers "Choose your seat again" on the new flight, through the extras form, with nothing to pay and
 * no card asked for. The reference inventory charges for seats only on its Economy Saver brand, whose
 * fare cannot be changed, so the seat chosen here is one the fare includes; the credit of a seat paid
 * for is tested through the Booking API (order-reseat.routes.test.ts).
 */
test.describe('seats chosen again after a date change', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest moves the journey and chooses a seat on the new flight for nothing', async ({ page }) => {
    const email = `reseat-${uniqueTag()}@example.com`;
    const order = await bookFlexibleFareByCard(page, email, CHANGE_FROM);
    await openTripAsGuest(page, order, email);

    const extras = page.getByRole('region', { name: 'Add bags or seats' });
    const firstSeat = extras.getByLabel('Seat for Amelia Hartley').first();
    await firstSeat.selectOption({ index: 1 });
    await extras.getByRole('button', { name: 'Review and pay' }).click();
    await page.getByTestId('extras-review').getByRole('button', { name: 'Add these extras' }).click();
    await expect(page.getByTestId('extras-added')).toBeVisible();

    const change = await chooseFreeOption(page);
    const quote = change.getByTestId('change-quote');
    await expect(quote).toContainText('choose seats again on this page under “Add bags or seats”');
    await quote.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByTestId('change-outcome')).toContainText(
      'Seats chosen on the old flights were released. Choose your seats again under “Add bags or seats”',
    );

    const offers = page.getByTestId('reseat-offers');
    const offer = offers
      .getByRole('link', { name: /^Choose your seat again on .+ \(Amelia Hartley\)$/ })
      .first();
    await expect(offer).toBeVisible();
    await expect(offers).toContainText('Amelia Hartley had a seat on the old flight.');
    await expectNoAxeViolations(page);
    const target = (await offer.getAttribute('href'))!.slice(1);
    await offer.click();
    const seat = page.locator(`select[id="${target}"]`);
    await expect(seat).toBeVisible();
    await seat.selectOption({ index: 1 });
    const designator = await seat.inputValue();
    expect(designator).toMatch(/^\d{1,2}[A-K]$/);
    await extras.getByRole('button', { name: 'Review and pay' }).click();

    const review = page.getByTestId('extras-review');
    await expect(review.getByTestId('extras-total')).toContainText('$0.00');
    await expect(review.getByLabel('Card number')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: 'Add these extras' }).click();

    await expect(page.getByTestId('extras-added')).toBeVisible();
    await expect(page.getByTestId('reseat-offers')).toHaveCount(0);
    await expect(page.getByText(`Seat ${designator}`, { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
