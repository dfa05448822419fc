import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { addDays } from '../../src/shared/domain/calendar-days';
import { todayIn } from '../../src/shared/domain/zone-clock';
import { hydrated, newTraveller, signIn, signUpAndConfirm } from './support/travellers';
import { visibleEnglish } from './support/visible-english';

/**
 * Issue 13, the hotel screens in another language: results (counts, plurals, filters, prices) and the
 * property page (rooms, times, reviews) say nothing in English but names and data, and still fit a
 * 390 px phone. Japanese writes "3泊・大人2名", Indonesian "3 malam, 2 dewasa". The flight and hotel
 * booking pages are checked the same way in Korean and Chinese.
 */
test.describe.configure({ timeout: 180_000 });

const sydneyDay = (days: number) => addDays(todayIn('Australia/Sydney'), days);
const search = `code=MEL&type=City&name=Melbourne&checkIn=${sydneyDay(21)}&checkOut=${sydneyDay(24)}&adults=2&children=0`;

async function inLanguage(page: Page, language: string) {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost');
  await page.context().addCookies([{ name: 'ctg_lang', value: language, url: url.origin }]);
}

const cases = [
  {
    language: 'ja',
    heading: 'Melbourneのホテルを選ぶ',
    stay: '3泊・大人2名',
    seeRooms: '客室を見る',
    rooms: '客室と料金',
  },
  {
    language: 'id',
    heading: 'Pilih hotel Anda di Melbourne',
    stay: '3 malam, 2 dewasa',
    seeRooms: 'Lihat kamar',
    rooms: 'Kamar dan tarif',
  },
] as const;

for (const { language, heading, stay, seeRooms, rooms } of cases) {
  test(`hotel results and a property in ${language}`, async ({ page }) => {
    const traveller = newTraveller(`hotel-${language}`);
    await signUpAndConfirm(page, traveller);
    await signIn(page, traveller);
    await inLanguage(page, language);

    await page.goto(`/hotel/result?${search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused({ timeout: 20_000 });
    const card = page.getByRole('main').locator('article').first();
    await expect(card).toContainText(stay);
    expect(await visibleEnglish(page, language)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`hotel-results-${language}-390.png`) });

    await card.getByRole('link', { name: seeRooms }).click();
    const section = page.getByRole('region', { name: rooms });
    await expect(section.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    await expect(section).toContainText(stay);
    await hydrated(page);
    expect(await visibleEnglish(page, language)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await section.screenshot({ path: test.info().outputPath(`hotel-rooms-${language}-390.png`) });

    // The first room: the booking steps, in the same language.
    await section.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/hotel\/book/, { timeout: 20_000 });
    await hydrated(page);
    await expect(page.getByTestId('stay-total')).toBeVisible();
    expect(await visibleEnglish(page, language)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
}

for (const { language, flightNone, hotelNone } of [
  {
    language: 'ko',
    flightNone: '이 창에서 진행 중인 예약이 없습니다.',
    hotelNone: '이 창에는 예약할 객실이 없습니다.',
  },
  { language: 'zh-CN', flightNone: '此窗口中没有进行中的预订。', hotelNone: '此窗口中没有可预订的客房。' },
] as const) {
  test(`the booking and payment pages with nothing in progress, in ${language}`, async ({ page }) => {
    const traveller = newTraveller(`booking-${language}`);
    await signUpAndConfirm(page, traveller);
    await signIn(page, traveller);
    await inLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });

    for (const [path, text] of [
      ['/flight/book', flightNone],
      ['/hotel/book', hotelNone],
      ['/flight/payment', ''],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      if (text) await expect(page.getByText(text)).toBeVisible();
      expect(await visibleEnglish(page, language), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}
