import type { Page } from '@playwright/test';
import { sydneyMonthDay } from './support/trip-dates';
import { expect, test } from './fixtures';
import { visibleEnglish } from './support/visible-english';

/**
 * Issue 13, the flight screens in another language: the date picker starts its weeks and names its
 * days as the language does, the form's summary and dates are written in it, and the results page's
 * prices, durations and counts follow it. Japanese: weeks start on Sunday, "2026年12月15日(火)".
 */

const SEARCH_BUDGET = 60_000;
test.describe.configure({ timeout: 180_000 });

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The 15th of next month: always bookable, never inside the lead time. */
function nextMonth15th(): string {
  return sydneyMonthDay(1, 15);
}
const japanese = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));

async function inLanguage(page: Page, language: string) {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost');
  await page.context().addCookies([{ name: 'ctg_lang', value: language, url: url.origin }]);
}

test.describe('flights in Japanese', () => {
  test.beforeEach(async ({ page }) => inLanguage(page, 'ja'));

  test('the date picker starts on Sunday and names days in Japanese; the form writes them so', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: '航空券を検索' });
    // "復路出発日" (returning) also holds "出発日": the departing one starts with it.
    const departing = form.getByRole('button', { name: /^出発日/ });
    await expect(departing).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('button', { name: /ご搭乗者/ })).toContainText('大人1名');

    await departing.click();
    const dialog = page.getByRole('dialog', { name: '出発日', exact: true });
    await expect(dialog).toBeVisible();
    const headers = dialog.locator('table').first().locator('th');
    await expect(headers).toHaveText(['日', '月', '火', '水', '木', '金', '土']);
    await expect(headers.first()).toHaveAttribute('abbr', '日曜日');
    expect(await visibleEnglish(page, 'ja')).toEqual([]);

    const date = nextMonth15th();
    const longName = japanese(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const day = dialog.getByRole('button', { name: new RegExp(`^${longName}`) });
    while (!(await day.isVisible())) await dialog.getByRole('button', { name: '次の月' }).click();
    // Home goes to the start of the week: a Sunday.
    await day.focus();
    await page.keyboard.press('Home');
    const sunday = await dialog.locator('button:focus').getAttribute('data-date');
    expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
    await day.click();
    // The return calendar opens next; closing it leaves the chosen departure.
    await expect(page.getByRole('dialog', { name: '復路出発日' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const shown = japanese(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    await expect(departing).toContainText(shown);
  });

  test('the results are in Japanese: counts, durations, prices', async ({ page }) => {
    const depart = nextMonth15th();
    const back = iso(new Date(Date.parse(`${depart}T00:00:00Z`) + 14 * 86_400_000));
    await page.goto(
      `/flight/result?trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=${depart}&return=${back}&adults=1&cabin=Business`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('シドニー発 ロンドン行き');
    await expect(page.locator('.band-meta')).toContainText('1名様分の合計');
    const row = page.locator('article.flight-card').first();
    await expect(row).toBeVisible({ timeout: SEARCH_BUDGET });
    await expect(row).toContainText(/\d+時間\d*分?/);
    await expect(row).toContainText('A$');
    await expect(page.getByRole('status').filter({ hasText: /便中\d+便を表示/ })).toHaveCount(1);
    // A row opened: its fares, their rules and the connections.
    await row.getByRole('button', { name: /運賃を比較/ }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await visibleEnglish(page, 'ja')).toEqual([]);
  });

  test('a search that cannot run explains itself in Japanese, the form too', async ({ page }) => {
    await page.goto('/flight/result?trip=oneway&from=SYD&to=LHR');
    await expect(page.getByRole('alert').first()).toContainText('出発地、目的地、出発日を入力してください');
    const unknown = await page.request.get(
      '/flight/result?trip=oneway&from=Atlantis&to=LHR&depart=2099-01-01',
    );
    expect(await unknown.text()).toContain('「Atlantis」に一致する空港・都市が見つかりませんでした');

    // The form's own check, in the browser: nothing filled in.
    const form = page.getByRole('form', { name: '検索条件を修正' });
    await expect(form.getByRole('button', { name: /^出発日/ })).toBeVisible({ timeout: 30_000 });
    await form.getByRole('combobox', { name: '出発地', exact: true }).fill('');
    await form.getByRole('button', { name: '航空券を検索' }).click();
    await expect(form.getByRole('alert')).toHaveText(/を入力してください$/);
  });
});
