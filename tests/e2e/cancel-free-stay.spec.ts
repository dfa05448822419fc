import { expect, expectNoAxeViolations, test } from './fixtures';
import { bookFreeCancellationStay, money, openTripAsGuest } from './support/after-booking';
import { uniqueTag } from './support/travellers';

/**
 * Issue 23, "the free-cancellation hotel is cancelled for $0": a guest pays two Melbourne nights on a
 * free-cancellation rate by card, comes back on another device inside the free window, reads a quote
 * that keeps nothing and refunds everything paid (the card surcharge too), confirms, and sees the full
 * refund, the cancelled status and a credit note for the whole amount.
 */
test.describe('cancel a free-cancellation stay', () => {
  test.describe.configure({ timeout: 150_000 });

  test('inside the free window the quote keeps $0, the whole payment comes back, with a credit note', async ({
    page,
  }) => {
    const email = `free-stay-${uniqueTag()}@example.com`;
    const stay = await bookFreeCancellationStay(page, email);
    expect(Date.parse(stay.freeCancellationUntil)).toBeGreaterThan(Date.now());
    const paid = money(stay.chargedCents);
    await openTripAsGuest(page, stay, email);

    const section = page.getByRole('region', { name: 'Cancel booking' });
    await expect(section.getByTestId('cancel-summary')).toHaveText(
      `You paid ${paid}. If you cancel now, ${paid} is refunded and $0.00 is kept.`,
    );
    // Every line of the quote: nothing kept, so no reason given.
    const rows = section.locator('tbody tr');
    await expect(rows).not.toHaveCount(0);
    for (const row of await rows.all()) {
      await expect(row.locator('td').nth(4)).toHaveText('$0.00');
      await expect(row.locator('td').nth(5)).toHaveText('');
      await expect(row.locator('td').nth(2)).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await expect(
      section
        .getByRole('row', { name: /^Card surcharge/ })
        .locator('td')
        .nth(3),
    ).toHaveText(
      await section
        .getByRole('row', { name: /^Card surcharge/ })
        .locator('td')
        .nth(2)
        .innerText(),
    );
    await expect(section.getByText('The refund goes back to the card ending 4242.')).toBeVisible();
    await expect(section.getByText(/^This refund amount holds until /)).toBeVisible();
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: `Cancel this booking and refund ${paid}` }).click();
    await expect(page).toHaveURL(new RegExp(`/trips/${stay.orderId}$`));
    const outcome = page.getByTestId('cancel-outcome');
    await expect(outcome).toContainText('Refunded');
    await expect(outcome).toContainText('This booking is cancelled.');
    await expect(outcome).toContainText(`Refunded ${paid} to the card ending 4242.`);
    await expect(outcome).not.toContainText('was kept');
    await expect(outcome).toContainText(/Credit note CN-\d{7}/);
    await expect(page.getByText(/^Status: Refunded/)).toBeVisible();
    await expectNoAxeViolations(page);

    const creditNote = (await outcome.textContent())!.match(/Credit note (CN-\d{7})/)![1]!;
    await page
      .getByRole('navigation', { name: 'Booking documents' })
      .getByRole('link', { name: 'Credit note' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible();
    await expect(page.getByText(creditNote, { exact: true })).toBeVisible();
    await expect(page.getByText(`INV-${stay.bookingReference}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('doc-total')).toHaveText(paid);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/trips/${stay.orderId}$`));
  });
});
