import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';
import { CARDS } from './support/cards';
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

async function fillCardIn(page: Page, language: string) {
  const name = (key: string) => ({ name: uiText(language, `payment.card.${key}`), exact: true });
  const field = (key: string) => page.getByRole('textbox', name(key));
  const choice = (key: string) => page.getByRole('combobox', name(key));
  await field('cardName').fill('Amelia Hartley');
  await field('cardNumber').fill(CARDS.approve);
  await choice('expiryMonth').selectOption('12');
  await choice('expiryYear').selectOption(String(new Date().getFullYear() + 3));
  await field('ccv').fill('123');
  await field('address').fill('1 George Street');
  await field('city').fill('Sydney');
  await field('state').fill('NSW');
  await field('postcode').fill('2000');
}

test.describe.configure({ timeout: 120_000 });

for (const language of LANGUAGES) {
  test(`payment and confirmation in ${language}: no English, cities named in the language`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'ctg_lang', value: language, url: baseURL ?? 'http://127.0.0.1:4321' },
    ]);
    await page.goto('/');
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
