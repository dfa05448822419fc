import { expect, expectNoAxeViolations, test } from './fixtures';
import { createReviewedOffer, openPayment } from './support/booking-api';
import { hydrated, newSignedInTraveller } from './support/travellers';

/**
 * Issue 11: after a flight booking, the confirmation offers hotels at the destination for the trip's
 * dates (a /hotel/result link encoded as the hotel search form makes it) and keeps the booked flight
 * in $hotelBooking. Real services throughout.
 */

test('after a flight booking, the confirmation offers hotels at the destination for the trip', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newSignedInTraveller(page, 'flighthotel');
  const offer = await createReviewedOffer(page, 50);
  await openPayment(page, offer);
  await hydrated(page);
  await page.getByRole('radio', { name: 'Invoice: BPAY or EFT (no fee)' }).check();
  await page.getByLabel('I agree to the terms and conditions and the fare rules').check();
  await page.getByLabel('I confirm that the dates, flights and passenger details are correct').check();
  await page.getByRole('button', { name: 'Book and pay by invoice' }).click();
  await expect(page).toHaveURL(/\/flight\/confirmation\?orderId=ord_/, { timeout: 30_000 });
  await hydrated(page);

  // A one-way SYD-LHR booking: London from the arrival day, one night, one adult.
  const link = page.getByTestId('hotels-at-destination');
  await expect(link).toHaveText('See hotels in London');
  const href = new URL((await link.getAttribute('href')) ?? '', 'http://site.invalid');
  expect(href.pathname).toBe('/hotel/result');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({ code: 'LON', type: 'City', adults: '1' });
  const nights =
    (Date.parse(href.searchParams.get('checkOut') ?? '') -
      Date.parse(href.searchParams.get('checkIn') ?? '')) /
    86_400_000;
  expect(nights).toBe(1);
  const booked = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ctg:hotelBooking') ?? '{}'));
  expect(booked.bookedFlight).toMatchObject({
    cityCode: 'LON',
    checkInDate: href.searchParams.get('checkIn'),
  });
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page.locator('article h3 a').first()).toBeVisible({ timeout: 60_000 });
});
