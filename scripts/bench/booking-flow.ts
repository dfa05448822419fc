/** The steps of a booking against the services app, for scripts/bench/booking.ts (figures, not tests). */
import { Hono } from 'hono';
import type { GetResultResponse, SearchResponse } from '../../src/shared/contracts/flights';
import type { Offer, OfferSeatMap } from '../../src/shared/contracts/offer';
import type { Order, PreAuth } from '../../src/shared/contracts/order';
import { createServices } from '../../src/services/app';
import { GATEWAY_MOUNT } from '../../src/services/http/service-mounts';
import { mountServices } from '../../src/services/http/services-root';
import { createGatewayApp } from '../../src/services/payments/gateway/gateway.routes';
import { surchargeCents } from '../../src/services/payments/surcharge.rules';
import type { Platform } from '../../src/services/platform/platform';
import {
  ADULT,
  SITE_ID,
  offerCreateBody,
  orderCreateBody,
  searchBody,
  type Passenger,
} from '../shared/booking-driver';

const SITE = SITE_ID;

/** The benches' traveller: the driver's adult under a bench name and passport. */
export const BENCH_PASSENGER: Passenger = {
  ...ADULT,
  firstName: 'Bench',
  lastName: 'Traveller',
  passportNumber: 'PA1234567',
  passportIssueDate: '2020-01-15',
  passportExpiryDate: '2034-01-14',
};

export interface Answer<T> {
  status: number;
  message: string;
  data: T;
}

export function bookingFlow(platform: Platform) {
  const services = createServices(platform, { apiReference: false });
  const root = mountServices(new Hono().route(GATEWAY_MOUNT, createGatewayApp(platform)), services);
  let keys = 0;

  const send = async <T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const response = await root.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { message: string; data: T };
    return { status: response.status, message: json.message, data: json.data };
  };
  const booking = <T>(path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
    send<T>(`/svc/booking${path}`, body, { Authorization: `Bearer ${token}`, ...headers });
  const must = <T>(answer: Answer<T>, what: string): T => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.message}`);
    return answer.data;
  };

  const guest = async () =>
    (
      (await (
        await root.request('/svc/main/Login/publicToken', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ siteId: SITE }),
        })
      ).json()) as { access_token: string }
    ).access_token;

  /** SYD-MEL one adult on `depDate`; the itinerary of `flightNumber` (else the first direct one). */
  const findFlight = async (token: string, depDate: string, flightNumber?: string) => {
    const search = must(
      await booking<SearchResponse>('/AirShopping/Search', searchBody({ depDate }), token),
      'search',
    );
    const page = must(
      await booking<GetResultResponse>(
        '/AirShopping/GetResult',
        { shoppingRspId: search.shoppingRspId, pageSize: 200 },
        token,
      ),
      'results',
    );
    const direct = page.journey.itineraries.filter((item) => item.stops === 0);
    const chosen =
      direct.find((item) => !flightNumber || item.segments[0]!.flightNumber === flightNumber) ?? direct[0]!;
    return { shoppingRspId: search.shoppingRspId, itinerary: chosen };
  };

  /** The offer of the found itinerary's first brand, or of `brandIndex` (the bench of ADR 024/026). */
  const offerCreate = async (
    token: string,
    found: Awaited<ReturnType<typeof findFlight>>,
    brandIndex = found.itinerary.brands[0]!.brandIndex,
  ) =>
    must(
      await booking<Offer>(
        '/Offer/OfferCreate',
        offerCreateBody(found.shoppingRspId, {
          pricedItineraryId: found.itinerary.pricedItineraryId,
          brandIndex,
        }),
        token,
      ),
      'offer create',
    );

  const review = (token: string, offerId: string, seat?: { flightKey: string; designator: string }) =>
    booking<Offer>(
      '/Offer/OfferReview',
      { offerId, ancillaries: { seats: seat ? [{ travelerId: 'T1', ...seat }] : [] } },
      token,
    );

  const seatMaps = async (token: string, offerId: string) =>
    must(await booking<OfferSeatMap[]>('/Offer/SeatMap', { offerId }, token), 'seat map');

  /** A one-use token of the approving test card, from the gateway's public tokenisation endpoint. */
  const tokenise = async () =>
    must(
      await send<{ token: string }>(
        `${GATEWAY_MOUNT}/tokens`,
        {
          cardNumber: '4242 4242 4242 4242',
          expiryMonth: 12,
          expiryYear: 2030,
          ccv: '123',
          name: 'Bench Traveller',
        },
        { Authorization: `Bearer ${platform.config.paymentGatewayPublishableKey}` },
      ),
      'tokenise',
    ).token;

  const pay = async (token: string, offer: Offer) => {
    const cardToken = await tokenise();
    const total =
      offer.totalCents + surchargeCents(offer.totalCents, platform.config.payments.surcharges.visa);
    const pre = must(
      await booking<PreAuth>(
        '/Payment/PreAuth',
        { offerId: offer.offerId, cardToken, confirmedTotalCents: total },
        token,
        { 'Idempotency-Key': `bench-${process.pid}-${(keys += 1)}` },
      ),
      'preauth',
    );
    return { paymentId: pre.paymentId, total };
  };

  const orderCreate = (token: string, offer: Offer, paymentId: string, total: number) =>
    booking<Order>(
      '/Order/OrderCreate',
      orderCreateBody({
        offerId: offer.offerId,
        email: 'bench@example.com',
        payment: { paymentId, amountCents: total },
        passenger: BENCH_PASSENGER,
      }),
      token,
      { 'Idempotency-Key': `bench-${process.pid}-${(keys += 1)}` },
    );

  return {
    guest,
    send,
    booking,
    findFlight,
    offerCreate,
    review,
    seatMaps,
    tokenise,
    pay,
    orderCreate,
    must,
  };
}
