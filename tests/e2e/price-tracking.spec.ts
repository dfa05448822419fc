import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAsDemo } from './support/after-booking';
import { daysAhead } from './support/booking-api';

/**
 * Issue 25 "Price tracking": a guest tracks a search from the results page, confirms it through the
 * emailed link (read from the development outbox), and the unsubscribe link of that email stops it.
 */

const resultsPath = (depart: string, back: string) =>
  `/flight/result?trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=${depart}&return=${back}&adults=1&cabin=Business`;

interface OutboxEmail {
  subject: string;
  text: string;
}

test('a guest tracks prices, confirms by email, and unsubscribes', async ({ page }) => {
  const email = `tracker.${Date.now()}@example.com`;
  const depart = daysAhead(45);
  const back = daysAhead(59);
  await page.goto(resultsPath(depart, back));
  // A band button opens the panel (it keeps the first screen for the flights).
  await page.locator('.track-price > summary').click();
  const panel = page.getByRole('region', { name: 'Track prices' });
  await panel.getByLabel('Your email').fill(email);
  await panel.getByRole('button', { name: 'Track prices' }).click();
  await expect(panel.getByRole('status')).toContainText('Check your email to confirm');
  // Not "We will email you" until the email is confirmed.
  await expect(panel).not.toContainText('We will email you when the price drops');

  // The confirmation is written to the outbox within the request that asked for it.
  const outbox = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}&limit=5`);
  const emails = (await outbox.json()).data.emails as OutboxEmail[];
  expect(emails).toHaveLength(1);
  expect(emails[0]!.subject).toBe('Confirm your price alert: Sydney to London');
  // The path and query of an emailed link (the site's origin in the email may differ from the test's).
  const link = (landing: 'confirm' | 'unsubscribe') => {
    const found = new RegExp(`https?://\\S+/price-tracking/${landing}\\?token=[A-Za-z0-9_-]{43}`).exec(
      emails[0]!.text,
    );
    expect(found, `the ${landing} link`).not.toBeNull();
    const url = new URL(found![0]);
    return `${url.pathname}${url.search}`;
  };

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(link('confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm price tracking' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start tracking' }).click();
  await expect(page.getByRole('status')).toContainText('We will email you when the price drops');
  expect(new URL(page.url()).search).toBe('?outcome=done');

  // The same link again: already used.
  await page.goto(link('confirm'));
  await page.getByRole('button', { name: 'Start tracking' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or was already used');

  await page.goto(link('unsubscribe'));
  await page.getByRole('button', { name: 'Stop tracking' }).click();
  await expect(page.getByRole('status')).toContainText('We will not email you about this price again');

  // The unsubscribe link again: nothing is tracked any more.
  await page.goto(link('unsubscribe'));
  await page.getByRole('button', { name: 'Stop tracking' }).click();
  await expect(page.getByRole('alert')).toContainText('no longer tracked');
});

test('a signed-in traveller tracks with one button, to the account email', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto(resultsPath(daysAhead(50), daysAhead(64)));
  await page.locator('.track-price > summary').click();
  const panel = page.getByRole('region', { name: 'Track prices' });
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Track prices' }).click();
  await expect(panel.getByRole('status')).toContainText('We will email you when the price drops');
  await expectNoAxeViolations(page);
});
