import { expect, expectNoAxeViolations, test } from './fixtures';
import { openTripAsGuest } from './support/after-booking';
import { heldInvoiceOrder, sydneyToday } from './support/booking-api';
import { DEMO_AGENT, signInAsStaff } from './support/editor-session';
import { newSignedInTraveller, uniqueTag } from './support/travellers';

/**
 * Issue 23 with the ADR 025 amendment: a booking paid by BPAY is cancelled online by its traveller, who
 * is told the refund comes back by bank transfer to the paying account within 5 business days; an
 * agent then sees it under "Refunds owed by bank transfer", records the transfer, and it leaves the list.
 */
test('a bank-paid booking is cancelled online and an agent records its refund by bank transfer', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `bankrefund.${uniqueTag()}@example.com`;
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const order = await heldInvoiceOrder(guestPage, email, 50, `e2e-bankrefund-${uniqueTag()}`);

  await signInAsStaff(page, DEMO_AGENT);
  await page.goto('/dashboard/ctg-backend/payments');
  await page.getByLabel('Booking reference').fill(order.bookingReference);
  await page.getByLabel('Reference on the bank statement').fill(order.invoice.customerReference);
  await page.getByLabel('Amount (AUD)', { exact: true }).fill((order.invoice.amountCents / 100).toFixed(2));
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('bank-results').locator('tbody tr').first()).toHaveAttribute(
    'data-outcome',
    'paid',
  );

  await openTripAsGuest(guestPage, order, email);
  const section = guestPage.getByRole('region', { name: 'Cancel booking' });
  await expect(section).toContainText(
    'The refund is paid by bank transfer to the account your payment came from, within 5 business days.',
  );
  await expectNoAxeViolations(guestPage);
  await section.getByRole('button', { name: /^Cancel this booking and refund \$[\d,]+\.\d\d$/ }).click();
  const outcome = guestPage.getByTestId('cancel-outcome');
  await expect(outcome).toContainText(
    /Your refund of \$[\d,]+\.\d\d will be paid by bank transfer to the account your payment came from, within 5 business days\./,
  );
  const owedText = (await outcome.textContent()) ?? '';
  const owed = /Your refund of (\$[\d,]+\.\d\d)/.exec(owedText)![1]!;
  await guest.close();

  await page.goto('/dashboard/ctg-backend/payments');
  const owedList = page.getByTestId('bank-refunds-owed');
  await expect(owedList.getByRole('heading', { name: 'Refunds owed by bank transfer' })).toBeVisible();
  const item = owedList.locator(`li[data-booking="${order.bookingReference}"]`);
  await expect(item).toContainText(owed);
  await expect(item).toContainText(`BPAY, reference ${order.invoice.customerReference}`);
  await expectNoAxeViolations(page);
  const form = item.getByRole('form', { name: `Record the refund of booking ${order.bookingReference}` });
  // A wrong amount is refused with the amount owed, and nothing is recorded.
  await form.getByLabel('Amount transferred (AUD)').fill('1.00');
  await form.getByLabel('Bank reference of the transfer').fill('WBC 998877');
  await form.getByLabel('Paid on').fill(sydneyToday());
  await form.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(page.getByRole('alert')).toContainText(`The amount is not the refund owed: ${owed} is owed.`);

  const again = page
    .getByTestId('bank-refunds-owed')
    .getByRole('form', { name: `Record the refund of booking ${order.bookingReference}` });
  await again.getByLabel('Amount transferred (AUD)').fill(owed.replace('$', ''));
  await again.getByLabel('Bank reference of the transfer').fill('WBC 998877');
  await again.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(page.getByTestId('bank-refund-recorded')).toHaveText(
    new RegExp(
      `Refund of \\${owed} for booking ${order.bookingReference} recorded: the traveller has been emailed and the booking is (partly )?refunded\\.`,
    ),
  );
  await expect(page.locator(`li[data-booking="${order.bookingReference}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('refused to travellers', () => {
  test.use({ expectedConsoleErrors: ['the server responded with a status of 403'] });

  test('a traveller cannot use the bank refunds page', async ({ page }) => {
    await newSignedInTraveller(page);
    const response = await page.goto('/dashboard/ctg-backend/bank-refunds');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('This page is for agents and admins.');
    await expect(page.getByRole('button', { name: 'Record refund paid' })).toHaveCount(0);
  });
});
