/**
 * Issue 13 on the account screens: in Japanese and Bahasa Indonesia the forms' validation messages
 * (English data from the shared schemas) and the services' answers are written in the language, the
 * title select names titles in it, and Settings shows security events on the Sydney clock in the
 * language's own date format instead of "UTC". No English interface text is visible on the dashboard.
 */
import { expect, test } from './fixtures';
import { useLanguage } from './support/in-language';
import { hydrated, newSignedInTraveller } from './support/travellers';
import { visibleEnglish } from './support/visible-english';

test.slow();

test('sign-up in Japanese: the schema messages and the field label come in Japanese', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, 'ja', baseURL);
  await page.goto('/account?view=signup');
  await hydrated(page);
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(page.getByText('必須項目です').first()).toBeVisible();
  await page.getByLabel('名（ローマ字）').fill('Am3lia');
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(page.getByText('名はローマ字（A～Z、a～z）とスペースのみで入力してください')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.getByLabel('敬称').locator('option', { hasText: 'Ms（女性）' })).toHaveCount(1);
  expect(await visibleEnglish(page, 'ja')).toEqual([]);
});

test('the dashboard in Bahasa Indonesia and Japanese: no English, security events on the local clock', async ({
  page,
  context,
  baseURL,
}) => {
  await newSignedInTraveller(page);
  await useLanguage(context, 'id', baseURL);
  for (const path of ['/dashboard', '/dashboard/traveller-info', '/dashboard/preferences']) {
    await page.goto(path);
    await hydrated(page);
    expect(await visibleEnglish(page, 'id'), path).toEqual([]);
  }
  await page.goto('/dashboard/traveller-info');
  await hydrated(page);
  await page.getByRole('button', { name: 'Simpan paspor' }).click();
  await expect(
    page.getByText('Masukkan nomor paspor yang valid').or(page.getByText('Wajib diisi')).first(),
  ).toBeVisible();

  await useLanguage(context, 'ja', baseURL);
  await page.goto('/dashboard/settings');
  await hydrated(page);
  const events = page.locator('table time');
  await expect(events.first()).toBeVisible();
  await expect(events.first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/);
  await expect(page.locator('table')).not.toContainText('UTC');
  expect(await visibleEnglish(page, 'ja')).toEqual([]);
});
