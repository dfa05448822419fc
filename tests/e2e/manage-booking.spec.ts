import type { Page } from '@playwright/test';
import { createReviewedOffer as createOffer } from '../../scripts/shared/booking-driver';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callBookingApi, daysAhead, openPayment, type OfferLike } from './support/booking-api';
import { CARDS, fillCard } from './support/cards';
import { hydrated, newSignedInTraveller, uniqueTag, waitForEmail } from './support/travellers';

/** Books the most flexible Business brand (Business Freedom: refundable, no fee) and pays by card. */
async function payRefundableFare(page: Page, email: string): Promise<string> {
  const offer = await createOffer<OfferLike, { pricedItineraryId: string; brands: { brandIndex: number }[] }>(
    (_step, path, body) => callBookingApi(page.request, path, body),
    {
      search: { to: 'LHR', depDate: daysAhead(60), cabinClass: 'Business', withEmptyTypes: false },
      resultsPage: { journeyIndex: 0 },
      // The most flexible brand of the family (Business Freedom: refundable, no fee).
      choose: (itineraries) => {
        const first = itineraries[0]!;
        return { pricedItineraryId: first.pricedItineraryId, brandIndex: first.brands.length - 1 };
      },
    },
  );
  await openPayment(page, offer, email);
  await hydrated(page);
  await fillCard(page, CARDS.approve);
  await page.getByLabel('I agree to the terms and conditions and the fare rules').check();
  await page.getByLabel('I confirm that the dates, flights and passenger details are correct').check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

/**
 * Issue 23, manage booking: a guest pays a fully refundable Business fare by card, then, with no
 * cookies left (another device), finds the booking at /trips/find with the reference and surname,
 * enters the code emailed to the contact address, reads the cancellation quote on the trip page,
 * confirms it, and sees the booking refunded; a signed-in owner cancels from the dashboard's trip page
 * with no code. Real services, real Chromium, no script on these pages.
 */
test.describe('manage booking', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest finds a booking by reference and code, and cancels it for a refund', async ({ page }) => {
    const email = `manage-${uniqueTag()}@example.com`;
    const orderId = await payRefundableFare(page, email);
    const reference = (await page.getByTestId('booking-reference').first().textContent())!.trim();

    // Another device: no guest token, no session.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Manage booking' }).click();
    await expect(page).toHaveURL(/\/trips\/find$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage booking' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The booking emails' "Manage booking" link fills the reference in.
    await page.goto(`/trips/find?reference=${reference.toLowerCase()}`);
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);

    // A wrong surname is refused with the service's words.
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByLabel('Last name').fill('Nobody');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find this booking.');

    const asked = Date.now();
    await page.getByLabel('Booking reference').fill(reference.toLowerCase());
    await page.getByLabel('Last name').fill('hartley');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByTestId('code-sent')).toContainText('@example.com');
    expect(page.url()).not.toContain('artley');
    const [, code] = await waitForEmail(page.request, email, asked, /\n(\d{6})\n/);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Open my booking' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'That code is not right or has expired. Request a new code and try again.',
    );
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Open my booking' }).click();

    await expect(page).toHaveURL(new RegExp(`/trips/${orderId}$`));
    expect(page.url()).not.toContain('oat.');
    const access = (await page.context().cookies()).find((cookie) => cookie.name === 'ctg_order_access');
    expect(access?.httpOnly).toBe(true);
    expect(access?.sameSite).toBe('Lax');
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    const section = page.getByRole('region', { name: 'Cancel booking' });
    await expect(section.getByTestId('cancel-summary')).toContainText('You paid $');
    await expect(section.getByRole('cell', { name: 'Amelia Hartley' }).first()).toBeVisible();
    await expect(section.getByText(/The refund goes back to the card ending \d{4}\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const confirm = section.getByRole('button', { name: /^Cancel this booking/ });
    const refund = ((await confirm.textContent()) ?? '').match(/\$[\d,]+\.\d{2}/)?.[0];
    expect(refund, 'a refundable fare refunds money').toBeDefined();
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`/trips/${orderId}$`));
    const outcome = page.getByTestId('cancel-outcome');
    await expect(outcome).toContainText(/^(Refunded|Partly refunded)/);
    await expect(outcome).toContainText(new RegExp(`Refunded \\${refund} to the card ending \\d{4}\\.`));
    await expect(outcome).toContainText(/Credit note \S+/);
    await expect(page.getByText(/^Status: (Refunded|Partly refunded)/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The refund's credit note, from the guest's trip page: the refunded amount against the tax invoice.
    const creditNote = (await outcome.textContent())?.match(/Credit note (CN-\d{7})/)?.[1];
    await page
      .getByRole('navigation', { name: 'Booking documents' })
      .getByRole('link', { name: 'Credit note' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible();
    await expect(page.getByText(creditNote ?? 'CN-', { exact: true })).toBeVisible();
    await expect(page.getByText(`INV-${reference}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('doc-total')).toHaveText(refund!);
    await expectNoAxeViolations(page);
    const pdf = await page.request.get(
      `/api/booking/Document/Pdf?${new URLSearchParams({ orderId, document: 'credit-note' })}`,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/trips/${orderId}$`));

    // Without the access cookie the trip is not shown: back to finding it.
    await page.context().clearCookies();
    await page.goto(`/trips/${orderId}`);
    await expect(page).toHaveURL(/\/trips\/find$/);
  });

  test('a signed-in owner cancels from the dashboard trip page, without a code', async ({ page }) => {
    const traveller = await newSignedInTraveller(page, 'manage-owner');
    const orderId = await payRefundableFare(page, traveller.email);
    await page.goto(`/dashboard/trips/${orderId}`);
    const section = page.getByRole('region', { name: 'Cancel booking' });
    await expect(section.getByTestId('cancel-summary')).toContainText('You paid $');
    await section.getByRole('button', { name: /^Cancel this booking/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/trips/${orderId}$`));
    await expect(page.getByTestId('cancel-outcome')).toContainText(
      /Refunded \$[\d,]+\.\d{2} to the card ending \d{4}\./,
    );
    await expect(page.getByText(/^Status: (Refunded|Partly refunded)/)).toBeVisible();
  });
});
