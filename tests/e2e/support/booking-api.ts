import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * A priced offer made through the site's own Booking API pass-through (the browser's cookies and
 * token), then placed in $flightOffer as /flight/book leaves it, so the payment journeys start on
 * /flight/payment without repeating the booking steps (one test goes through them).
 */
const SITE_ID = 'ctg-au-web';

async function call<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api/booking${path}`, {
    data,
    headers: { 'Content-Type': 'application/json' },
  });
  const body = (await response.json()) as { status: string; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe('Success');
  return body.data;
}

/** A date `days` from today (YYYY-MM-DD). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const ADULT = {
  title: 'Ms',
  firstName: 'Amelia',
  lastName: 'Hartley',
  dateOfBirth: '1985-04-12',
  gender: 'Female',
  nationality: 'AU',
  passportNumber: 'PA4512873',
  passportIssueDate: '2022-03-01',
  passportExpiryDate: '2034-03-01',
  passportCountry: 'AU',
  frequentFlyerAirline: '',
  frequentFlyerNumber: '',
};

export interface OfferLike {
  offerId: string;
  totalCents: number;
  journeys: unknown[];
}

/** Search SYD-LHR one way, take the first itinerary's first brand, create and review the offer. */
export async function createReviewedOffer(page: Page, daysOut = 40): Promise<OfferLike> {
  const search = await call<{ shoppingRspId: string }>(page.request, '/AirShopping/Search', {
    siteId: SITE_ID,
    journeys: [
      { depCode: 'SYD', depCodeType: 'A', arrCode: 'LHR', arrCodeType: 'A', depDate: daysAhead(daysOut) },
    ],
    passengerInfos: [{ passengerType: 'Adult', count: 1 }],
    cabinClass: 'Business',
  });
  const result = await call<{ journey: { itineraries: { pricedItineraryId: string }[] } }>(
    page.request,
    '/AirShopping/GetResult',
    { shoppingRspId: search.shoppingRspId, journeyIndex: 0 },
  );
  const first = result.journey.itineraries[0];
  expect(first, 'the search found an itinerary').toBeDefined();
  const created = await call<OfferLike>(page.request, '/Offer/OfferCreate', {
    siteId: SITE_ID,
    shoppingRspId: search.shoppingRspId,
    journeys: [{ pricedItineraryId: first!.pricedItineraryId, brandIndex: 0 }],
  });
  return call<OfferLike>(page.request, '/Offer/OfferReview', { offerId: created.offerId });
}

/** Puts the offer and the traveller's details in this tab's $flightOffer, then opens the payment page. */
export async function openPayment(page: Page, offer: OfferLike, email = 'amelia.hartley@example.com') {
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
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** The dataLayer events the page pushed. */
export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event ?? '',
    ),
  );
}
