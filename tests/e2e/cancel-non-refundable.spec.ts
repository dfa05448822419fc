import { expect, expectNoAxeViolations, test } from './fixtures';
import { money, openTripAsGuest } from './support/after-booking';
import { bookFlexibleFareByCard, type BookedFare, type ChooseFare } from './support/book-by-card';
import { daysAhead } from './support/booking-api';
import { uniqueTag } from './support/travellers';

/** The first Economy Saver brand of the results: not refundable (src/services/flights/fare-brands.rules.ts). */
const notRefundable: ChooseFare = (itineraries) => {
  for (const itinerary of itineraries) {
    const brand = itinerary.brands.find((item) => item.refund.condition === 'NotRefundable');
    if (brand) return { pricedItineraryId: itinerary.pricedItineraryId, brandIndex: brand.brandIndex };
  }
  throw new Error('no non-refundable Economy brand in the results');
};

/**
 * Government and airport charges come back even on a non-refundable fare (ADR 024): the Passenger
 * Movement Charge, the Australian and the overseas airport charges. Written out here, not imported, so
 * the page is checked against the rule rather than against itself.
 */
const REFUNDED_TAX_CODES = ['PMC', 'AU', 'XT'];

/** What the quote must give back: the refundable taxes and the card surcharge in proportion to them. */
function expectedRefund(booked: BookedFare) {
  const journey = booked.offer.journeys[0]!;
  const adult = journey.brand.prices.find((price) => price.passengerType === 'Adult')!;
  const taxesRefund = adult.taxes
    .filter((tax) => REFUNDED_TAX_CODES.includes(tax.code))
    .reduce((sum, tax) => sum + Math.round(tax.amount * 100), 0);
  const paidLines = booked.offer.totalCents;
  const surcharge = booked.chargedCents - paidLines;
  const surchargeRefund = Math.floor((surcharge * taxesRefund) / paidLines);
  return { taxesRefund, surcharge, surchargeRefund, total: taxesRefund + surchargeRefund };
}

/**
 * Issue 23, "a non-refundable fare offers only the taxes back": a guest pays an Economy Saver fare by
 * card, comes back on another device, and the quote keeps the fare and the carrier's charges, returns
 * the government and airport charges (and that share of the card surcharge) to the cent; confirming
 * refunds exactly what the quote said.
 */
test.describe('cancel a non-refundable fare', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the quote refunds only the refundable taxes, and the refund equals the quote', async ({ page }) => {
    const email = `saver-${uniqueTag()}@example.com`;
    const booked = await bookFlexibleFareByCard(page, email, daysAhead(55), notRefundable, 'Economy');
    expect(booked.offer.journeys[0]!.brand.refund.condition).toBe('NotRefundable');
    const fareLine = booked.offer.lines.find((line) => line.kind === 'fare')!;
    const taxesLine = booked.offer.lines.find((line) => line.kind === 'taxes')!;
    const expected = expectedRefund(booked);
    // Some of the taxes are refundable, and not all (the carrier's YR follows the fare).
    expect(expected.taxesRefund).toBeGreaterThan(0);
    expect(expected.taxesRefund).toBeLessThan(taxesLine.amountCents);
    await openTripAsGuest(page, booked, email);

    const section = page.getByRole('region', { name: 'Cancel booking' });
    const kept = booked.chargedCents - expected.total;
    await expect(section.getByTestId('cancel-summary')).toHaveText(
      `You paid ${money(booked.chargedCents)}. If you cancel now, ${money(expected.total)} is refunded and ${money(kept)} is kept.`,
    );
    const cells = (label: string) => section.getByRole('row').filter({ hasText: label }).locator('td');
    // Item, traveller, paid, refunded, kept, why.
    await expect(cells(fareLine.label)).toHaveText([
      fareLine.label,
      'Amelia Hartley',
      money(fareLine.amountCents),
      '$0.00',
      money(fareLine.amountCents),
      'The fare is not refundable.',
    ]);
    await expect(cells(taxesLine.label)).toHaveText([
      taxesLine.label,
      'Amelia Hartley',
      money(taxesLine.amountCents),
      money(expected.taxesRefund),
      money(taxesLine.amountCents - expected.taxesRefund),
      'Carrier-imposed charges (YR) follow the non-refundable fare; government and airport charges come back.',
    ]);
    await expect(cells('Card surcharge')).toHaveText([
      'Card surcharge',
      'Whole booking',
      money(expected.surcharge),
      money(expected.surchargeRefund),
      money(expected.surcharge - expected.surchargeRefund),
      'The card surcharge comes back in proportion to the refund.',
    ]);
    await expect(section.getByText('The refund goes back to the card ending 4242.')).toBeVisible();
    await expectNoAxeViolations(page);

    await section
      .getByRole('button', { name: `Cancel this booking and refund ${money(expected.total)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/trips/${booked.orderId}$`));
    const outcome = page.getByTestId('cancel-outcome');
    await expect(outcome).toContainText('Partly refunded');
    await expect(outcome).toContainText(`Refunded ${money(expected.total)} to the card ending 4242.`);
    await expect(outcome).toContainText(`${money(kept)} was kept under the booking's conditions.`);
    await expect(outcome).toContainText(/Credit note CN-\d{7}/);
    await expect(page.getByText(/^Status: Partly refunded/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Booking documents' })
      .getByRole('link', { name: 'Credit note' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible();
    await expect(page.getByTestId('doc-total')).toHaveText(money(expected.total));
  });
});
