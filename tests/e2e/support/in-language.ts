import type { BrowserContext, Page } from '@playwright/test';
import { CARDS } from './cards';
import { uiText } from './ui-text';

/** Steps of the journeys run in another language (issues 13 and 25). */

/** Chooses the site's language for the browser, as the language menu's cookie does. */
export async function useLanguage(context: BrowserContext, language: string, baseURL: string | undefined) {
  await context.addCookies([{ name: 'ctg_lang', value: language, url: baseURL ?? 'http://127.0.0.1:4321' }]);
}

/** Opens the home page with the site's language chosen. */
export async function openHomeIn(page: Page, language: string, baseURL: string | undefined) {
  await useLanguage(page.context(), language, baseURL);
  await page.goto('/');
}

/** Fills the payment form's card and billing address, finding each field by its label in the language. */
export async function fillCardIn(page: Page, language: string) {
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
