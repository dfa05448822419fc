import { describe, expect, it } from 'vitest';
import { SITE } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** A guest's way back to a booking: reference and last name, an emailed code, an order access token. */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe('guest access: POST /Order/Lookup and /Order/AccessVerify', () => {
  it('emails a code for a reference and last name, and the code gives a stranger access to this order', async () => {
    const { order } = await k.flightOrder('Refundable');
    const guest = await k.kit.publicToken();
    const body = {
      siteId: SITE,
      bookingReference: order.bookingReference.toLowerCase(),
      lastName: ' traveller ',
    };
    const wrongName = await k.post('/Order/Lookup', { ...body, lastName: 'Nobody' }, guest);
    expect(wrongName.status).toBe(404);
    const found = await k.post<{ maskedEmail: string }>('/Order/Lookup', body, guest);
    expect(found.status, found.json.message).toBe(200);
    expect(found.json.data.maskedEmail).toBe('a*****r@example.com');
    const [mail] = await k.platform.database.query<{ text: string }>(
      `SELECT text FROM outbox_emails WHERE subject LIKE $1 ORDER BY created_at DESC LIMIT 1`,
      [`% is your code for booking ${order.bookingReference}`],
    );
    const code = /\n(\d{6})\n/.exec(mail!.text)![1]!;
    const verify = { bookingReference: order.bookingReference, lastName: 'Traveller' };
    expect(
      (
        await k.post(
          '/Order/AccessVerify',
          { ...verify, code: code === '000000' ? '111111' : '000000' },
          guest,
        )
      ).status,
    ).toBe(400);
    const access = await k.post<{ accessToken: string; kind: string }>(
      '/Order/AccessVerify',
      { ...verify, code },
      guest,
    );
    expect(access.status, access.json.message).toBe(200);
    expect(access.json.data.kind).toBe('flight');
    // One use only.
    expect((await k.post('/Order/AccessVerify', { ...verify, code }, guest)).status).toBe(400);
    const quote = await k.quote('flight', guest, {
      orderId: order.orderId,
      accessToken: access.json.data.accessToken,
    });
    expect(quote.status, quote.json.message).toBe(200);
    expect(quote.json.data.cancellable).toBe(true);
  });

  it('limits codes per booking (5 an hour), and a token opens only its own order, for 30 minutes', async () => {
    const first = await k.flightOrder('Refundable');
    const second = await k.flightOrder('Refundable');
    const guest = await k.kit.publicToken();
    const body = { siteId: SITE, bookingReference: first.order.bookingReference, lastName: 'Traveller' };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await k.post('/Order/Lookup', body, guest, { 'X-Client-Ip': '198.51.100.7' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [mail] = await k.platform.database.query<{ text: string }>(
      `SELECT text FROM outbox_emails WHERE subject LIKE $1 ORDER BY created_at DESC LIMIT 1`,
      [`% is your code for booking ${first.order.bookingReference}`],
    );
    const code = /\n(\d{6})\n/.exec(mail!.text)![1]!;
    const access = await k.post<{ accessToken: string }>(
      '/Order/AccessVerify',
      { bookingReference: first.order.bookingReference, lastName: 'Traveller', code },
      guest,
    );
    const accessToken = access.json.data.accessToken;
    expect((await k.quote('flight', guest, { orderId: second.order.orderId, accessToken })).status).toBe(404);
    expect((await k.quote('flight', guest, { orderId: first.order.orderId, accessToken })).status).toBe(200);
    // The same token reads the trip (Order/Retrieve), and only its own; without it a stranger gets 404.
    const retrieve = (orderId: string, token?: string) =>
      k.post<{ bookingReference: string }>(
        '/Order/Retrieve',
        { orderId, ...(token ? { accessToken: token } : {}) },
        guest,
      );
    const trip = await retrieve(first.order.orderId, accessToken);
    expect(trip.status, trip.json.message).toBe(200);
    expect(trip.json.data.bookingReference).toBe(first.order.bookingReference);
    expect((await retrieve(first.order.orderId)).status).toBe(404);
    expect((await retrieve(second.order.orderId, accessToken)).status).toBe(404);
    k.t.clock.advance(31 * 60_000);
    try {
      expect((await k.quote('flight', guest, { orderId: first.order.orderId, accessToken })).status).toBe(
        404,
      );
    } finally {
      k.t.clock.advance(-31 * 60_000);
    }
  });
});
