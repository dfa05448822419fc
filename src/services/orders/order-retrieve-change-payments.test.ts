import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { openCancelKit } from './order-cancel-test-kit';
import { confirmPaidChange, quotePaidChange } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * A date change paid by card is one of the order's payments (ADR 026 amended 2026-11-28): Order/Retrieve
 * answers it, so the trip pages show every charge the traveller paid, not only the booking's.
 */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe('Order/Retrieve with a paid date change', () => {
  it('answers the change payment with its charged amount, card and status', async () => {
    // A quote charges nothing: the order has no change payment until the change is confirmed.
    const { token, order, quote } = await quotePaidChange(k);
    const before = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(before.json.data.changePayments).toBeUndefined();

    const { change, visa } = await confirmPaidChange(k, token, order.orderId, quote);

    const after = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(after.json.data.changePayments).toEqual([
      {
        changeId: change.changeId,
        chargedCents: visa.totalWithSurchargeCents,
        surchargeCents: visa.surchargeCents,
        scheme: 'visa',
        last4: '4242',
        status: 'Paid',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // The booking's own payment is unchanged: the change is a payment of its own.
    expect(after.json.data.payment.amountCents).toBe(before.json.data.payment.amountCents);
  });
});
