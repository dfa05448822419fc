import { expect, expectNoAxeViolations, test } from './fixtures';
import { openTripAsGuest } from './support/after-booking';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { CARDS } from './support/cards';
import { uniqueTag, waitForEmail } from './support/travellers';

/**
 * Issue 23, extras after booking: a guest books by card, comes back on another device with the
 * reference, surname and emailed code, adds an extra bag and a seat on the trip page, pays by card
 * (tokenised in the browser, 4242 test card), and sees them on the trip page and in an email.
 */
test.describe('extras after booking', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest adds a bag and a seat to a paid booking and pays by card', async ({ page }) => {
    const email = `extras-${uniqueTag()}@example.com`;
    const order = await bookFlexibleFareByCard(page, email);

    await openTripAsGuest(page, order, email);

    const section = page.getByRole('region', { name: 'Add bags or seats' });
    await expect(section.getByText(/until .* \(24 hours before departure\)/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const bag = section.getByLabel('Extra checked baggage for Amelia Hartley');
    // On a phone the trip page fits the screen (a long seat option once widened it to 468 px), and the
    // choices are the field kit's bordered controls, not bare text a traveller would not know to press.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(bag).toHaveCSS('border-top-style', 'solid');
    await page.setViewportSize(desktop);
    await bag.selectOption({ index: 1 });
    const seat = section.getByLabel('Seat for Amelia Hartley').first();
    await seat.selectOption({ index: 1 });
    const designator = ((await seat.inputValue()) ?? '').trim();
    expect(designator).toMatch(/^\d{1,2}[A-K]$/);
    await section.getByRole('button', { name: 'Review and pay' }).click();

    const review = page.getByTestId('extras-review');
    await expect(review.getByRole('cell', { name: `Seat ${designator} on`, exact: false })).toBeVisible();
    await expect(review.getByRole('cell', { name: /^Extra baggage 10 kg/ })).toBeVisible();
    const visaTotal = await review.getByRole('row', { name: /^Visa/ }).getByRole('cell').last().textContent();
    await expectNoAxeViolations(page);
    await review.getByLabel('Name on card').fill('Amelia Hartley');
    await review.getByLabel('Card number').fill(CARDS.approve);
    await review.getByLabel('Expiry month').selectOption('12');
    await review.getByLabel('Expiry year').selectOption({ index: 3 });
    await review.getByLabel('Security code (CCV)').fill('123');
    const paidAt = Date.now();
    await review.getByRole('button', { name: 'Pay for extras' }).click();

    await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}\\?extras=added#add-extras$`));
    await expect(page.getByTestId('extras-added')).toBeVisible();
    const purchases = page.getByTestId('extras-purchases');
    await expect(purchases).toContainText(`${visaTotal!.trim()} charged to the card ending 4242`);
    await expect(purchases).toContainText(`Seat ${designator} on`);
    // The order itself carries them: the passenger's seats and bags on the trip details.
    await expect(page.getByText(`Seat ${designator}`, { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Extra bag 10 kg', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const [mail] = await waitForEmail(page.request, email, paidAt, /Extras added to booking [A-Z2-9]{6}/);
    expect(mail).toContain(order.bookingReference);
    // The card never reached the site: the page posted only the gateway's token.
    expect(page.url()).not.toContain('4242');
  });
});
