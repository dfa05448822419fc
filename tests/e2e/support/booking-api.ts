import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADULT as DRIVER_ADULT,
  createReviewedOffer as createOffer,
  orderCreateBody,
} from '../../../scripts/shared/booking-driver';
import { expect } from '../fixtures';

/**
 * A priced offer made through the site's own Booking API pass-through (the browser's cookies and
 * token), then placed in $flightOffer as /flight/book leaves it, so the payment journeys start on
 * /flight/payment without repeating the booking steps (one test goes through them).
 */
/** A Booking API call through the site's pass-through with the page's cookies; expects Success. */
export async function callBookingApi<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/booking${path}`, {
    data,
    headers: { 'Content-Type': 'application/json' },
  });
  const body = (await response.json()) as { status: string; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe('Success');
  return body.data;
}

/** Searches MEL-LHR return through the site's API with the page's cookies; the search's id. */
export async function searchMelbourneLondon(
  request: APIRequestContext,
  dates: { depart: string; back: string },
  adults: number,
  cabinClass: 'Economy' | 'Business',
): Promise<{ shoppingRspId: string }> {
  return callBookingApi<{ shoppingRspId: string }>(request, '/AirShopping/Search', {
    siteId: 'ctg-au-web',
    type: 1,
    journeys: [
      { depCode: 'MEL', depCodeType: 'A', arrCode: 'LHR', arrCodeType: 'A', depDate: dates.depart },
      { depCode: 'LHR', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: dates.back },
    ],
    passengerInfos: [{ passengerType: 'Adult', count: adults }],
    cabinClass,
  });
}

/**
 * Today on the site's calendar, Sydney's (YYYY-MM-DD). UTC's date is a day behind it from 13:00 UTC,
 * so a "tomorrow" computed in UTC is already past in Sydney in the evening (UTC) and a scheduled time
 * on it is refused.
 */
export function sydneyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
}

/** A date `days` after today on Sydney's calendar (YYYY-MM-DD). */
export function daysAhead(days: number): string {
  return new Date(Date.parse(`${sydneyToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first date at least `minDays` after today (Sydney's calendar) that falls on `weekday` (0 Sunday).
 * Fares follow the weekday (WEEKDAY_FACTORS in src/services/flights/fare.rules.ts), so a test that needs
 * one date dearer than another picks their weekdays rather than trusting whatever today makes them.
 */
export function daysAheadOn(weekday: number, minDays: number): string {
  const first = daysAhead(minDays);
  const shift = (weekday - new Date(`${first}T00:00:00Z`).getUTCDay() + 7) % 7;
  return daysAhead(minDays + shift);
}

/** The passenger form's fields for the driver's traveller (no frequent flyer programme). */
const ADULT = { ...DRIVER_ADULT, frequentFlyerAirline: '', frequentFlyerNumber: '' };

export interface OfferLike {
  offerId: string;
  totalCents: number;
  journeys: unknown[];
}

/** Search SYD-LHR one way, take the first itinerary's first brand, create and review the offer. */
export function createReviewedOffer(page: Page, daysOut = 40): Promise<OfferLike> {
  return createOffer<OfferLike, { pricedItineraryId: string }>(
    (_step, path, body) => callBookingApi(page.request, path, body),
    {
      search: { to: 'LHR', depDate: daysAhead(daysOut), cabinClass: 'Business', withEmptyTypes: false },
      resultsPage: { journeyIndex: 0 },
      choose: (itineraries) => {
        const first = itineraries[0];
        expect(first, 'the search found an itinerary').toBeDefined();
        return { pricedItineraryId: first!.pricedItineraryId, brandIndex: 0 };
      },
    },
  );
}

export interface HeldOrder {
  orderId: string;
  bookingReference: string;
  status: string;
  invoice: { customerReference: string; amountCents: number };
}

/**
 * A guest's invoice booking made through the site's Booking API pass-through, `daysOut` days ahead, under
 * `idempotencyKey`: held, awaiting payment.
 */
export async function heldInvoiceOrder(
  page: Page,
  email: string,
  daysOut: number,
  idempotencyKey: string,
): Promise<HeldOrder> {
  await page.goto('/');
  const offer = await createReviewedOffer(page, daysOut);
  const response = await page.request.post('/api/booking/Order/OrderCreate', {
    data: orderCreateBody({ offerId: offer.offerId, email, totalCents: offer.totalCents }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
  });
  const body = (await response.json()) as { message: string; data: HeldOrder };
  expect(response.status(), body.message).toBe(201);
  return body.data;
}

/** Puts the offer and the traveller's details in this tab's $flightOffer, then opens the payment page. */
export async function openPayment(
  page: Page,
  offer: OfferLike,
  email = 'amelia.hartley@example.com',
  heading = 'Payment',
) {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(
    ({ offer, adult, email }) => {
      const saved = JSON.parse(sessionStorage.getItem('ctg:flightOffer') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem(
        'ctg:flightOffer',
        JSON.stringify({
          ...saved,
          offerId: offer.offerId,
          offerData: offer,
          travelers: [{ travelerId: 'T1', passengerType: 'Adult', details: adult }],
          contact: { email, mobileCountry: 'AU', mobileNumber: '0412 345 678' },
          bookingStep: 6,
        }),
      );
    },
    { offer, adult: ADULT, email },
  );
  await page.goto('/flight/payment');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The dataLayer events the page pushed. */
export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event ?? '',
    ),
  );
}
