import type { Page } from '@playwright/test';

/** Test cards of the reference gateway (docs/payments-gateway.md). */
export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/**
 * Fills the shared card fields (flight and hotel payment) for a cardholder in Sydney; `country`
 * chooses the billing country when the test needs it set explicitly.
 */
export async function fillCard(page: Page, number: string, options: { country?: string } = {}) {
  await page.getByLabel('Name on card').fill('Amelia Hartley');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('CCV').fill('123');
  await page.getByLabel('Address').fill('1 George Street');
  await page.getByLabel('City').fill('Sydney');
  await page.getByLabel('State').fill('NSW');
  await page.getByLabel('Postcode').fill('2000');
  if (options.country) await page.getByLabel('Country').selectOption(options.country);
}
