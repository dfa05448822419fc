/**
 * Drafts of published entries (issue 24, ADR 028 amendment): the demo editor changes a PUBLISHED deal's
 * lead-in price; readers keep the published price while the preview shows the new one; "Publish
 * changes" makes it live. A second draft is scheduled for tomorrow (readers still see the published
 * price) and then discarded, which brings the form back to the published version.
 */
import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { daysAhead } from './support/booking-api';
import { DEMO_EDITOR, signInAsEditor } from './support/editor-session';

const DEAL = 'sydney-new-york-qantas';
const EDIT_PATH = `/dashboard/ctg-backend/content/deal/${DEAL}`;
const DEAL_PATH = `/deals/${DEAL}`;
const aud = (amount: number) => `$${amount.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

/**
 * The prices an anonymous visitor's first visit shows: a new browser each time, since a browser keeps
 * its own copy of a content page for the minute Cache-Control allows.
 */
async function readerSees(browser: Browser, amounts: number[]): Promise<boolean[]> {
  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    await reader.goto(DEAL_PATH);
    return await Promise.all(
      amounts.map(async (amount) => (await reader.getByText(aud(amount)).count()) > 0),
    );
  } finally {
    await context.close();
  }
}

test.describe('drafts of published content', () => {
  // The refused past schedule answers the form again with 400.
  test.use({ expectedConsoleErrors: [/status of 400/] });
  test('a published deal keeps its price for readers until the changes are published', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const price = 4000 + (Date.now() % 5000);
    const amount = page.locator('[name="data.leadInPrice.amount"]');
    await signInAsEditor(page);

    await page.goto(EDIT_PATH);
    await expect(page.getByTestId('content-status')).toContainText('Published');
    await expect(page.getByTestId('content-draft')).toHaveCount(0);
    const published = Number(await amount.inputValue());
    expect(published).not.toBe(price);

    await amount.fill(String(price));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('content-notice')).toContainText(
      'Saved as unpublished changes: readers still see the published version.',
    );
    await expect(page.getByTestId('content-status')).toContainText('Published');
    await expect(page.getByTestId('content-draft')).toContainText(
      new RegExp(`^Unpublished changes, saved .+ by ${DEMO_EDITOR.email.replace('.', '\\.')}\\.`),
    );
    await expect(amount).toHaveValue(String(price));
    await expectNoAxeViolations(page);

    // Readers still get the published price.
    expect(await readerSees(browser, [published, price])).toEqual([true, false]);

    // The preview (the real page in preview edit mode) shows the draft.
    await page.getByTestId('content-preview').click();
    await expect(page.locator('.preview-ribbon')).toContainText('Preview');
    await expect(page.getByText(aud(price)).first()).toBeVisible();

    await page.goto(EDIT_PATH);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and published');
    await expect(page.getByTestId('content-draft')).toHaveCount(0);
    await expect.poll(() => readerSees(browser, [published, price])).toEqual([false, true]);

    // A scheduled draft waits for its time; discarding it brings back the published version.
    const later = price + 111;
    // Tomorrow on Sydney's calendar, the one the workspace schedules in: 09:00 then is always ahead.
    const tomorrow = daysAhead(1);
    await amount.fill(String(later));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('content-draft')).toContainText('Unpublished changes');
    // A time already past is refused, not published at once under "scheduled".
    await page.locator('[name="publishAt"]').fill('2020-01-01T09:00');
    await page.getByRole('button', { name: 'Schedule changes' }).click();
    await expect(page.getByText('That time has passed.')).toBeVisible();
    expect(await readerSees(browser, [price, later])).toEqual([true, false]);
    await page.locator('[name="publishAt"]').fill(`${tomorrow}T09:00`);
    await page.getByRole('button', { name: 'Schedule changes' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and scheduled.');
    await expect(page.getByTestId('content-draft')).toContainText('These changes go live');
    await expectNoAxeViolations(page);
    expect(await readerSees(browser, [price, later])).toEqual([true, false]);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByTestId('content-notice')).toContainText(
      'Draft discarded: the form shows the published version again.',
    );
    await expect(page.getByTestId('content-draft')).toHaveCount(0);
    await expect(amount).toHaveValue(String(price));
    await page.goto('/?mode=0');
  });
});
