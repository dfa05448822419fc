import { expect, test } from './fixtures';

/**
 * Issue 25 defect 10: on a phone the date picker shows two months one above the other, and its "Select
 * date" button was below the fold: a traveller had to scroll the dialog to find it. It stays in view
 * at the dialog's foot while the months scroll.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the date picker keeps "Select date" in view', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search flights' });
  await form.getByRole('button', { name: /^Departing/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const done = dialog.getByRole('button', { name: 'Select date' });
  await expect(done).toBeInViewport({ ratio: 1 });
  // Still in view with the second month scrolled to.
  await dialog.locator('.calendar-grid').last().scrollIntoViewIfNeeded();
  await expect(done).toBeInViewport({ ratio: 1 });
});
