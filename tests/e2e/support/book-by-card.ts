/**
 * A guest's Business fare to London, paid by card entirely over HTTP through the site's Booking API
 * pass-through and the gateway's public tokenisation endpoint, as the payment island does: the start of
 * every after-the-booking journey (manage, change, extras, the agents' orders). The fare chosen is the
 * first itinerary's most flexible brand (refundable, changes allowed).
 */
import type { Page } from '@playwright/test';
import type { OfferJourney, PriceLine } from '../../../src/shared/contracts/offer';
import { createReviewedOffer as createOffer, orderCreateBody } from '../../../scripts/shared/booking-driver';
import { expect } from '../fixtures';
import { callBookingApi, daysAhead, type OfferLike } from './booking-api';
import { CARDS } from './cards';
import { uniqueTag } from './travellers';

interface ResultItinerary {
  pricedItineraryId: string;
  brands: { brandIndex: number; exchange: { condition: string }; refund: { condition: string } }[];
}

/** Which fare: the itinerary and brand to book. By default the first itinerary's most flexible brand. */
export type ChooseFare = (itineraries: ResultItinerary[]) => {
  pricedItineraryId: string;
  brandIndex: number;
};

const mostFlexible: ChooseFare = (itineraries) => {
  const first = itineraries[0]!;
  return { pricedItineraryId: first.pricedItineraryId, brandIndex: first.brands.length - 1 };
};

interface BookedOrder {
  orderId: string;
  bookingReference: string;
  status: string;
}

/** The order with what was booked and paid: the reviewed offer and the card total with its surcharge. */
export interface BookedFare extends BookedOrder {
  offer: OfferLike & { journeys: OfferJourney[]; lines: PriceLine[] };
  chargedCents: number;
}

/** The approving test card tokenised at the gateway for `offerId`, as the payment step does in the browser. */
async function cardToken(page: Page, offerId: string): Promise<string> {
  const info = await callBookingApi<{
    methods: { paymentMode: string; tokenUrl?: string; publishableKey?: string }[];
  }>(page.request, '/Payment/PaymentGatewayInfo', { siteId: 'ctg-au-web', offerId });
  const card = info.methods.find((method) => method.paymentMode === 'MintPayment')!;
  const tokenised = await page.request.post(card.tokenUrl!, {
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${card.publishableKey}` },
    data: {
      cardNumber: CARDS.approve,
      expiryMonth: 12,
      expiryYear: 2030,
      ccv: '123',
      name: 'Amelia Hartley',
    },
  });
  expect(tokenised.status()).toBe(201);
  return ((await tokenised.json()) as { data: { token: string } }).data.token;
}

/**
 * Tokenises the approving card, and pre-authorises the Visa total with its surcharge for `offerId` (a
 * flight offer or a stay's quote) under an Idempotency-Key starting `keyPrefix`.
 */
export async function preAuthoriseCard(page: Page, offerId: string, keyPrefix: string) {
  const token = await cardToken(page, offerId);
  const { totalWithSurchargeCents } = await callBookingApi<{ totalWithSurchargeCents: number }>(
    page.request,
    '/Payment/CardSurcharge',
    { offerId, scheme: 'visa' },
  );
  const preAuth = await page.request.post('/api/booking/Payment/PreAuth', {
    data: { offerId, cardToken: token, confirmedTotalCents: totalWithSurchargeCents, scheme: 'visa' },
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `${keyPrefix}-${uniqueTag()}` },
  });
  const paid = (await preAuth.json()) as { message: string; data: { paymentId: string; status: string } };
  expect(paid.data?.status, paid.message).toBe('Authorised');
  return { paymentId: paid.data.paymentId, totalWithSurchargeCents };
}

/**
 * Books and pays; `depDate` defaults to 45 days ahead, the cabin to Business. Answers the ticketed
 * order with its offer and the amount charged.
 */
export async function bookFlexibleFareByCard(
  page: Page,
  email: string,
  depDate = daysAhead(45),
  choose: ChooseFare = mostFlexible,
  cabinClass: 'Economy' | 'Business' = 'Business',
): Promise<BookedFare> {
  await page.goto('/');
  const offer = await createOffer<BookedFare['offer'], ResultItinerary>(
    (_step, path, body) => callBookingApi(page.request, path, body),
    {
      search: { to: 'LHR', depDate, cabinClass, withEmptyTypes: false },
      resultsPage: { journeyIndex: 0 },
      choose,
    },
  );
  const { paymentId, totalWithSurchargeCents } = await preAuthoriseCard(page, offer.offerId, 'e2e-pay');
  const created = await page.request.post('/api/booking/Order/OrderCreate', {
    data: orderCreateBody({
      offerId: offer.offerId,
      email,
      payment: { paymentId, amountCents: totalWithSurchargeCents },
    }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-order-${uniqueTag()}` },
  });
  const body = (await created.json()) as { message: string; data: BookedOrder };
  expect(created.status(), body.message).toBe(201);
  expect(body.data.status).toBe('Ticketed');
  return { ...body.data, offer, chargedCents: totalWithSurchargeCents };
}
