import { describe, expect, it } from 'vitest';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Cancel under concurrency (ADR 024): several cancellations of one order at once, each with its own
 * Idempotency-Key, make one cancellation, one gateway refund, one email, and give the seats back once.
 * On PGlite (one connection) the transactions queue; with DATABASE_URL set they run truly concurrently
 * on a PostgreSQL pool, where the order row's lock and the gateway's order-scoped refund key decide.
 */

const RACERS = 4;
const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe(onDatabase('concurrent cancellations of one order'), () => {
  it(`${RACERS} cancels of one refundable flight order at once: one outcome, one refund, seats back once`, async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const paid = k.cardTotal(offer);
    const flightKey = offer.journeys[0]!.flightKeys[0]!;
    const before = await k.cabinOf(flightKey);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: paid }, newKey()),
      ),
    );
    const elapsed = performance.now() - started;
    for (const answer of answers) expect(answer.status, answer.json.message).toBe(200);
    const outcomes = new Set(answers.map((answer) => JSON.stringify(answer.json.data)));
    expect(outcomes.size).toBe(1);
    const outcome = answers[0]!.json.data as Cancellation;
    expect(outcome).toMatchObject({ orderStatus: 'Refunded', status: 'Completed', refundCents: paid });
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') !== 'true')).toHaveLength(1);

    const paymentId = (
      await k.platform.database.query<{ id: string }>(`SELECT payment_id AS id FROM orders WHERE id = $1`, [
        order.orderId,
      ])
    )[0]!.id;
    const refunds = await k.platform.database.query<{ amount: number; refunded: number }>(
      `SELECT r.amount_cents AS amount, a.refunded_cents AS refunded FROM payment_gateway_refunds r
         JOIN payment_gateway_authorisations a ON a.id = r.authorisation_id WHERE a.reference = $1`,
      [paymentId],
    );
    expect(refunds).toEqual([{ amount: paid, refunded: paid }]);
    expect(
      await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
        `Booking ${order.bookingReference} is cancelled`,
      ]),
    ).toBe(1);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_cancellations WHERE order_id = $1`, [order.orderId]),
    ).toBe(1);

    // The counters moved once, and still equal the claims they count.
    const after = await k.cabinOf(flightKey);
    expect(after!.sold).toBe(before!.sold - 2);
    expect(after!.sold + after!.held).toBe(after!.claimed);
    console.log(
      `[cancel race ${onDatabase('')}] ${RACERS} concurrent cancels: 200 x ${answers.length}, 1 refund of ${paid} cents, ` +
        `1 email, cabin sold ${before!.sold} -> ${after!.sold}, ${elapsed.toFixed(0)} ms in all`,
    );
  });

  it(`${RACERS} cancels of one stay at once: one refund, the rooms back once`, async () => {
    const { token, quote, order } = await k.hotelOrder();
    const paid = k.hotelCardTotal(quote);
    const nights = () =>
      k.count(`SELECT coalesce(sum(n.sold), 0)::int AS n FROM hotel_room_nights n WHERE n.property_id = $1`, [
        order.stay!.propertyId,
      ]);
    const soldBefore = await nights();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        k.cancel('hotel', token, { orderId: order.orderId, confirmedRefundCents: paid }, newKey()),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.json.message).toBe(200);
    expect(new Set(answers.map((answer) => answer.json.data.gatewayRefundId)).size).toBe(1);
    expect(soldBefore - (await nights())).toBe(order.stay!.nights);
    expect(
      await k.count(`SELECT count(*) AS n FROM payment_gateway_refunds WHERE id = $1`, [
        answers[0]!.json.data.gatewayRefundId,
      ]),
    ).toBe(1);
  });
});
