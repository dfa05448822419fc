import { expect, expectNoAxeViolations, test } from './fixtures';
import { hydrated, newSignedInTraveller } from './support/travellers';

/**
 * The traveller's mobile in three parts (spec §3 "mobile number with country and area"), the seat
 * preference from GET /Utilities/GetSeatPreferenceOptions, and the search form's cabins from
 * POST /Utilities/Cabin.
 */

test.describe('traveller preferences', () => {
  // Signs up, reads the outbox and signs in with the emailed code: longer than the default 30 s.
  test.slow();

  test('a landline saved with its area comes back split; the seat is a code of the utility', async ({
    page,
  }) => {
    await newSignedInTraveller(page);
    await page.goto('/dashboard/traveller-info');
    await hydrated(page);
    const personal = page.getByRole('region', { name: 'Personal Details' });
    await personal.getByLabel('Date of birth').fill('1985-04-12');
    await personal.getByLabel('Gender').selectOption('Female');
    await expect(personal.getByText('a landline does, e.g. 2 for Sydney')).toBeVisible();
    await personal.getByLabel('Area code (optional)').fill('2');
    await personal.getByLabel('Mobile number').fill('0412 345 678');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(personal.getByText('Please enter valid mobile number')).toBeVisible();
    await personal.getByLabel('Mobile number').fill('9876 5432');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(
      personal.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    await page.reload();
    await hydrated(page);
    const saved = page.getByRole('region', { name: 'Personal Details' });
    await expect(saved.getByLabel('Area code (optional)')).toHaveValue('2');
    await expect(saved.getByLabel('Mobile number')).toHaveValue('9876 5432');

    await page.goto('/dashboard/preferences');
    await hydrated(page);
    const extra = page.getByRole('region', { name: 'Additional Preferences' });
    await expect(extra.getByRole('radio')).toHaveCount(3);
    await expect(extra.getByRole('radio', { name: 'No preference' })).toHaveValue('N');
    await extra.getByRole('radio', { name: 'Window' }).check();
    await extra.getByRole('button', { name: 'Save additional preferences' }).click();
    await expect(
      extra.getByRole('status').filter({ hasText: 'Your changes have been saved.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Window' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Window' })).toHaveValue('W');
    await expectNoAxeViolations(page);
  });
});

test("the home page's cabins are the ones POST /Utilities/Cabin sells, in its order", async ({ page }) => {
  // The options are the server's render (the hotel search island waits to be scrolled into view).
  await page.goto('/');
  const answer = await page.request.post('/api/booking/Utilities/Cabin', {
    data: { siteId: 'ctg-au-web' },
    headers: { 'Content-Type': 'application/json' },
  });
  const sold = ((await answer.json()).data as { code: string }[]).map((cabin) => cabin.code);
  expect(sold.length).toBeGreaterThan(0);
  const cabin = page.getByRole('combobox', { name: 'Cabin' }).first();
  await expect(cabin.locator('option')).toHaveCount(sold.length);
  expect(
    await cabin
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(sold);
  await expect(cabin).toHaveValue('Business');
});
