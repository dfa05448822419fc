import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { returnTripDates, sydneyLondonResultsUrl } from './trip-dates';

/**
 * Shared steps of the flight search journeys (flights*.spec.ts, issue 4 "Screens"): dates as the form
 * names and shows them, the search form's place and date pickers, and waiting for the results.
 */

/** The 15th of next month (the "next month"), and a return two weeks later. */
export const nextMonthDates = () => returnTripDates(15, 14);
/** "Tuesday 15 December 2026": the name of a day in the date picker. */
function dayName(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  // English names from Intl, independently of the site's own list.
  const name = (part: 'weekday' | 'month') =>
    new Intl.DateTimeFormat('en', { [part]: 'long', timeZone: 'UTC' }).format(day);
  return `${name('weekday')} ${day.getUTCDate()} ${name('month')} ${day.getUTCFullYear()}`;
}

/** "Tue 29 Dec 2026", as the form shows a chosen date. */
export function formatDay(date: string): string {
  const [weekday = '', , month = ''] = dayName(date).split(' ');
  const day = new Date(`${date}T00:00:00Z`);
  return `${weekday.slice(0, 3)} ${day.getUTCDate()} ${month.slice(0, 3)} ${day.getUTCFullYear()}`;
}

export function resultsUrl(depart: string, back: string, extra = ''): string {
  return sydneyLondonResultsUrl({ depart, back }, 1, extra);
}

export async function choosePlace(page: Page, field: Locator, text: string, option: RegExp) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

export async function pickDate(page: Page, trigger: Locator, date: string) {
  const dialog = page.getByRole('dialog');
  // The return calendar opens by itself once the departure is chosen (issue 12).
  if (!(await dialog.isVisible())) await trigger.click();
  await expect(dialog).toBeVisible();
  const day = dialog.getByRole('button', { name: new RegExp(`^${dayName(date)}(,|$)`) });
  while (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(trigger).toContainText(formatDay(date));
}

/** The search form island has hydrated (its date fields become calendar buttons). */
export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Departing on/ })).toBeVisible();
}

/** A search on a busy 2-core machine can take tens of seconds: an explicit budget, never a retry. */
export const SEARCH_BUDGET = 60_000;

export async function waitForResults(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({
    timeout: SEARCH_BUDGET,
  });
  await expect(page.locator('article.flight-card').first()).toBeVisible({ timeout: SEARCH_BUDGET });
}

export const cards = (page: Page) => page.locator('article.flight-card');

/** Opens the first result's fares; the result's card, to choose a fare in. */
export async function openFirstFares(page: Page): Promise<Locator> {
  const card = cards(page).first();
  await card.getByRole('button', { name: /Compare \d fares/ }).click();
  return card;
}

/** Opens the first result's fares and selects the first fare offered (on the outbound, "Select and continue"). */
export async function selectFirstFare(page: Page) {
  const card = await openFirstFares(page);
  await card
    .getByRole('button', { name: /^Select and continue/ })
    .first()
    .click();
}
