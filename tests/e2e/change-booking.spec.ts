import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { CHANGE_FROM, listChangeOptions, openTripAsGuest, pickChangeOption } from './support/after-booking';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { CARDS } from './support/cards';
import { uniqueTag, waitForEmail } from './support/travellers';

/** The first Business brand whose changes have a fee, so every change has something to pay. */
function brandWithFee(itineraries: { pricedItineraryId: string; brands: ResultBrand[] }[]) {
  for (const itinerary of itineraries) {
    const brand = itinerary.brands.find((item) => item.exchange.condition === 'ExchangeableWithFee');
    if (brand) return { pricedItineraryId: itinerary.pricedItineraryId, brandIndex: brand.brandIndex };
  }
  throw new Error('no Business brand with a change fee');
}

interface ResultBrand {
  brandIndex: number;
  exchange: { condition: string };
}

/** A guest's Business fare to London, paid by card over HTTP: the most flexible, or `withFee`. */
const bookFare = (page: Page, email: string, depDate: string, withFee = false) =>
  bookFlexibleFareByCard(page, email, depDate, withFee ? brandWithFee : undefined);

/**
 * Lists flights 3 days after the booked date, then chooses the first option (on that date or a nearby
 * one) with nothing to pay, or with something to pay when `paid`.
 */
async function chooseOption(page: Page, paid: boolean) {
  const section = page.getByRole('region', { name: 'Change dates' });
  await expect(section.getByLabel('Journey')).toBeVisible();
  await listChangeOptions(section);
  await expectNoAxeViolations(page);
  const chosen = await pickChangeOption(section, async (row) => {
    const total = (await row.locator('td').nth(5).textContent())?.trim();
    if ((total !== '$0.00') !== paid) return undefined;
    await row.getByRole('button', { name: /^Choose / }).click();
    return section;
  });
  if (chosen) return chosen;
  throw new Error(`no change ${paid ? 'with' : 'without'} something to pay on a nearby date`);
}

/**
 * On a phone the change options and the cancel quote stack row by row: each option's Choose button and
 * each line's refund are on the screen, not off to the right of a table that scrolls sideways.
 */
async function expectFiguresOnAPhone(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const section = page.getByRole('region', { name: 'Change dates' });
  await listChangeOptions(section);
  const choose = section.getByRole('button', { name: /^Choose / }).first();
  const box = (await choose.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const refund = page
    .getByRole('region', { name: 'Cancel booking' })
    .locator('td[data-label="Refunded"]')
    .first();
  const refundBox = (await refund.boundingBox())!;
  expect(refundBox.x + refundBox.width).toBeLessThanOrEqual(390);
  await expect(refund).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.setViewportSize(desktop);
}

/**
 * Issue 23, change dates: a guest books a fare, comes back on another device, looks for flights on a
 * later date, picks one, confirms (paying the difference by card when there is one), and sees the new
 * departure on the trip page and an email. Only the card step has a script (tokenising the card).
 */
test.describe('change booking dates', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest moves the outbound journey to another date', async ({ page }) => {
    const email = `change-${uniqueTag()}@example.com`;
    const order = await bookFare(page, email, CHANGE_FROM);
    await openTripAsGuest(page, order, email);
    const oldTicket = (await page.getByTestId('ticket-number').first().textContent())?.trim();
    expect(oldTicket).toMatch(/^\d{13}$/);
    await expectFiguresOnAPhone(page);
    const section = await chooseOption(page, false);

    const quote = section.getByTestId('change-quote');
    await expect(quote).toContainText('To pay: $0.00');
    const departs = (await quote.textContent())?.match(/departing (.+?)\. To pay/)?.[1];
    expect(departs).toBeDefined();
    await expectNoAxeViolations(page);
    const changedAt = Date.now();
    await quote.getByRole('button', { name: 'Confirm the change' }).click();

    await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}(#change-dates)?$`));
    await expect(page.getByTestId('change-outcome')).toContainText('Your booking is changed.');
    await expect(page.getByText(`Departs: ${departs!}`, { exact: false }).first()).toBeVisible();
    // The ticket is re-issued for the new flights, and the trip page says which number it replaces.
    const newTicket = (await page.getByTestId('ticket-number').first().textContent())?.trim();
    expect(newTicket).toMatch(/^\d{13}$/);
    expect(newTicket).not.toBe(oldTicket);
    await expect(page.getByTestId('ticket-reissue').first()).toHaveText(
      new RegExp(`\\(re-issued \\w{3} \\d{1,2} \\w{3} \\d{4}; replaces ${oldTicket!}\\)`),
    );
    await expectNoAxeViolations(page);
    await waitForEmail(
      page.request,
      email,
      changedAt,
      new RegExp(
        `Booking ${order.bookingReference} is changed[\\s\\S]*e-ticket ${newTicket!} \\(replaces ${oldTicket!}\\)`,
      ),
    );
  });

  test('a guest pays the change fee by card and the booking moves', async ({ page }) => {
    const email = `change-paid-${uniqueTag()}@example.com`;
    const order = await bookFare(page, email, CHANGE_FROM, true);
    await openTripAsGuest(page, order, email);
    const section = await chooseOption(page, true);

    const quote = section.getByTestId('change-quote');
    await expect(quote.getByTestId('change-figures')).toContainText('Change fee');
    const visaRow = quote.getByTestId('change-surcharges').getByRole('row', { name: /^Visa/ });
    const visaTotal = (await visaRow.locator('td').nth(1).textContent())?.trim();
    expect(visaTotal).toMatch(/^\$\d/);
    await expectNoAxeViolations(page);

    // Keyboard only: the card fields and the pay button are reached and used without a pointer.
    await quote.getByLabel('Name on card').focus();
    await page.keyboard.type('Amelia Hartley');
    await page.keyboard.press('Tab');
    await page.keyboard.type(CARDS.approve);
    await quote.getByLabel('Expiry month').selectOption('12');
    await quote.getByLabel('Expiry year').selectOption({ index: 3 });
    await quote.getByLabel('Security code (CCV)').fill('123');
    const changedAt = Date.now();
    await quote.getByRole('button', { name: 'Pay and change' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('change-outcome')).toContainText('Your booking is changed.');
    await expect(page.getByTestId('change-outcome')).toContainText(
      `${visaTotal!} was charged to the card ending in 4242.`,
    );
    expect(page.url()).not.toContain('4242');
    await expectNoAxeViolations(page);
    await waitForEmail(
      page.request,
      email,
      changedAt,
      new RegExp(`Booking ${order.bookingReference} is changed`),
    );
  });
});
