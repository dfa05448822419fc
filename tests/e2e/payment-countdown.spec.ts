import { expect, expectNoAxeViolations, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';

/**
 * Issue 25, defect 11: the payment page shows how long the offer's prices stay guaranteed, as the
 * booking steps do, so nobody types a card number into an offer that has run out.
 */
test('payment: the offer countdown ticks on /flight/payment', async ({ page }) => {
  test.setTimeout(120_000);
  const offer = await createReviewedOffer(page);
  await openPayment(page, offer);
  const countdown = page.getByText(/^Prices guaranteed for \d+:\d\d$/);
  await expect(countdown).toBeVisible();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  await expectNoAxeViolations(page);
});
