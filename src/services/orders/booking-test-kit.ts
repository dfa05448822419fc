/**
 * Helpers of the payment and order route tests: services over a fresh database with the payment
 * gateway mounted as in the embedded mode, a guest with an open offer, a card token from the gateway's
 * public tokenisation endpoint, and the passenger, contact and consent forms of a booking.
 */
import { Hono } from 'hono';
import { expect } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import type { Order, PreAuth } from '../../shared/contracts/order';
import { createServices } from '../app';
import { GATEWAY_MOUNT } from '../http/service-mounts';
import { mountServices } from '../http/services-root';
import { kitFor, SITE } from '../offers/offer-test-kit';
import { createGatewayApp } from '../payments/gateway/gateway.routes';
import { forwardTokenRequest, PUBLIC_TOKENS_PATH } from '../payments/public-tokens';
import { surchargeCents } from '../payments/surcharge.rules';
import type { Platform } from '../platform/platform';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

export { SITE };
export const VISA = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';
export const THREE_DS = '4000 0000 0000 3220';
export const NEVER_ANSWERS = '4000 0000 0000 0259';

export interface Answer<T> {
  status: number;
  headers: Headers;
  json: { status: string; message: string; data: T };
}

let keyCounter = 0;
export const newKey = () => `test-key-${process.pid}-${(keyCounter += 1)}`;

/** Services (and, with `platform`, a platform override such as a recording logger) and their helpers. */
export async function openBooking(env: Record<string, string> = {}, override?: (p: Platform) => Platform) {
  const t: TestServices = await createTestServices(env);
  const platform = override ? override(t.platform) : t.platform;
  const services = override ? createServices(platform) : t.services;
  const root = new Hono().route(GATEWAY_MOUNT, createGatewayApp(platform));
  mountServices(root, services);
  const kit = kitFor({ ...t, services });

  /** A POST to one of the services (the Booking API unless told), with the caller's bearer token. */
  const postTo =
    (service: keyof typeof services) =>
    async <T>(
      path: string,
      body: unknown,
      bearer: string,
      headers: Record<string, string> = {},
    ): Promise<Answer<T>> => {
      const response = await services[service].request(
        path,
        jsonRequest('POST', body, { Authorization: `Bearer ${bearer}`, ...headers }),
      );
      return {
        status: response.status,
        headers: response.headers,
        json: (await response.json()) as Answer<T>['json'],
      };
    };
  const post = postTo('booking');

  /**
   * The browser's call, as the site makes it: the card to the public /gateway/tokens path with the
   * publishable key (and the site's cookies, which are not passed on), forwarded to the gateway.
   */
  const tokenise = async (cardNumber = VISA, ccv = '123') => {
    const browser = new Request(`http://site.test${PUBLIC_TOKENS_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${platform.config.paymentGatewayPublishableKey}`,
        Cookie: 'ctg_auth=secret-session',
      },
      body: JSON.stringify({ cardNumber, expiryMonth: 12, expiryYear: 2030, ccv, name: 'Alex Traveller' }),
    });
    const response = await forwardTokenRequest(browser, async (request) => {
      expect(request.headers.get('Cookie')).toBeNull();
      return root.fetch(request);
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const json = (await response.json()) as {
      message: string;
      data: { token: string; scheme: string; last4: string };
    };
    expect(response.status, json.message).toBe(201);
    return json.data;
  };

  /** A guest token and an open offer for one adult (SYD-MEL, 15 Dec 2026). */
  const guestWithOffer = async (passengers = 1) => {
    const token = await kit.publicToken();
    const found = await kit.search(token, {
      passengerInfos: [
        { passengerType: 'Adult', count: passengers },
        { passengerType: 'Children', count: 0 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
    const { offer } = await kit.offerFor(token, found);
    return { token, offer };
  };

  /** Reviews the offer with the first free seat of its first flight for T1 (held for the offer). */
  const withSeat = async (token: string, offer: Offer) => {
    const [map] = await kit.seatMaps(token, offer.offerId);
    const seat = kit.freeSeats(map!)[0]!;
    const choice = { travelerId: 'T1', flightKey: map!.flightKey, designator: seat.designator };
    return kit.ok<Offer>(
      '/Offer/OfferReview',
      { offerId: offer.offerId, ancillaries: { seats: [choice] } },
      token,
    );
  };

  /** The card total (with the scheme's surcharge) of an offer or a hotel quote. */
  const cardTotal = (
    offer: { totalCents: number },
    scheme: keyof Platform['config']['payments']['surcharges'] = 'visa',
  ) => offer.totalCents + surchargeCents(offer.totalCents, platform.config.payments.surcharges[scheme]);

  const preAuth = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    post<PreAuth>('/Payment/PreAuth', body, token, key === null ? {} : { 'Idempotency-Key': key });

  /** Tokenises `card` and pre-authorises the offer's card total on it. */
  const authorised = async (token: string, offer: Offer, card = VISA) => {
    const { token: cardToken } = await tokenise(card);
    return preAuth(token, { offerId: offer.offerId, cardToken, confirmedTotalCents: cardTotal(offer) });
  };

  const orderCreate = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    post<Order>('/Order/OrderCreate', body, token, key === null ? {} : { 'Idempotency-Key': key });

  return {
    t,
    platform,
    services,
    root,
    kit,
    post,
    postTo,
    tokenise,
    guestWithOffer,
    withSeat,
    cardTotal,
    preAuth,
    authorised,
    orderCreate,
  };
}

export function passengerForm(travelerId = 'T1', overrides: Record<string, unknown> = {}) {
  return {
    travelerId,
    title: 'Ms',
    firstName: 'Alex',
    lastName: 'Traveller',
    dateOfBirth: '1985-04-12',
    gender: 'Female',
    nationality: 'AU',
    passportNumber: 'PA1234567',
    passportIssueDate: '2020-01-15',
    passportExpiryDate: '2030-01-14',
    passportCountry: 'AU',
    frequentFlyer: null,
    ...overrides,
  };
}

export const CONTACT = {
  email: 'alex.traveller@example.com',
  mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' },
};
export const CONSENT = { termsAccepted: true, detailsConfirmed: true };

/** The OrderCreate body of a card booking of `offer` for its travellers. */
export function cardOrder(offer: Offer, paymentId: string, confirmedTotalCents: number) {
  return {
    siteId: SITE,
    offerId: offer.offerId,
    paymentMode: 'MintPayment',
    paymentId,
    passengers: offer.passengers.map((p) => passengerForm(p.travelerId)),
    contact: CONTACT,
    consent: CONSENT,
    confirmedTotalCents,
  };
}

export function invoiceOrder(offer: Offer) {
  return {
    siteId: SITE,
    offerId: offer.offerId,
    paymentMode: 'Invoice',
    passengers: offer.passengers.map((p) => passengerForm(p.travelerId)),
    contact: CONTACT,
    consent: CONSENT,
    confirmedTotalCents: offer.totalCents,
  };
}
