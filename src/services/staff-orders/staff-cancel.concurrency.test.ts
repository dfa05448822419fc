import { describe, expect, it } from 'vitest';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { newKey } from '../orders/booking-test-kit';
import { openStaffOrdersKit } from './staff-orders-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * An agent and the traveller cancelling one order at the same moment (issue 24): the staff cancel goes
 * through the traveller's own cancel, so the order row's lock still decides. One cancellation, one
 * refund, the seats back once, and an `order.cancel` audit row exactly when the agent's call made it.
 * On PGlite the transactions queue; with DATABASE_URL they race on a PostgreSQL pool.
 */

const k = openPerFile(openStaffOrdersKit, (opened) => opened.t.close());

describe(onDatabase('an agent and the traveller cancelling at once'), () => {
  it('make one cancellation and one refund, audited only if the agent made it', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable', 2);
    const paid = k.cardTotal(offer);
    const flightKey = offer.journeys[0]!.flightKeys[0]!;
    const before = await k.cabinOf(flightKey);
    const body = { orderId: order.orderId, confirmedRefundCents: paid };
    const answers = await Promise.all([
      k.post<Cancellation>('/Staff/Orders/Cancel', body, k.tokens.agent, { 'Idempotency-Key': newKey() }),
      k.cancel('flight', token, body, newKey()),
      k.post<Cancellation>('/Staff/Orders/Cancel', body, k.tokens.admin, { 'Idempotency-Key': newKey() }),
      k.cancel('flight', token, body, newKey()),
    ]);
    for (const answer of answers) expect(answer.status, answer.json.message).toBe(200);
    const made = answers.findIndex((answer) => answer.headers.get('Idempotent-Replayed') !== 'true');
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') !== 'true')).toHaveLength(1);
    expect(answers[made]!.json.data).toMatchObject({ orderStatus: 'Refunded', refundCents: paid });

    const count = (query: string) => k.count(query, [order.orderId]);
    expect(await count(`SELECT count(*) AS n FROM order_cancellations WHERE order_id = $1`)).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM payment_gateway_refunds r JOIN payment_gateway_authorisations a
        ON a.id = r.authorisation_id JOIN booking_payments p ON p.authorisation_id = a.id WHERE p.order_id = $1`),
    ).toBe(1);
    const audited = await count(
      `SELECT count(*) AS n FROM staff_audit WHERE target_id = $1 AND action = 'order.cancel'`,
    );
    // Calls 0 and 2 are the staff's: their audit row commits with the cancel, or not at all.
    expect(audited).toBe(made === 0 || made === 2 ? 1 : 0);
    const after = await k.cabinOf(flightKey);
    expect(after!.sold).toBe(before!.sold - 2);
    expect(after!.sold + after!.held).toBe(after!.claimed);
  });
});
