import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 25 item 12, spec routes table: "/" and "/contact" are "kept alive". In this multi-page site that
 * means what a visitor typed survives leaving the page by a link and coming back in the same tab, by
 * Back or by a link again; a message that was sent is not offered again.
 */

const contactForm = (page: Page) => page.locator('#form-contact');

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Ann');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByLabel('What is it about?').selectOption('deal');
  await form.getByLabel('Message').fill('Please call me about Europe in May.');
}

async function expectContactTyped(page: Page) {
  const form = contactForm(page);
  await expect(form.getByLabel('First name')).toHaveValue('Ann');
  await expect(form.getByLabel('Last name')).toHaveValue('Lee');
  await expect(form.getByLabel('Email')).toHaveValue('ann@example.com');
  await expect(form.getByLabel('What is it about?')).toHaveValue('deal');
  await expect(form.getByLabel('Message')).toHaveValue('Please call me about Europe in May.');
}

/** Leaves by the header's Deals link, as a visitor would. */
async function leaveByDealsLink(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Deals', exact: true }).click();
  await expect(page).toHaveURL(/\/deals$/);
}

async function returnByContactLink(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
}

test.describe('contact form kept alive', () => {
  test('the page may enter the back/forward cache: no no-store, no unload handler', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.headers()['cache-control'] ?? '').not.toMatch(/no-store/);
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/\bunload\b/);
  });

  test('typing survives leaving by a link and coming back by Back', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page);
    await leaveByDealsLink(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expectContactTyped(page);
  });

  test('typing survives leaving by a link and coming back by a link', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page);
    await leaveByDealsLink(page);
    await returnByContactLink(page);
    await expectContactTyped(page);
    // Still kept after a second round trip, and changes made after a return are what is kept.
    await contactForm(page).getByLabel('First name').fill('Anna');
    await leaveByDealsLink(page);
    await returnByContactLink(page);
    await expect(contactForm(page).getByLabel('First name')).toHaveValue('Anna');
  });

  test('after a successful send the form comes back empty', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message has reached our team')).toBeVisible();

    await leaveByDealsLink(page);
    await returnByContactLink(page);
    const form = contactForm(page);
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('First name')).toHaveValue('');

    await leaveByDealsLink(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });
});

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search flights' });
const placeField = (form: Locator, label: 'Leaving from' | 'Going to') =>
  form.getByRole('combobox', { name: label, exact: true });

/** The island has hydrated: its date fields have become calendar buttons. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: /Departing on/ }).first()).toBeVisible({ timeout: 30_000 });
}

async function choosePlace(page: Page, field: Locator, text: string, option: RegExp) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('home search form kept alive', () => {
  test('the chosen route survives leaving by a link, by Back and by a link home', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await choosePlace(page, placeField(form, 'Leaving from'), 'syd', /^Sydney \(SYD\)/);
    await choosePlace(page, placeField(form, 'Going to'), 'lon', /^London/);
    const from = await placeField(form, 'Leaving from').inputValue();
    const to = await placeField(form, 'Going to').inputValue();
    expect(from).toMatch(/Sydney/);
    expect(to).toMatch(/London/);

    await leaveByDealsLink(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(placeField(searchForm(page), 'Leaving from')).toHaveValue(from);
    await expect(placeField(searchForm(page), 'Going to')).toHaveValue(to);

    await leaveByDealsLink(page);
    // The brand link in the header goes home.
    await page.locator('header a.brand').click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(placeField(searchForm(page), 'Leaving from')).toHaveValue(from);
    await expect(placeField(searchForm(page), 'Going to')).toHaveValue(to);
  });
});
