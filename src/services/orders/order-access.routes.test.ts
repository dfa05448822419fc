import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TripList } from '../../shared/contracts/order';
import { createActiveAccount, emailsTo, lastCodeTo, STRONG_PASSWORD } from '../account/account-test-kit';
import { jsonRequest } from '../testing/test-platform';
import { cartEvents } from '../db/schema';
import { CONTACT, invoiceOrder, openBooking, SITE } from './booking-test-kit';

/** Password step and emailed code on the booking site: the account token of a new session. */
async function signIn(email: string): Promise<string> {
  const headers = { 'X-Client-Ip': '198.18.7.7' };
  const step = await b.t.services.main.request(
    '/Login/Token',
    jsonRequest('POST', { username: email, password: STRONG_PASSWORD, siteId: SITE }, headers),
  );
  const { data } = (await step.json()) as { data: { loginToken: string } };
  const code = await lastCodeTo(b.t, email);
  const verified = await b.t.services.main.request(
    '/Login/Verify2FA',
    jsonRequest('POST', { loginToken: data.loginToken, code }, headers),
  );
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

let b: Awaited<ReturnType<typeof openBooking>>;
let guest: { token: string; order: Order };
beforeAll(async () => {
  b = await openBooking();
  const { token, offer } = await b.guestWithOffer();
  const answer = await b.orderCreate(token, invoiceOrder(offer));
  expect(answer.status, answer.json.message).toBe(201);
  guest = { token, order: answer.json.data };
});
afterAll(() => b.t.close());

describe('POST /Order/Retrieve', () => {
  it('answers the booker their order', async () => {
    const answer = await b.post<Order>('/Order/Retrieve', { orderId: guest.order.orderId }, guest.token);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual(guest.order);
  });

  it('404s anyone else and 400s a malformed id', async () => {
    const other = await b.kit.publicToken();
    expect((await b.post('/Order/Retrieve', { orderId: guest.order.orderId }, other)).status).toBe(404);
    expect((await b.post('/Order/Retrieve', { orderId: `ord_${'0'.repeat(24)}` }, guest.token)).status).toBe(
      404,
    );
    const bad = await b.post('/Order/Retrieve', { orderId: 'ABC123' }, guest.token);
    expect([bad.status, bad.json.message]).toEqual([400, 'orderId: orderId is not valid']);
  });
});

describe('POST /Cart/ProcessCart', () => {
  it('records the cart events of the caller’s offer', async () => {
    const { token, offer } = await b.guestWithOffer();
    for (const event of ['PaymentInfo', 'PaymentProcessing', 'CompletedPage']) {
      const answer = await b.post('/Cart/ProcessCart', { offerId: offer.offerId, event }, token);
      expect([answer.status, answer.json.data]).toEqual([200, { success: true }]);
    }
    const rows = await b.platform.database.db
      .select()
      .from(cartEvents)
      .where(eq(cartEvents.offerId, offer.offerId));
    expect(rows.map((row) => row.event)).toEqual(['PaymentInfo', 'PaymentProcessing', 'CompletedPage']);
  });

  it('refuses unknown events (400) and other callers’ offers (404)', async () => {
    const { token, offer } = await b.guestWithOffer();
    const bad = await b.post('/Cart/ProcessCart', { offerId: offer.offerId, event: 'Checkout' }, token);
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'event: event must be PaymentInfo, PaymentProcessing or CompletedPage',
    ]);
    const { offer: accountOffer } = await b.kit.offerFor(await b.kit.accountToken('cart@example.com'));
    expect(
      (
        await b.post(
          '/Cart/ProcessCart',
          { offerId: accountOffer.offerId, event: 'PaymentInfo' },
          guest.token,
        )
      ).status,
    ).toBe(404);
  });
});

describe('POST /Order/List', () => {
  it('is for account holders only', async () => {
    expect((await b.post('/Order/List', { siteId: SITE }, guest.token)).status).toBe(401);
  });

  it("lists a guest order of the account's verified email once its owner followed the emailed link", async () => {
    await createActiveAccount(b.t, CONTACT.email);
    const account = await signIn(CONTACT.email);
    // Typing someone's email as the contact proves nothing: no trip, no order, until the link.
    const before = await b.post<TripList>('/Order/List', { siteId: SITE }, account);
    expect(before.json.data).toEqual({ upcoming: [], previous: [] });
    expect((await b.post('/Order/Retrieve', { orderId: guest.order.orderId }, account)).status).toBe(404);
    const texts = (await emailsTo(b.t, CONTACT.email)).map((email) => email.text).join('\n');
    const token = /\/trips\/claim\?token=([\w.]+)/.exec(texts)![1];
    expect((await b.post('/Order/Claim', { token }, account)).status).toBe(200);

    const list = await b.post<TripList>('/Order/List', { siteId: SITE }, account);
    expect(list.status, list.json.message).toBe(200);
    expect(list.json.data.previous).toEqual([]);
    expect(list.json.data.upcoming).toEqual([
      expect.objectContaining({
        orderId: guest.order.orderId,
        bookingReference: guest.order.bookingReference,
        status: 'Held',
        route: 'SYD – MEL',
        passengerCount: 1,
        totalCents: guest.order.totalCents,
        // The airports' clocks, not UTC: a morning departure from Sydney is the day before in UTC.
        firstDeparture: guest.order.journeys[0]!.itinerary.segments[0]!.departure.time,
        lastArrival: guest.order.journeys.at(-1)!.itinerary.segments.at(-1)!.arrival.time,
      }),
    ]);
    expect(list.json.data.upcoming[0]!.firstDeparture).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const retrieved = await b.post<Order>('/Order/Retrieve', { orderId: guest.order.orderId }, account);
    expect(retrieved.status).toBe(200);
  });

  it('moves a trip to Previous once it has flown, and shows nothing of other emails', async () => {
    await createActiveAccount(b.t, 'someone.else@example.com');
    const stranger = await signIn('someone.else@example.com');
    const none = await b.post<TripList>('/Order/List', { siteId: SITE }, stranger);
    expect(none.json.data).toEqual({ upcoming: [], previous: [] });
    expect((await b.post('/Order/Retrieve', { orderId: guest.order.orderId }, stranger)).status).toBe(404);
    expect((await b.post('/Order/List', { siteId: 'other-site' }, stranger)).status).toBe(403);
    expect((await b.post('/Order/List', { siteId: 42 }, stranger)).status).toBe(400);
    // A month later the trip has flown.
    b.t.clock.advance(30 * 24 * 3_600_000);
    const later = await b.post<TripList>('/Order/List', { siteId: SITE }, await signIn(CONTACT.email));
    expect(later.json.data.upcoming).toEqual([]);
    expect(later.json.data.previous.map((trip) => trip.orderId)).toEqual([guest.order.orderId]);
  });
});
