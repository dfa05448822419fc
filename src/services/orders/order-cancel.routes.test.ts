import { describe, expect, it } from 'vitest';
import type { TripList } from '../../shared/contracts/order';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { createServices } from '../app';
import { jsonRequest } from '../testing/test-platform';
import { REFUNDABLE_TAX_CODES } from './cancel-quote.rules';
import { newKey, SITE } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Cancel and refund through the Booking and Hotel APIs (issue 23, ADR 024). */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

const gatewayRefunds = (authorisationReference: string) =>
  k.count(
    `SELECT count(*) AS n FROM payment_gateway_refunds r JOIN payment_gateway_authorisations a
       ON a.id = r.authorisation_id WHERE a.reference = $1`,
    [authorisationReference],
  );
const paymentIdOf = async (orderId: string) =>
  (
    await k.platform.database.query<{ id: string }>(`SELECT payment_id AS id FROM orders WHERE id = $1`, [
      orderId,
    ])
  )[0]!.id;
const cents = (dollars: number) => Math.round(dollars * 100);

describe('POST /Order/CancelQuote and /Order/Cancel (Booking API, flights)', () => {
  it('refunds a refundable fare in full, releases the seats, records the refund, a credit note and an email', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const paid = k.cardTotal(offer);
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    expect(quote.status, quote.json.message).toBe(200);
    expect(quote.json.data).toMatchObject({
      cancellable: true,
      basis: 'Refundable',
      currency: 'AUD',
      paidCents: paid,
      refundCents: paid,
      keptCents: 0,
      refundTo: { scheme: 'visa', last4: '4242' },
    });
    expect(quote.json.data.lines.filter((line) => line.kind === 'fare').map((l) => l.travelerId)).toEqual([
      'T1',
      'T2',
    ]);

    const flightKey = offer.journeys[0]!.flightKeys[0]!;
    const before = await k.cabinOf(flightKey);
    const key = newKey();
    const cancelled = await k.cancel(
      'flight',
      token,
      { orderId: order.orderId, confirmedRefundCents: paid },
      key,
    );
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect(cancelled.json.data).toMatchObject({
      orderStatus: 'Refunded',
      status: 'Completed',
      refundCents: paid,
      creditNoteNumber: expect.stringMatching(/^CN-\d{7}$/),
      gatewayRefundId: expect.stringMatching(/^re_/),
    });
    const after = await k.cabinOf(flightKey);
    expect(after!.sold).toBe(before!.sold - 2);
    expect(after!.claimed).toBe(before!.claimed - 2);

    // The gateway's own record: the authorisation's refunded amount and one refund row.
    const paymentId = await paymentIdOf(order.orderId);
    expect(await gatewayRefunds(paymentId)).toBe(1);
    expect(
      await k.count(`SELECT refunded_cents AS n FROM payment_gateway_authorisations WHERE reference = $1`, [
        paymentId,
      ]),
    ).toBe(paid);
    expect(
      await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
        `Booking ${order.bookingReference} is cancelled`,
      ]),
    ).toBe(1);

    // Twice, with the same key or another: the first outcome, and still one refund.
    for (const again of [key, newKey()]) {
      const replay = await k.cancel(
        'flight',
        token,
        { orderId: order.orderId, confirmedRefundCents: paid },
        again,
      );
      expect(replay.status).toBe(200);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(replay.json.data).toEqual(cancelled.json.data);
    }
    expect(await gatewayRefunds(paymentId)).toBe(1);
    const requote = await k.quote('flight', token, { orderId: order.orderId });
    expect(requote.json.data).toMatchObject({
      cancellable: false,
      refusal: 'This booking is already cancelled.',
    });
  });

  it('keeps the fare rules fee per passenger on a refundable-with-fee fare', async () => {
    const { token, offer, order, brand } = await k.flightOrder('RefundableWithFee');
    const quote = (await k.quote('flight', token, { orderId: order.orderId })).json.data;
    const fee = cents(brand.refund.fee!);
    const fare = quote.lines.find((line) => line.kind === 'fare')!;
    expect(fee).toBeGreaterThan(0);
    expect(fare).toMatchObject({ keptCents: fee, refundCents: fare.paidCents - fee });
    expect(quote.lines.find((line) => line.kind === 'taxes')!.keptCents).toBe(0);
    expect(quote).toMatchObject({ basis: 'RefundableWithFee', paidCents: k.cardTotal(offer) });
    expect(quote.keptCents).toBeGreaterThanOrEqual(fee);
    const done = await k.cancel('flight', token, {
      orderId: order.orderId,
      confirmedRefundCents: quote.refundCents,
    });
    expect(done.json.data).toMatchObject({ orderStatus: 'PartlyRefunded', refundCents: quote.refundCents });
  });

  it('gives back only the refundable taxes and charges on a non-refundable fare', async () => {
    const { token, order, brand } = await k.flightOrder('NotRefundable');
    const quote = (await k.quote('flight', token, { orderId: order.orderId })).json.data;
    const adult = brand.prices.find((price) => price.passengerType === 'Adult')!;
    const refundableTaxes = adult.taxes
      .filter((tax) => REFUNDABLE_TAX_CODES.includes(tax.code))
      .reduce((sum, tax) => sum + cents(tax.amount), 0);
    expect(refundableTaxes).toBeGreaterThan(0);
    expect(quote.basis).toBe('NotRefundable');
    expect(quote.lines.find((line) => line.kind === 'fare')).toMatchObject({ refundCents: 0 });
    expect(quote.lines.find((line) => line.kind === 'taxes')!.refundCents).toBe(refundableTaxes);
    const surcharge = quote.lines.find((line) => line.kind === 'surcharge');
    expect(quote.refundCents).toBe(refundableTaxes + (surcharge?.refundCents ?? 0));
  });

  it('releases an unpaid invoice order: nothing refunded, no credit note, the held seats back', async () => {
    const { token, offer, order } = await k.flightOrder('NotRefundable', 1, true);
    expect(order.status).toBe('Held');
    const quote = (await k.quote('flight', token, { orderId: order.orderId })).json.data;
    expect(quote).toMatchObject({
      cancellable: true,
      basis: 'InvoiceUnpaid',
      paidCents: 0,
      refundCents: 0,
      refundTo: null,
    });
    const flightKey = offer.journeys[0]!.flightKeys[0]!;
    const before = await k.cabinOf(flightKey);
    const done = await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: 0 });
    expect(done.json.data).toMatchObject({
      orderStatus: 'Released',
      status: 'Completed',
      refundCents: 0,
      creditNoteNumber: null,
      gatewayRefundId: null,
    });
    expect((await k.cabinOf(flightKey))!.held).toBe(before!.held - 1);
  });

  it('refuses strangers (404), bad input (400), a changed quote and a state that does not allow it (409)', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const stranger = await k.kit.publicToken();
    expect((await k.quote('flight', stranger, { orderId: order.orderId })).status).toBe(404);
    expect(
      (await k.cancel('flight', stranger, { orderId: order.orderId, confirmedRefundCents: 0 })).status,
    ).toBe(404);
    // A flight order is not the Hotel API's.
    expect((await k.quote('hotel', token, { orderId: order.orderId })).status).toBe(404);
    const bad = await k.cancel('flight', token, { orderId: 'ord_nope', confirmedRefundCents: -1 });
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringContaining('orderId is not valid')]);
    const noKey = await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: 1 }, null);
    expect(noKey.status).toBe(400);
    const changed = await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: 1 });
    expect([changed.status, changed.json.message]).toEqual([
      409,
      'The refund has changed since you saw it. Please review the new quote and confirm again.',
    ]);
    await k.platform.database.query(`UPDATE orders SET status = 'ChangePending' WHERE id = $1`, [
      order.orderId,
    ]);
    const pending = await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: 0 });
    expect([pending.status, pending.json.message]).toEqual([
      409,
      'A change to this booking is in progress. Finish or abandon it before cancelling.',
    ]);
  });
});

