import { describe, expect, it } from 'vitest';
import type { OrderDocument } from '../../shared/contracts/documents';
import { newKey } from './booking-test-kit';
import { openExtrasKit } from './order-extras-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Seats and bags bought after booking, then the booking cancelled (ADR 024, ADR 027). */

const k = openPerFile(openExtrasKit, (opened) => opened.t.close());

/** What the gateway captured and refunded on each authorisation with this reference. */
const refundsOf = (reference: string) =>
  k.platform.database.query<{ captured: number; refunded: number }>(
    `SELECT captured_cents AS captured, refunded_cents AS refunded FROM payment_gateway_authorisations
       WHERE reference = $1 ORDER BY created_at`,
    [reference],
  );

async function orderWithExtras(condition: 'Refundable' | 'NotRefundable') {
  const { token, order, offer } = await k.flightOrder(condition);
  const selection = k.selectionOf(await k.optionsOk(token, { orderId: order.orderId }));
  const bought = await k.purchase(token, await k.purchaseBody(token, order.orderId, selection));
  expect(bought.status, bought.json.message).toBe(201);
  return { token, order, offer, extrasPaid: bought.json.data.amountCents };
}

/** Cancels the flight order for the refund its quote offered; the cancel must go through. */
async function cancelAsQuoted(token: string, orderId: string, refundCents: number) {
  const cancelled = await k.cancel('flight', token, { orderId, confirmedRefundCents: refundCents }, newKey());
  expect(cancelled.status, cancelled.json.message).toBe(200);
  return cancelled;
}

describe('cancelling an order with extras bought after booking', () => {
  it('quotes them as the order extras and refunds each payment to its own card authorisation', async () => {
    const { token, order, offer, extrasPaid } = await orderWithExtras('Refundable');
    expect(extrasPaid).toBeGreaterThan(0);
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    expect(quote.status, quote.json.message).toBe(200);
    const bookingPaid = k.cardTotal(offer);
    expect(quote.json.data.paidCents).toBe(bookingPaid + extrasPaid);
    expect(quote.json.data.refundCents).toBe(bookingPaid + extrasPaid);
    expect(quote.json.data.lines.filter((line) => line.kind === 'seat' || line.kind === 'bag')).not.toEqual(
      [],
    );

    const cancelled = await cancelAsQuoted(token, order.orderId, quote.json.data.refundCents);
    expect(cancelled.json.data).toMatchObject({ status: 'Completed', orderStatus: 'Refunded' });
    // The extras' authorisation and the booking's each give back exactly what they captured.
    const [extras] = await refundsOf(`extras:${order.orderId}`);
    expect(extras).toEqual({ captured: extrasPaid, refunded: extrasPaid });
    const [booking] = await k.platform.database.query<{ captured: number; refunded: number }>(
      `SELECT a.captured_cents AS captured, a.refunded_cents AS refunded FROM payment_gateway_authorisations a
         JOIN orders o ON o.payment_id = a.reference WHERE o.id = $1`,
      [order.orderId],
    );
    expect(booking).toEqual({ captured: bookingPaid, refunded: bookingPaid });
  });

  it('keeps them with a non-refundable fare, saying why, and refunds nothing on their card', async () => {
    const { token, order } = await orderWithExtras('NotRefundable');
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    const extrasLines = quote.json.data.lines.filter((line) => line.kind === 'seat' || line.kind === 'bag');
    expect(extrasLines.length).toBeGreaterThan(0);
    for (const line of extrasLines) {
      expect(line.refundCents).toBe(0);
      expect(line.reason).toBe('Extras paid with a non-refundable fare are not refunded.');
    }
    await cancelAsQuoted(token, order.orderId, quote.json.data.refundCents);
    const [extras] = await refundsOf(`extras:${order.orderId}`);
    expect(extras!.refunded).toBe(0);
  });

  it('are on the tax invoice before any cancellation: each line with its GST, the total both payments', async () => {
    const { token, order, offer, extrasPaid } = await orderWithExtras('Refundable');
    const invoice = await k.post<OrderDocument>(
      '/Document/View',
      { orderId: order.orderId, document: 'tax-invoice' },
      token,
    );
    expect(invoice.status, invoice.json.message).toBe(200);
    expect(invoice.json.data.totals.totalCents).toBe(k.cardTotal(offer) + extrasPaid);
    const extras = invoice.json.data.lines.filter((line) => /seat|bag/i.test(line.label));
    expect(extras.length).toBeGreaterThan(0);
    // SYD-MEL is domestic: the extras are taxable like the fare.
    for (const line of extras) expect(line.gstCents).toBe(Math.round(line.amountCents / 11));
  });
});
