import { describe, expect, it } from 'vitest';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import type { OrderChange } from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openChangeKit } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * A cancellation racing a date change of the same order (issue 23 "Done when"): on PostgreSQL
 * (DATABASE_URL) the two run concurrently and the order row's lock decides; on PGlite they queue.
 * Either the change wins and the cancel is refused or cancels the changed order afterwards, or the
 * cancel wins and the change is refused; never both on the old state. One cancellation, at most one
 * refund, and the cabin counts add up on every flight touched.
 */

const k = openPerFile(openChangeKit, (opened) => opened.t.close());

describe(onDatabase('a cancellation racing a change'), () => {
  it('ends with one outcome per call, one refund at most, and exact cabin counts', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const { option, quoted } = await k.quoteFreeChange(token, order.orderId);
    expect(quoted.status, quoted.json.message).toBe(200);
    const cancelQuote = await k.quote('flight', token, { orderId: order.orderId });
    const refund = cancelQuote.json.data.refundCents;
    const oldFlight = offer.journeys[0]!.flightKeys[0]!;
    const newFlight = option.flightKeys[0]!;

    const [changed, cancelled] = await Promise.all([
      k.post<OrderChange>(
        '/Order/Change',
        { orderId: order.orderId, quoteId: quoted.json.data.quoteId, confirmedTotalCents: 0 },
        token,
        { 'Idempotency-Key': newKey() },
      ),
      k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: refund }, newKey()),
    ]);
    const outcome = { change: changed.status, cancel: cancelled.status };
    // Each call has one clear answer: done, or refused with 409 (never a 500, never both on the old state).
    expect([201, 409]).toContain(changed.status);
    expect([200, 409]).toContain(cancelled.status);
    expect(changed.status === 201 || cancelled.status === 200, JSON.stringify(outcome)).toBe(true);

    const cancellations = await k.count(`SELECT count(*) AS n FROM order_cancellations WHERE order_id = $1`, [
      order.orderId,
    ]);
    const refunds = await k.count(
      `SELECT count(*) AS n FROM payment_gateway_refunds r JOIN payment_gateway_authorisations a
         ON a.id = r.authorisation_id JOIN orders o ON o.payment_id = a.reference WHERE o.id = $1`,
      [order.orderId],
    );
    expect(cancellations).toBe(cancelled.status === 200 ? 1 : 0);
    expect(refunds).toBe(cancelled.status === 200 && refund > 0 ? 1 : 0);
    if (cancelled.status === 200) {
      expect((cancelled.json.data as Cancellation).refundCents).toBe(refund);
    }
    // Whatever won, no flight sells more or fewer places than it has claims for.
    for (const key of [oldFlight, newFlight]) {
      const cabin = await k.cabinOf(key);
      expect(cabin!.sold + cabin!.held).toBe(cabin!.claimed);
    }
    // A cancelled order keeps no sold places on either flight.
    if (cancelled.status === 200) {
      const sold = await k.count(
        `SELECT count(*) AS n FROM flight_cabin_claims WHERE order_id = $1 AND status = 'sold'`,
        [order.orderId],
      );
      expect(sold, JSON.stringify(outcome)).toBe(0);
    }
  });
});
