import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { daysAhead, daysAheadOn } from './booking-api';
import { addDays } from './trip-dates';
import { preAuthoriseCard } from './book-by-card';
import { signIn, uniqueTag, waitForEmail } from './travellers';

/**
 * Shared steps of the after-the-booking journeys (issue 23): the demo traveller's sign-in, a guest's way
 * back to a booking on another device, a free-cancellation stay booked by card over HTTP, and amounts
 * as the screens must show them.
 */

/** The demo account seeded on first start (README "Demo accounts"). */
export const DEMO = {
  email: 'demo@ctg.example',
  password: 'Harbour-Bridge-2026!',
  firstName: 'Olivia',
  lastName: 'Nguyen',
};

/** Signs the demo traveller in on /account: password, then the code emailed to the outbox. */
export const signInAsDemo = (page: Page) => signIn(page, DEMO);

/**
 * Cents as the screens show money, worked out here rather than with the site's formatter so a wrong
 * format on the page is caught: "$1,234.56".
 */
export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The guest comes back on another device with the reference, a last name and the emailed code. */
export async function openTripAsGuest(
  page: Page,
  order: { orderId: string; bookingReference: string },
  email: string,
  lastName = 'Hartley',
): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/trips/find');
  await page.getByLabel('Booking reference').fill(order.bookingReference);
  await page.getByLabel('Last name').fill(lastName);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const [, code] = await waitForEmail(page.request, email, asked, /\n(\d{6})\n/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Open my booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${order.orderId}$`));
}

/**
 * The departures the date-change tests book, 50 to 56 days ahead, on a weekday chosen for what the test
 * needs: fares follow the weekday, and each test moves the journey 3 days on. CHANGE_FROM is a Friday,
 * the dearest weekday: the Monday after and the nearby dates around it are cheaper or no dearer, so a
 * change with nothing to pay exists. DEARER_CHANGE_FROM is a Tuesday, the cheapest: the Friday after
 * has dearer flights. With "50 days ahead" the weekday followed the calendar, and on some days of the
 * week no nearby option fitted: the tests failed on those days only.
 */
export const CHANGE_FROM = daysAheadOn(5, 50);
export const DEARER_CHANGE_FROM = daysAheadOn(2, 50);

/** Lists flights 3 days after `booked` in the trip page's "Change dates" section. */
export async function listChangeOptions(section: Locator, booked = CHANGE_FROM): Promise<void> {
  await section.getByLabel('New departure date').fill(addDays(booked, 3));
  await section.getByRole('button', { name: 'Show flights' }).click();
  await expect(section.getByTestId('change-options')).toBeVisible();
}

/**
 * Walks the rows of the listed change options, then those of each nearby date, until `pick` answers for
 * a row (having chosen it); answers what `pick` answered, or undefined when no row on any date fits.
 */
export async function pickChangeOption<T>(
  section: Locator,
  pick: (row: Locator) => Promise<T | undefined>,
): Promise<T | undefined> {
  const dates = section.getByRole('navigation', { name: 'Nearby dates' }).getByRole('link');
  const count = await dates.count();
  for (let index = -1; index < count; index += 1) {
    if (index >= 0) {
      await dates.nth(index).click();
      await expect(section.getByTestId('change-options')).toBeVisible();
    }
    for (const row of await section.getByTestId('change-options').locator('tbody tr').all()) {
      const picked = await pick(row);
      if (picked !== undefined) return picked;
    }
  }
  return undefined;
}

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

/** One Hotel API call through the site's relay with the page's cookies (the guest token). */
async function hotelCall<T>(page: Page, url: string, data: unknown, key?: string): Promise<T> {
  const response = await page.request.post('/api/Hotel/RequestService', {
    data: { isAuth: false, apiConfig: { method: 'POST', url, data } },
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${url}: ${body.message}`).toBe(true);
  return body.data;
}

interface StayRate {
  rateId: string;
  refundable: boolean;
  freeCancellationUntil: string | null;
}

export interface BookedStay {
  orderId: string;
  bookingReference: string;
  status: string;
  /** The card total with its surcharge: everything the guest paid. */
  chargedCents: number;
  freeCancellationUntil: string;
}

/**
 * A guest books two nights in Melbourne on the first property's first free-cancellation (FLEX) rate,
 * `daysOut` days ahead, and pays by card as the hotel payment step does: price check, the gateway's
 * tokenisation, PreAuth of the card total, then the Hotel API's OrderCreate.
 */
export async function bookFreeCancellationStay(page: Page, email: string, daysOut = 45): Promise<BookedStay> {
  await page.goto('/');
  const search = await hotelCall<{ searchKey: string }>(page, '/Availability/Search', {
    siteId: 'ctg-au-web',
    checkInDate: daysAhead(daysOut),
    checkOutDate: daysAhead(daysOut + 2),
    location: 'MEL',
    locationType: 'City',
    paxes: { numberOfAdt: 1, numberOfCnn: 0 },
  });
  const results = await hotelCall<{ properties: { propertyId: string }[] }>(page, '/Availability/GetResult', {
    siteId: 'ctg-au-web',
    searchKey: search.searchKey,
  });
  const detail = await hotelCall<{
    shoppingRspId: string;
    property: { propertyId: string };
    rooms: { roomTypeId: string; rates: StayRate[] }[];
  }>(page, '/HotelDetail/Get', {
    siteId: 'ctg-au-web',
    shoppingRspId: search.searchKey,
    propertyId: results.properties[0]!.propertyId,
  });
  const room = detail.rooms.find((item) => item.rates.some((rate) => rate.refundable));
  const rate = room?.rates.find((item) => item.refundable);
  expect(rate?.freeCancellationUntil, 'a free-cancellation rate').toBeTruthy();
  const quote = await hotelCall<{ quoteId: string }>(page, '/PriceCheck/Process', {
    siteId: 'ctg-au-web',
    shoppingRspId: detail.shoppingRspId,
    propertyId: detail.property.propertyId,
    roomTypeId: room!.roomTypeId,
    rateId: rate!.rateId,
  });

  const { paymentId, totalWithSurchargeCents } = await preAuthoriseCard(page, quote.quoteId, 'e2e-stay-pay');

  const order = await hotelCall<{ orderId: string; bookingReference: string; status: string }>(
    page,
    '/Order/OrderCreate',
    {
      siteId: 'ctg-au-web',
      quoteId: quote.quoteId,
      paymentMode: 'MintPayment',
      paymentId,
      guest: {
        title: 'Ms',
        firstName: 'Amelia',
        lastName: 'Hartley',
        contact: { email, mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' } },
        specialRequests: '',
      },
      consent: { termsAccepted: true, detailsConfirmed: true },
      confirmedTotalCents: totalWithSurchargeCents,
    },
    `e2e-stay-order-${uniqueTag()}`,
  );
  expect(order.status).toBe('Confirmed');
  return {
    orderId: order.orderId,
    bookingReference: order.bookingReference,
    status: order.status,
    chargedCents: totalWithSurchargeCents,
    freeCancellationUntil: rate!.freeCancellationUntil!,
  };
}
