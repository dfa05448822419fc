import { describe, expect, it } from 'vitest';
import { newKey } from '../orders/booking-test-kit';
import { openStaffOrdersKit } from './staff-orders-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** The agents' orders workspace on the Booking API (issue 24): who may call, and what each call does. */

const k = openPerFile(openStaffOrdersKit, (opened) => opened.t.close());

describe('who may use the orders workspace', () => {
  it('is agents and admins: a guest gets 401, a traveller and an editor 403, on every route', async () => {
    const { order } = await k.flightOrder('Refundable');
    const body = { orderId: order.orderId, text: 'Called the customer', confirmedRefundCents: 0 };
    const routes = ['Search', 'Detail', 'Note', 'ResendEmail', 'CancelQuote', 'Cancel'];
    const guest = await k.kit.publicToken();
    for (const route of routes) {
      const path = `/Staff/Orders/${route}`;
      const headers = { 'Idempotency-Key': newKey() };
      const refusals = [
        (await k.post(path, route === 'Search' ? {} : body, guest, headers)).status,
        (await k.post(path, route === 'Search' ? {} : body, k.tokens.traveller, headers)).status,
        (await k.post(path, route === 'Search' ? {} : body, k.tokens.editor, headers)).status,
      ];
      expect([route, refusals]).toEqual([route, [401, 403, 403]]);
    }
    const refused = await k.post('/Staff/Orders/Detail', body, k.tokens.traveller);
    expect(refused.json.message).toBe('This is for agents and admins only.');
    // Nothing any of them did changed the order.
    expect((await k.detail(order.orderId)).json.data.order.status).toBe('Ticketed');
    for (const role of ['agent', 'admin'] as const) {
      expect((await k.search({}, k.tokens[role])).status).toBe(200);
      expect((await k.detail(order.orderId, k.tokens[role])).status).toBe(200);
      const quote = await k.post('/Staff/Orders/CancelQuote', { orderId: order.orderId }, k.tokens[role]);
      expect(quote.status).toBe(200);
    }
  });

  it('400s input that is not a request, with the field and the reason', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['Search', { status: 'Lost' }, /status: status must be one of Held/],
      ['Search', { createdFrom: '28/11/2026' }, /createdFrom must be a date such as/],
      ['Search', { page: 0 }, /page starts at 1/],
      ['Detail', { orderId: 'x' }, /orderId: orderId is not valid/],
      ['Note', { orderId: 'ord_0123456789abcdef01234567', text: '  ' }, /Write the note first/],
      ['Note', { orderId: 'ord_0123456789abcdef01234567', text: 'x'.repeat(2001) }, /at most 2000/],
      ['ResendEmail', {}, /orderId/],
      ['CancelQuote', { orderId: 42 }, /orderId is required/],
      ['Cancel', { orderId: 'ord_0123456789abcdef01234567', confirmedRefundCents: -1 }, /cannot be negative/],
    ];
    for (const [route, body, message] of cases) {
      const answer = await k.post(`/Staff/Orders/${route}`, body, k.tokens.agent, {
        'Idempotency-Key': newKey(),
      });
      expect([route, answer.status]).toEqual([route, 400]);
      expect(answer.json.message).toMatch(message);
    }
    const noKey = await k.post(
      '/Staff/Orders/ResendEmail',
      { orderId: 'ord_0123456789abcdef01234567' },
      k.tokens.agent,
    );
    expect([noKey.status, noKey.json.message]).toEqual([400, expect.stringMatching(/Idempotency-Key/)]);
    const missing = await k.detail('ord_0123456789abcdef01234567');
    expect(missing.status).toBe(404);
  });
});

describe('POST /Staff/Orders/Search', () => {
  it('finds flight and hotel orders by reference, surname, email, status, payment and day, newest first', async () => {
    const flight = (await k.flightOrder('Refundable')).order;
    k.t.clock.advance(1000);
    const held = (await k.flightOrder('Refundable', 1, true)).order;
    k.t.clock.advance(1000);
    const stay = (await k.hotelOrder()).order;
    const refs = async (body: Record<string, unknown>) =>
      (await k.search(body)).json.data.orders.map((row) => row.bookingReference);

    const byReference = await k.search({ bookingReference: flight.bookingReference.toLowerCase() });
    expect(byReference.status, byReference.json.message).toBe(200);
    expect(byReference.json.data.orders).toEqual([
      expect.objectContaining({
        orderId: flight.orderId,
        kind: 'flight',
        status: 'Ticketed',
        paymentMode: 'MintPayment',
        traveller: expect.stringMatching(/Traveller$/),
        route: expect.stringMatching(/^SYD.*MEL$/),
      }),
    ]);
    const newest = await refs({ surname: 'TRAV' });
    // The orders of earlier tests were made at the same instant as `flight`, so only its place is asserted.
    expect(newest.slice(0, 2)).toEqual([stay.bookingReference, held.bookingReference]);
    expect(newest.indexOf(flight.bookingReference)).toBeGreaterThan(1);
    expect(await refs({ surname: 'Nobody' })).toEqual([]);
    expect(await refs({ email: 'ALEX.TRAVELLER@' })).toContain(stay.bookingReference);
    expect(await refs({ email: '%' })).toEqual([]);
    expect(await refs({ status: 'Held' })).toContain(held.bookingReference);
    expect(await refs({ status: 'Held' })).not.toContain(flight.bookingReference);
    const invoices = await refs({ payment: 'invoice', surname: 'traveller' });
    expect(invoices).toContain(held.bookingReference);
    expect(invoices).not.toContain(stay.bookingReference);
    const hotelRow = (await k.search({ bookingReference: stay.bookingReference })).json.data.orders[0]!;
    expect(hotelRow).toMatchObject({
      kind: 'hotel',
      status: 'Confirmed',
      travelDate: stay.stay!.checkInDate,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(k.t.clock.now());
    expect(await refs({ createdFrom: today, createdTo: today })).toContain(flight.bookingReference);
    expect(await refs({ createdTo: '2020-01-01' })).toEqual([]);
    const page2 = await k.search({ page: 2 });
    expect(page2.json.data).toMatchObject({ page: 2, pageSize: 50, orders: [] });
  });
});
