/**
 * Booking a flight over HTTP, the one way every driver does it: the e2e journeys (Playwright's request
 * context), the fault tests and the load scenario (scripts/load/browser.ts) and the benchmarks (the
 * services app in process). Each caller brings its transport as a `BookingCall` (its own cookies, headers,
 * origin and error handling); this module holds the request bodies and the search → offer steps, and
 * imports nothing, so Playwright, Vitest, tsx and the load processor's esbuild bundle all take it.
 */

export const SITE_ID = 'ctg-au-web';

/** The traveller the drivers book: an adult with a passport, as the passenger form sends one. */
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
};

export type Passenger = typeof ADULT;

export const MOBILE = { mobileCountry: 'AU', mobileNumber: '0412 345 678' };

/**
 * Sends one Booking API call (`path` as `/AirShopping/Search`) and answers its data; `step` names the
 * journey step for the caller's error or counter. The caller decides what a failure does.
 */
export type BookingCall = <T>(step: string, path: string, body: unknown) => Promise<T>;

export interface FlightSearch {
  from?: string;
  to?: string;
  depDate: string;
  cabinClass?: 'Economy' | 'Business';
  /** Lists children and infants at 0, as the search form sends them (else the adult alone). */
  withEmptyTypes?: boolean;
}

/** AirShopping/Search's body: one adult, one way. */
export function searchBody({
  from = 'SYD',
  to = 'MEL',
  depDate,
  cabinClass = 'Economy',
  withEmptyTypes = true,
}: FlightSearch) {
  return {
    siteId: SITE_ID,
    journeys: [{ depCode: from, depCodeType: 'A', arrCode: to, arrCodeType: 'A', depDate }],
    passengerInfos: withEmptyTypes
      ? [
          { passengerType: 'Adult', count: 1 },
          { passengerType: 'Children', count: 0 },
          { passengerType: 'Infants', count: 0 },
        ]
      : [{ passengerType: 'Adult', count: 1 }],
    cabinClass,
  };
}

export interface ChosenItinerary {
  pricedItineraryId: string;
  brandIndex: number;
}

/** Offer/OfferCreate's body for one itinerary's brand. */
export function offerCreateBody(shoppingRspId: string, chosen: ChosenItinerary) {
  return {
    siteId: SITE_ID,
    shoppingRspId,
    journeys: [{ pricedItineraryId: chosen.pricedItineraryId, brandIndex: chosen.brandIndex }],
  };
}

export interface OrderRequest {
  offerId: string;
  email: string;
  /** The authorised card payment; without it the order is paid by invoice. */
  payment?: { paymentId: string; amountCents: number } | null;
  /** The total the traveller confirmed when paying by invoice (a card payment confirms its amount). */
  totalCents?: number;
  passenger?: Passenger;
}

/** Order/OrderCreate's body, as the payment island sends it. */
export function orderCreateBody({ offerId, email, payment, totalCents, passenger = ADULT }: OrderRequest) {
  return {
    siteId: SITE_ID,
    offerId,
    paymentMode: payment ? 'MintPayment' : 'Invoice',
    ...(payment ? { paymentId: payment.paymentId } : {}),
    passengers: [{ travelerId: 'T1', ...passenger }],
    contact: { email, mobile: MOBILE },
    consent: { termsAccepted: true, detailsConfirmed: true },
    confirmedTotalCents: payment ? payment.amountCents : totalCents,
  };
}

export interface ResultItinerary {
  pricedItineraryId: string;
  stops: number;
  brands: { brandIndex: number }[];
}

export interface OfferSteps<I> {
  search: FlightSearch;
  /** GetResult's paging fields besides the session id (e.g. `{ pageNumber: 1 }`). */
  resultsPage: Record<string, unknown>;
  /** The itinerary and brand the traveller takes from the results (throws when none fits). */
  choose: (itineraries: I[]) => ChosenItinerary;
}

/** Search, results, OfferCreate and OfferReview: a priced offer, as the booking pages make it. */
export async function createReviewedOffer<O extends { offerId: string }, I = ResultItinerary>(
  call: BookingCall,
  steps: OfferSteps<I>,
): Promise<O> {
  const search = await call<{ shoppingRspId: string }>(
    'search',
    '/AirShopping/Search',
    searchBody(steps.search),
  );
  const results = await call<{ journey: { itineraries: I[] } }>('results', '/AirShopping/GetResult', {
    shoppingRspId: search.shoppingRspId,
    ...steps.resultsPage,
  });
  const chosen = steps.choose(results.journey.itineraries);
  const created = await call<{ offerId: string }>(
    'offer',
    '/Offer/OfferCreate',
    offerCreateBody(search.shoppingRspId, chosen),
  );
  return call<O>('offer', '/Offer/OfferReview', { offerId: created.offerId });
}
