import { expect, test } from './fixtures';
import { reachSeats, stepHeading } from './support/seats-step';

/**
 * Issue 25, defect 11: the booking steps are browser history entries. Back goes to the previous step
 * (not off the booking), Forward comes back, and Back from the first step leaves the booking.
 */
test('booking steps: Back and Forward move between the steps of /flight/book', async ({ page }) => {
  test.setTimeout(180_000);
  await reachSeats(page);

  await page.goBack();
  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await expect(page).toHaveURL(/\/flight\/book$/);
  await expect(page.getByLabel('Email')).toHaveValue('james.citizen@example.com');
  await page.goBack();
  await expect(stepHeading(page, 'Passengers')).toBeFocused();
  await page.goForward();
  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await page.goForward();
  await expect(stepHeading(page, 'Seats')).toBeFocused();
  await expect(page.getByRole('grid', { name: /^Seat map, SYD – / })).toBeVisible({ timeout: 20_000 });

  // A reload keeps the step and its entry: Back still reaches the step before it.
  await page.reload();
  await expect(stepHeading(page, 'Seats')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Contact details')).toBeFocused();

  // The in-page Back button is a step too; from the first step, browser Back leaves the booking.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page, 'Passengers')).toBeFocused();
  await page.goBack();
  await expect(stepHeading(page, 'Contact details')).toBeFocused();
  await page.goBack();
  await expect(stepHeading(page, 'Passengers')).toBeFocused();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/flight\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
});
