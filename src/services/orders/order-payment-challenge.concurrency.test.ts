import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import type {
  PaymentChallengeOutcome,
  PaymentChallengeStart,
} from '../../shared/contracts/order-payment-challenge';
import { newKey, THREE_DS } from './booking-test-kit';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * 3-D Secure completions racing (ADR 027 amended 2026-11-28): the cardholder's answer and reloads of
 * the return page arrive at once. Each replays the kept purchase under its Idempotency-Key, so one
 * transaction sells and the others answer that purchase; the outcome is written once. On PGlite the
 * transactions queue; with DATABASE_URL they run at once on a PostgreSQL pool.
 */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

describe(onDatabase('an answered challenge completed by several calls at once'), () => {
  it('makes one purchase, one capture and one email', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
    const body = await k.purchaseBody(token, order.orderId, selection, THREE_DS);
    const started = await k.post<PaymentChallengeStart>('/Order/Extras', body, token, {
      'Idempotency-Key': newKey(),
    });
    expect(started.status, started.json.message).toBe(202);
    const { challengeId } = started.json.data.challenge;
    const ids = { orderId: order.orderId, challengeId };
    const answers = await Promise.all([
      k.post<PaymentChallengeOutcome>(
        '/Order/PaymentChallengeAnswer',
        { ...ids, outcome: 'complete' },
        token,
      ),
      ...Array.from({ length: 3 }, () =>
        k.post<PaymentChallengeOutcome>('/Order/PaymentChallengeComplete', ids, token),
      ),
    ]);
    const statuses = answers.map((answer) => answer.json.data.status);
    // A completion read before the answer reached the gateway is still Pending; none is anything else.
    expect(statuses.every((status) => status === 'Completed' || status === 'Pending')).toBe(true);
    expect(answers[0]!.json.data.status).toBe('Completed');
    const purchaseIds = new Set(
      answers.map((answer) => answer.json.data.purchase?.purchaseId).filter(Boolean),
    );
    expect(purchaseIds.size).toBe(1);
    expect(await k.extrasAuthorisations(order.orderId)).toEqual([
      { status: 'captured', captured: body.confirmedTotalCents, amount: body.confirmedTotalCents },
    ]);
    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.ancillaries.bags).toEqual(selection.bags);
    const emails = await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
      `Extras added to booking ${order.bookingReference}`,
    ]);
    expect(emails).toBe(1);
    console.log(
      `[3-D Secure completion race ${onDatabase('')}] ${statuses.join(', ')}; one purchase, one capture`,
    );
  });
});
