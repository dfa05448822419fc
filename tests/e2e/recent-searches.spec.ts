import { expect, test } from './fixtures';
import { daysAhead, searchMelbourneLondon } from './support/booking-api';
import { newSignedInTraveller } from './support/travellers';

/**
 * Issue 25 item 12: a signed-in traveller's recent searches are offered under the home flight search
 * form, as links that run the same search again; a guest's home page has none.
 */

test('a signed-in traveller picks a recent search up again from the home page', async ({ page }) => {
  await newSignedInTraveller(page, 'recent-search');
  const depart = daysAhead(50);
  const back = daysAhead(60);
  await searchMelbourneLondon(page.request, { depart, back }, 2, 'Economy');

  await page.goto('/');
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  const link = recent.getByRole('link', { name: /MEL → LHR/ });
  await expect(link).toContainText('Return');
  await expect(link).toContainText('2 travellers');
  await link.click();
  await expect(page).toHaveURL(/\/flight\/result\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('from')[0]).toBe('MEL');
  expect(params.getAll('to')[0]).toBe('LHR');
  expect(params.getAll('depart')[0]).toBe(depart);
  expect(params.get('return')).toBe(back);
});

test('a guest home page lists no recent searches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('recent-searches')).toHaveCount(0);
});
