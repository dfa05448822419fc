import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { hydrated, newTraveller } from './support/travellers';

/**
 * Issue 12 "Findability", "Search snippets", "Names at sign-up" and "Form polish" (sign-up): search and
 * the promotions can be reached from every page, snippets read as sentences, a name with an apostrophe
 * or hyphen is accepted as the ticket prints it, and an error does not stretch the field beside it.
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
};

async function openSignup(page: Page) {
  await page.goto('/account?view=signup');
  await hydrated(page);
}

test.describe('findability', () => {
  for (const width of [1280, 390]) {
    test(`the header leads to site search by keyboard at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const search = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
      await expect(search).toBeVisible();
      await search.focus();
      await expect(search).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Shortlist', exact: true }),
      ).toHaveAttribute('href', '/shortlist');
      await expectNoAxeViolations(page);
    });
  }

  test('the main menu links to every promotion', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
    for (const path of [
      '/promotions/europe-in-business-2027',
      '/promotions/asia-short-breaks',
      '/promotions/the-americas-2027',
    ]) {
      await expect(menu.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await page.goto('/promotions/asia-short-breaks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('search snippets are whole sentences with the match marked', async ({ page }) => {
    await page.goto('/search?q=concourse');
    const excerpts = page
      .locator('.search-result p.mt-2.text-ink-muted')
      .filter({ has: page.locator('mark') });
    await expect(excerpts.first()).toBeVisible({ timeout: 30_000 });
    const texts = await excerpts.allInnerTexts();
    for (const text of texts) {
      // The heading "Concourse A" no longer runs into the sentence that repeats it.
      expect(text).not.toMatch(/Concourse A Concourse/);
      // Starts at a sentence (capital or ellipsis) and ends at one (stop, or the ellipsis after it).
      expect(text.trim()).toMatch(/^(…|[A-Z0-9"“‘(])/);
      expect(text.trim()).toMatch(/([.!?…]|[.!?]["”’)]?)$/);
    }
    await expect(excerpts.first().locator('mark').first()).toHaveText(/concourse/i);
    await expectNoAxeViolations(page);
  });
});

test.describe('names at sign-up', () => {
  test("accepts O'Reilly-Test and shows what the ticket prints", async ({ page }) => {
    const traveller = newTraveller('oreilly');
    await openSignup(page);
    await page.getByLabel('First name').fill('Zoë');
    await page.getByLabel('Last name').fill("O'Reilly-Test");
    await expect(page.getByText('On your ticket: OREILLY TEST')).toBeVisible();
    await expect(page.getByText('On your ticket: ZOE')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('On your ticket: OREILLY TEST');
    await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
    await page.getByLabel('New password').fill(traveller.password);
    await page.getByLabel('Confirm password').fill(traveller.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('must contain only letters')).toHaveCount(0);
  });

  test('still refuses digits with the spec text', async ({ page }) => {
    await openSignup(page);
    await page.getByLabel('Last name').fill('Hartl3y');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Last name must contain only letters (A-Z, a-z) and spaces')).toBeVisible();
  });
});

test.describe('form polish', () => {
  for (const width of [1280, 390]) {
    test(`an error does not stretch the field beside it (sign-up, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignup(page);
      const title = page.getByLabel('Title');
      const firstName = page.getByLabel('First name');
      const [before, firstBefore] = [await box(title), await box(firstName)];
      // Title is optional: submitting the empty form puts errors under first and last name only.
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      const [after, firstAfter] = [await box(title), await box(firstName)];
      expect(after.height).toBe(before.height);
      // Measured against the erroring neighbour: the page may scroll to the first error.
      expect(after.y - firstAfter.y).toBe(before.y - firstBefore.y);
      await expectNoAxeViolations(page);
    });
  }
});
