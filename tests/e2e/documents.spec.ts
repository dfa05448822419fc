import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';
import { CARDS, fillCard } from './support/cards';
import { hydrated } from './support/travellers';

/**
 * Issue 23, documents: a guest pays by card, opens the tax invoice of the order from the success page,
 * adds a business and ABN, and downloads the PDF through the same-origin API; the itinerary receipt
 * is one link away. Real services, real Chromium.
 */
test.describe('order documents', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the tax invoice page of a paid order, its PDF, and the itinerary receipt', async ({ page }) => {
    const offer = await createReviewedOffer(page, 45);
    await openPayment(page, offer);
    await hydrated(page);
    await fillCard(page, CARDS.approve);
    await expect(page.getByTestId('total-with-surcharge')).toBeVisible();
    const total = (await page.getByTestId('total-with-surcharge').textContent()) ?? '';
    await page.getByLabel('I agree to the terms and conditions and the fare rules').check();
    await page.getByLabel('I confirm that the dates, flights and passenger details are correct').check();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    await page.goto(`/flight/success?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Tax invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/tax-invoice\\?orderId=${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
    await expect(page.getByText('ABN 99 000 000 000')).toBeVisible();
    // Sydney to London is international travel: GST-free, with GST on the card surcharge only.
    await expect(page.getByRole('cell', { name: 'GST-free' }).first()).toBeVisible();
    await expect(page.getByTestId('doc-total')).toHaveText(total);
    await expectNoAxeViolations(page);

    await page.getByLabel('Business name (optional)').fill('Hartley Consulting');
    await page.getByLabel('ABN (optional, 11 digits)').fill('11383413056');
    await page.getByRole('button', { name: 'Update the tax invoice' }).click();
    await expect(page.getByText('Hartley Consulting', { exact: true })).toBeVisible();
    await expect(page.getByText('ABN 11 383 413 056')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tax-invoice-[A-Z0-9]{6}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(5_000);

    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await page.getByRole('link', { name: 'Itinerary receipt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Itinerary receipt' })).toBeVisible();
    await expect(page.getByText(/This itinerary receipt is not a tax invoice/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
