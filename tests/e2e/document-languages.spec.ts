import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';
import { fillCardIn, openHomeIn } from './support/in-language';
import { hydrated } from './support/travellers';
import { uiPattern, uiText } from './support/ui-text';

/**
 * Issue 25: a traveller who reads Japanese or Simplified Chinese pays for SYD-LHR, then opens the tax
 * invoice: its flight rows name the cities in the language's script, found from the airport codes
 * ("ロンドン", not "London"), and its PDF, downloaded through the same-origin API, is written in the
 * booking's language. Real services, real Chromium.
 */
const LANGUAGES = {
  ja: { london: 'ロンドン', sydney: 'シドニー', invoiceNumber: '請求書番号' },
  'zh-CN': { london: '伦敦', sydney: '悉尼', invoiceNumber: '发票编号' },
} as const;
const ENGLISH_PLACES = /\b(Sydney|London|Heathrow)\b/;

async function payIn(page: Page, language: string): Promise<string> {
  const offer = await createReviewedOffer(page, 47);
  await openPayment(page, offer, undefined, uiText(language, 'payment.heading'));
  await hydrated(page);
  await fillCardIn(page, language);
  await expect(page.getByTestId('total-with-surcharge')).toBeVisible();
  await page.getByLabel(uiText(language, 'payment.consent.terms')).check();
  await page.getByLabel(uiText(language, 'payment.consent.details')).check();
  await page.getByRole('button', { name: uiPattern(language, 'payment.pay') }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

test.describe.configure({ timeout: 120_000 });

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`the tax invoice in ${language}: flight rows and PDF name the cities in the language`, async ({
    page,
    baseURL,
  }) => {
    await openHomeIn(page, language, baseURL);
    const orderId = await payIn(page, language);

    await page.goto(`/documents/tax-invoice?orderId=${orderId}`);
    const flights = page.locator('section[aria-labelledby="doc-flights"]');
    await expect(flights).toContainText(words.sydney);
    await expect(flights).toContainText(words.london);
    await expect(flights).toContainText('LHR');
    expect(await flights.innerText()).not.toMatch(ENGLISH_PLACES);

    const href = await page
      .getByRole('link', { name: uiText(language, 'documents.downloadPdf') })
      .getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.body()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(words.invoiceNumber);
    expect(text).toContain(words.london);
    expect(text).not.toContain('Invoice number');
    expect(text).not.toMatch(/Departs|Passengers|Description|London|Sydney \(/);
  });
}
