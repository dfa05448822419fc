import { expect, expectNoAxeViolations, test } from './fixtures';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { daysAhead } from './support/booking-api';
import { DEMO_AGENT, signInAsStaff } from './support/editor-session';
import { newSignedInTraveller, uniqueTag } from './support/travellers';

test('an agent finds a booking by reference, notes it, refunds it and sees the refund and the audit entry', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const guest = await browser.newContext();
  const order = await bookFlexibleFareByCard(
    await guest.newPage(),
    `staff-orders-${uniqueTag()}@example.com`,
    daysAhead(60),
  );
  await guest.close();

  await signInAsStaff(page, DEMO_AGENT);
  await page.goto('/dashboard/ctg-backend');
  await page.getByRole('link', { name: /^Orders:/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Before any search the page lists the newest bookings: at least the one just made.
  await expect(page.getByRole('heading', { name: /^\d+ bookings? found$/ })).toBeVisible();
  await expect(page.getByTestId('order-results').locator('tbody tr').first()).toBeVisible();
  const form = page.getByTestId('order-search');
  await form.getByLabel('Booking reference').fill('ZZZZZZ');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: '0 bookings found' })).toBeVisible();
  await expect(page.getByText('No booking matches. Try fewer fields')).toBeVisible();
  await form.getByLabel('Booking reference').fill(order.bookingReference.toLowerCase());
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 booking found' })).toBeVisible();
  const row = page.getByTestId('order-results').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ticketed');
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: order.bookingReference }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ctg-backend/orders/${order.orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking ${order.bookingReference}` }),
  ).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[data-event="ticketed"]')).toHaveCount(1);
  await expect(timeline.locator('[data-event="email"]').first()).toContainText(order.bookingReference);
  await expectNoAxeViolations(page);

  await page.getByLabel('Note', { exact: true }).fill('Customer called: wants to cancel for a refund.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('order-action-done')).toContainText('Note added.');
  await expect(timeline.locator('[data-event="note"]')).toContainText('Customer called: wants to cancel');
  await expect(timeline.locator('[data-event="note"]')).toContainText(DEMO_AGENT.email);

  await page.getByRole('button', { name: 'Get a cancellation quote' }).click();
  await expect(page.getByTestId('cancel-quote')).toContainText(/^Refund \$[\d,]+\.\d{2} of \$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Cancel the booking and refund \$/ }).click();
  await expect(page.getByTestId('order-action-done')).toContainText('Booking cancelled.');
  await expect(page.getByTestId('order-summary')).toContainText('Refunded');
  await expect(timeline.locator('[data-event="refund"]')).toHaveCount(1);
  await expect(timeline.locator('[data-event="refund"]')).toContainText(/\$[\d,]+\.\d{2}/);
  // The audit log's row of the cancel, read back into the timeline (staff actions come from the log).
  await expect(timeline.locator('[data-event="staff"]').first()).toContainText(
    `Cancelled ${order.bookingReference} for the customer`,
  );
  await expect(timeline.locator('[data-event="staff"]').first()).toContainText(DEMO_AGENT.email);
});

test.describe('refused to travellers', () => {
  test.use({ expectedConsoleErrors: ['the server responded with a status of 403'] });

  test('a traveller cannot use the orders pages', async ({ page }) => {
    await newSignedInTraveller(page);
    const response = await page.goto('/dashboard/ctg-backend/orders');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('for agents and admins');
    await expect(page.getByTestId('order-results')).toHaveCount(0);
  });
});
