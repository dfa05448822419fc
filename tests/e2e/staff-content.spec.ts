/**
 * The content workspace (issue 24): the demo editor changes a deal's lead-in price and text, previews
 * the draft on the real page, schedules it, publishes it, and an anonymous visitor sees the change
 * within the change-feed interval; the deal page's Edit button opens the deal in the workspace; a save
 * from a form drawn before that publish is refused naming who changed the deal, keeping what was typed.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { daysAhead } from './support/booking-api';
import { DEMO_AGENT, DEMO_EDITOR, signInAsEditor, signInAsStaff } from './support/editor-session';

const DEAL = 'sydney-athens-etihad';
const EDIT_PATH = `/dashboard/ctg-backend/content/deal/${DEAL}`;
const DEAL_PATH = `/deals/${DEAL}`;

test.describe('content workspace', () => {
  // One pattern: Playwright reads an option array whose second item is an object as [value, options].
  test.use({ expectedConsoleErrors: [/status of (403|404|409)/] });

  test('edit, preview, schedule and publish a deal; stale saves are refused', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const price = 4000 + (stamp % 5000);
    const summary = `Fly to Athens with Etihad via Abu Dhabi, updated ${stamp}.`;
    await signInAsEditor(page);

    await page.goto('/dashboard/ctg-backend/content?type=deal&q=athens');
    const row = page.locator(`tr[data-entry="deal/${DEAL}"]`);
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(EDIT_PATH);
    await expectNoAxeViolations(page);

    // Start from a draft, so the change can be previewed before readers see it.
    await page.getByRole('button', { name: 'Save and unpublish' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('unpublished');

    // A second tab drawn now: its form carries this version's updatedAt.
    const stalePage = await page.context().newPage();
    await stalePage.goto(EDIT_PATH);

    await page.locator('[name="data.leadInPrice.amount"]').fill(String(price));
    await page.locator('[name="data.summary"]').fill(summary);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved.');
    await expect(page.getByTestId('content-status')).toContainText('Draft');

    const anonymous = await browser.newContext();
    const reader = await anonymous.newPage();
    expect((await reader.goto(DEAL_PATH))?.status()).toBe(404);

    // Preview in the real page (preview edit mode), with the Edit button back to the workspace.
    await page.getByTestId('content-preview').click();
    await expect(page).toHaveURL((url) => url.pathname === DEAL_PATH && !url.searchParams.has('mode'));
    await expect(page.locator('.preview-ribbon')).toContainText('Preview');
    await expect(page.getByText(summary)).toBeVisible();
    await expect(
      page.getByText(`$${price.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`).first(),
    ).toBeVisible();
    await page.locator('.edit-button[data-edit-type="deal"]').click();
    await expect(page).toHaveURL(EDIT_PATH);

    // Scheduled for tomorrow: still not for readers.
    const tomorrow = daysAhead(1);
    await page.locator('[name="publishAt"]').fill(`${tomorrow}T09:00`);
    await page.getByRole('button', { name: 'Save and schedule' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and scheduled.');
    await expect(page.getByTestId('content-status')).toContainText('Scheduled');
    expect((await reader.goto(DEAL_PATH))?.status()).toBe(404);

    await page.getByRole('button', { name: 'Save and publish now' }).click();
    await expect(page.getByTestId('content-notice')).toContainText('Saved and published');
    await expect
      .poll(async () => (await reader.request.get(DEAL_PATH)).status(), { timeout: 5_000 })
      .toBe(200);
    await reader.goto(DEAL_PATH);
    await expect(reader.getByText(summary)).toBeVisible();
    await expect(
      reader.getByText(`$${price.toLocaleString('en-AU', { minimumFractionDigits: 2 })}`).first(),
    ).toBeVisible();
    await expect(reader.locator('.edit-button')).toHaveCount(0);
    expect(await reader.locator('script[src]').count()).toBe(0);
    await anonymous.close();

    // History: the versions each write replaced, with who, and a field-level diff against now.
    await expect(page.getByTestId('content-history')).toContainText(DEMO_EDITOR.email);
    await page.getByRole('link', { name: 'Compare with current' }).last().click();
    await expect(page.getByTestId('content-diff')).toContainText('leadInPrice.amount');
    await expectNoAxeViolations(page);

    // The tab drawn before these saves: its save is refused, naming who changed the deal.
    const staleName = `Stale name ${stamp}`;
    await stalePage.locator('[name="data.name"]').fill(staleName);
    await stalePage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(stalePage.getByTestId('content-problem')).toContainText(
      `${DEMO_EDITOR.email} changed this at`,
    );
    await expect(stalePage.getByTestId('content-problem')).toContainText('your changes were not saved');
    await expect(stalePage.locator('[name="data.name"]')).toHaveValue(staleName);
    await stalePage.close();
    await page.goto('/?mode=0');
  });

  test('agents get 403 from the workspace pages', async ({ browser }) => {
    const context = await browser.newContext();
    const agent = await context.newPage();
    await signInAsStaff(agent, DEMO_AGENT);
    expect((await agent.goto('/dashboard/ctg-backend/content'))?.status()).toBe(403);
    expect((await agent.goto(EDIT_PATH))?.status()).toBe(403);
    await expect(agent.getByRole('alert')).toContainText('content editors and admins');
    await context.close();
  });
});
