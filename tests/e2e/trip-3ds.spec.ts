import { expect, expectNoAxeViolations, test } from './fixtures';
import { openTripAsGuest } from './support/after-booking';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { CARDS } from './support/cards';
import { uniqueTag, waitForEmail } from './support/travellers';

/**
 * Issue 23, 3-D Secure after booking (ADR 027 amended 2026-11-28): a guest opens the trip with the
 * emailed code, adds an extra bag, pays with a card enrolled in 3-D Secure, is sent to the bank's
 * challenge, confirms it, and comes back to the trip with the bag on the booking and charged once.
 */
test.describe('3-D Secure on the trip page', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest adds a bag with a 3-D Secure card, passes the challenge and sees the bag', async ({
    page,
  }) => {
    const email = `trip3ds-${uniqueTag()}@example.com`;
    const order = await bookFlexibleFareByCard(page, email);

    await openTripAsGuest(page, order, email);

    const section = page.getByRole('region', { name: 'Add bags or seats' });
    await section.getByLabel('Extra checked baggage for Amelia Hartley').selectOption({ index: 1 });
    await section.getByRole('button', { name: 'Review and pay' }).click();
    const review = page.getByTestId('extras-review');
    await expect(review.getByRole('cell', { name: /^Extra baggage 10 kg/ })).toBeVisible();
    const visaTotal = (await review
      .getByRole('row', { name: /^Visa/ })
      .getByRole('cell')
      .last()
      .textContent())!.trim();
    await review.getByLabel('Name on card').fill('Amelia Hartley');
    await review.getByLabel('Card number').fill(CARDS.challenge);
    await review.getByLabel('Expiry month').selectOption('12');
    await review.getByLabel('Expiry year').selectOption({ index: 3 });
    await review.getByLabel('Security code (CCV)').fill('123');
    const paidAt = Date.now();
    await review.getByRole('button', { name: 'Pay for extras' }).click();

    // The bank's challenge, on its own page: nothing is charged or added yet.
    await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}/verify-payment\\?challenge=pch_`));
    await expect(page.getByRole('heading', { name: `Confirm the payment of ${visaTotal}` })).toBeVisible();
    await expect(page.getByTestId('challenge-prompt')).toContainText('ending in 3220');
    await expect(page.getByText('Nothing has been charged yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}\\?extras=added#add-extras$`));
    await expect(page.getByTestId('extras-added')).toBeVisible();
    const purchases = page.getByTestId('extras-purchases');
    await expect(purchases).toContainText(`${visaTotal} charged to the card ending 3220`);
    await expect(page.getByText('Extra bag 10 kg', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Going back to the challenge page shows the outcome again: no second purchase.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}\\?extras=added#add-extras$`));
    await expect(
      page.getByTestId('extras-purchases').getByText(/charged to the card ending 3220/),
    ).toHaveCount(1);

    const [mail] = await waitForEmail(page.request, email, paidAt, /Extras added to booking [A-Z2-9]{6}/);
    expect(mail).toContain(order.bookingReference);
  });
});
