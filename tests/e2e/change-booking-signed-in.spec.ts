import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  DEARER_CHANGE_FROM,
  DEMO,
  listChangeOptions,
  money,
  pickChangeOption,
  signInAsDemo,
} from './support/after-booking';
import { bookFlexibleFareByCard } from './support/book-by-card';
import { CARDS } from './support/cards';
import { waitForEmail } from './support/travellers';

const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/**
 * Lists flights 3 days after the booked date and chooses the first option, on that date or a nearby
 * one, whose fare difference is more than nothing. Answers the option's figures as the table showed them.
 */
async function chooseDearerFlight(page: Page, section: Locator) {
  await listChangeOptions(section, DEARER_CHANGE_FROM);
  const chosen = await pickChangeOption(section, async (row) => {
    // Departs, arrives, fare difference, taxes difference, change fee, to pay, choose.
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    if (cells[2] === '$0.00') return undefined;
    await expectNoAxeViolations(page);
    const flights = (await row.locator('th').innerText()).trim();
    await row.getByRole('button', { name: `Choose ${flights}` }).click();
    return { flights, fare: cells[2]!, total: cells[5]! };
  });
  if (chosen) return chosen;
  throw new Error('no flight with a fare difference on a nearby date');
}

/**
 * Issue 23, "a signed-in traveller moves a fare to another date and pays the difference": the demo
 * traveller signs in (password and the emailed code), books a Business fare with her account over HTTP,
 * opens the trip from the dashboard, moves the journey to a dearer flight and pays the difference with
 * a card typed with the keyboard alone; the trip shows the new flight, the amount charged and both
 * payments of the order.
 */
test.describe('change dates, signed in', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo traveller moves her journey to a dearer flight and pays the difference by card', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const booked = await bookFlexibleFareByCard(page, DEMO.email, DEARER_CHANGE_FROM);

    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming Trips' });
    await upcoming.getByRole('link', { name: new RegExp(`, booking ${booked.bookingReference}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/trips/${booked.orderId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Trip ${booked.bookingReference}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const section = page.getByRole('region', { name: 'Change dates' });
    const chosen = await chooseDearerFlight(page, section);
    expect(chosen.fare).toMatch(MONEY);
    const quote = section.getByTestId('change-quote');
    await expect(quote).toContainText(`New flights: ${chosen.flights}, departing `);
    await expect(quote).toContainText(`To pay: ${chosen.total}.`);
    const figures = quote.getByTestId('change-figures');
    await expect(figures.getByRole('row', { name: /^Fare difference/ }).locator('td')).toHaveText(
      chosen.fare,
    );
    await expect(figures.getByRole('row', { name: /^To pay/ }).locator('td')).toHaveText(chosen.total);
    const departs = (await quote.textContent())?.match(/departing (.+?)\. To pay/)?.[1];
    expect(departs).toBeDefined();
    const visaTotal = (
      await quote
        .getByTestId('change-surcharges')
        .getByRole('row', { name: /^Visa/ })
        .locator('td')
        .nth(1)
        .innerText()
    ).trim();
    expect(visaTotal).toMatch(MONEY);
    await expectNoAxeViolations(page);

    // Keyboard only: each field reached with Tab from the one before, typed, and the form sent with Enter.
    await quote.getByLabel('Name on card').focus();
    await page.keyboard.type('Olivia Nguyen');
    await page.keyboard.press('Tab');
    await expect(quote.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type(CARDS.approve);
    await page.keyboard.press('Tab');
    await expect(quote.getByLabel('Expiry month')).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(quote.getByLabel('Expiry year')).toBeFocused();
    const year = String(new Date().getFullYear() + 3);
    await page.keyboard.type(year);
    await page.keyboard.press('Tab');
    await expect(quote.getByLabel('Security code (CCV)')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(quote.getByRole('button', { name: 'Pay and change' })).toBeFocused();
    await expect(quote.getByLabel('Expiry month')).toHaveValue('12');
    await expect(quote.getByLabel('Expiry year')).toHaveValue(year);
    const changedAt = Date.now();
    await page.keyboard.press('Enter');

    const outcome = page.getByTestId('change-outcome');
    await expect(outcome).toContainText('Your booking is changed.');
    await expect(outcome).toContainText(`${visaTotal} was charged to the card ending in 4242.`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/trips/${booked.orderId}(#change-dates)?$`));
    expect(page.url()).not.toContain('4242');
    const itinerary = page.getByRole('region', { name: 'Itinerary' });
    await expect(itinerary.getByRole('listitem').first()).toContainText(`Departs: ${departs!}`);
    for (const flight of chosen.flights.split(', ')) await expect(itinerary).toContainText(flight);
    await expectNoAxeViolations(page);

    // The order's payments, each as money: the booking's, and the change's with its date and card.
    const payments = page.getByRole('region', { name: 'Payment' });
    await expect(payments.getByTestId('order-amount')).toHaveText(money(booked.chargedCents));
    await expect(payments.getByText('Visa card ending in 4242 · Paid')).toBeVisible();
    const changePayments = payments.getByRole('list', { name: 'Date changes' }).getByRole('listitem');
    await expect(changePayments).toHaveCount(1);
    await expect(changePayments).toHaveText(
      new RegExp(
        `^Date change on [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2} \\d{4}: \\${visaTotal} charged to the Visa card ending in 4242\\.$`,
      ),
    );
    // Still there when the page is opened again, after the one-time outcome is gone.
    await page.reload();
    await expect(page.getByTestId('change-outcome')).toHaveCount(0);
    await expect(changePayments).toHaveCount(1);
    await expect(changePayments).toContainText(`${visaTotal} charged to the Visa card ending in 4242.`);
    await waitForEmail(
      page.request,
      DEMO.email,
      changedAt,
      new RegExp(`Booking ${booked.bookingReference} is changed`),
    );
  });
});
