import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';
import { fillCardIn, openHomeIn } from './support/in-language';
import { hydrated } from './support/travellers';
import { uiPattern, uiText } from './support/ui-text';
import { visibleEnglish } from './support/visible-english';

/**
 * Issue 25 defect 7: a traveller who reads Japanese or Simplified Chinese pays for SYD-LHR and reads the
 * confirmation without meeting English: no English interface text, and the cities, the fare and the
 * charges are named in the language ("シドニー", not "Sydney"). English place names are looked for in the
 * main content as words, so a brand such as "Qantas" or a code such as "SYD" is not counted.
 */
const LANGUAGES = ['ja', 'zh-CN'] as const;
const ENGLISH_PLACES =
  /.{0,12}\b(Sydney|London|Heathrow|Kingsford Smith|Singapore|Dubai|Hong Kong|Doha|Perth)\b.{0,12}/g;

async function expectNoEnglish(page: Page, language: string, screen: string) {
  expect(await visibleEnglish(page, language), `English interface text on ${screen}`).toEqual([]);
  const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(main.match(ENGLISH_PLACES) ?? [], `English place names on ${screen}`).toEqual([]);
  await expectNoAxeViolations(page);
}

test.describe.configure({ timeout: 120_000 });

for (const language of LANGUAGES) {
  test(`payment and confirmation in ${language}: no English, cities named in the language`, async ({
    page,
    baseURL,
  }) => {
    await openHomeIn(page, language, baseURL);
    const offer = await createReviewedOffer(page);
    await openPayment(page, offer, undefined, uiText(language, 'payment.heading'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await fillCardIn(page, language);
    await expect(page.getByTestId('total-with-surcharge')).toBeVisible();
    await expectNoEnglish(page, language, 'the payment page');

    await page.getByLabel(uiText(language, 'payment.consent.terms')).check();
    await page.getByLabel(uiText(language, 'payment.consent.details')).check();
    await page.getByRole('button', { name: uiPattern(language, 'payment.pay') }).click();
    await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_[0-9a-f]{24}$/, { timeout: 30_000 });
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6}$/);
    await hydrated(page);
    await expectNoEnglish(page, language, 'the confirmation page');
  });
}
