import { expect, expectNoAxeViolations, test } from './fixtures';
import { heldInvoiceOrder } from './support/booking-api';
import { DEMO_AGENT, signInAsStaff } from './support/editor-session';
import { newSignedInTraveller } from './support/travellers';

test('an agent imports a BPAY statement line and the held booking is paid and ticketed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const order = await heldInvoiceOrder(
    guestPage,
    `bank.e2e.${Date.now()}@example.com`,
    45,
    `e2e-bank-${Date.now()}`,
  );
  expect(order.status).toBe('Held');

  await signInAsStaff(page, DEMO_AGENT);
  await page.goto('/dashboard/ctg-backend');
  await page.getByRole('link', { name: /^Bank payments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank payments' })).toBeVisible();
  await expectNoAxeViolations(page);

  const amount = (order.invoice.amountCents / 100).toFixed(2);
  await page
    .getByLabel('Or paste its lines')
    .fill(
      `Date,Type,Reference,Amount,Description\n2026-11-28,BPAY,${order.invoice.customerReference},${amount},`,
    );
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(page.getByRole('heading', { name: 'Statement read: 1 paid, 0 to check' })).toBeVisible();
  const row = page.getByTestId('bank-results').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-outcome', 'paid');
  await expect(row).toContainText(order.bookingReference);
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoAxeViolations(page);

  // The guest's booking is now ticketed: its page says so, with e-ticket numbers.
  await guestPage.goto(`/flight/success?orderId=${order.orderId}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible();
  await expect(guestPage.getByTestId('ticket-number').first()).toHaveText(/^\d{13}$/);
  await guest.close();

  // The same line again records nothing twice.
  await page
    .getByLabel('Or paste its lines')
    .fill(`Date,Type,Reference,Amount\n2026-11-28,BPAY,${order.invoice.customerReference},${amount}`);
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(page.getByTestId('bank-results').locator('tbody tr').first()).toHaveAttribute(
    'data-outcome',
    'not-awaiting-payment',
  );
});

test.describe('refused to travellers', () => {
  test.use({ expectedConsoleErrors: ['the server responded with a status of 403'] });

  test('a traveller cannot use the bank payments page', async ({ page }) => {
    await newSignedInTraveller(page);
    const response = await page.goto('/dashboard/ctg-backend/payments');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('This page is for agents and admins.');
    await expect(page.getByRole('button', { name: 'Import statement' })).toHaveCount(0);
  });
});