describe("a signed-in traveller's trips", () => {
  it('moves a cancelled trip from upcoming to previous', async () => {
    const token = await k.kit.accountToken('cancel.trips@example.com');
    const { offer, order } = await k.flightOrder('Refundable', 1, false, token);
    const trips = async () => (await k.post<TripList>('/Order/List', { siteId: SITE }, token)).json.data;
    expect((await trips()).upcoming.map((trip) => trip.orderId)).toContain(order.orderId);
    await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: k.cardTotal(offer) });
    const after = await trips();
    expect(after.upcoming.map((trip) => trip.orderId)).not.toContain(order.orderId);
    expect(after.previous.find((trip) => trip.orderId === order.orderId)?.status).toBe('Refunded');
  });
});

describe('a gateway that does not answer the refund', () => {
  it('leaves the cancellation RefundPending, and the next cancel call makes the one refund', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable');
    const paid = k.cardTotal(offer);
    const { config } = k.platform;
    // The same database and clock, with the gateway at an address nobody listens on.
    const offline = createServices({
      ...k.platform,
      config: {
        ...config,
        paymentGatewaySecretKey: 'sk_test_offline_gateway_0000',
        payments: { ...config.payments, gatewayUrl: 'http://127.0.0.1:9' },
      },
    });
    const body = { orderId: order.orderId, confirmedRefundCents: paid };
    const response = await offline.booking.request(
      '/Order/Cancel',
      jsonRequest('POST', body, { Authorization: `Bearer ${token}`, 'Idempotency-Key': newKey() }),
    );
    const pending = ((await response.json()) as { data: Cancellation }).data;
    expect(response.status).toBe(200);
    expect(pending).toMatchObject({
      orderStatus: 'Cancelled',
      status: 'RefundPending',
      refundCents: paid,
      creditNoteNumber: expect.stringMatching(/^CN-/),
      gatewayRefundId: null,
    });
    const subject = `Booking ${order.bookingReference} is cancelled`;
    expect(await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [subject])).toBe(0);

    const done = await k.cancel('flight', token, body);
    expect(done.json.data).toMatchObject({
      orderStatus: 'Refunded',
      status: 'Completed',
      creditNoteNumber: pending.creditNoteNumber,
      gatewayRefundId: expect.stringMatching(/^re_/),
    });
    expect(await gatewayRefunds(await paymentIdOf(order.orderId))).toBe(1);
    expect(await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [subject])).toBe(1);
  });
});

describe('POST /Order/CancelQuote and /Order/Cancel (Hotel API)', () => {
  it('cancels a stay inside its free cancellation for a full refund and gives the rooms back', async () => {
    const { token, quote: hotelQuote, order } = await k.hotelOrder();
    const paid = k.hotelCardTotal(hotelQuote);
    const quote = await k.quote('hotel', token, { orderId: order.orderId });
    expect(quote.status, quote.json.message).toBe(200);
    expect(quote.json.data).toMatchObject({
      basis: 'HotelTimeline',
      paidCents: paid,
      refundCents: paid,
      keptCents: 0,
    });
    expect(quote.json.data.validUntil).toBe(order.stay!.freeCancellationUntil);
    const sold = () =>
      k.count(`SELECT count(*) AS n FROM hotel_room_sales WHERE order_id = $1`, [order.orderId]);
    expect(await sold()).toBeGreaterThan(0);
    const done = await k.cancel('hotel', token, { orderId: order.orderId, confirmedRefundCents: paid });
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data).toMatchObject({ orderStatus: 'Refunded', refundCents: paid, keptCents: 0 });
    expect(await sold()).toBe(0);
  });
});
