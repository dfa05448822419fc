import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import {
  ORDER_CHANGE_MESSAGES,
  type ChangeQuote,
  type OrderChange,
} from '../../shared/contracts/order-change';
import { DECLINED, newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { paidChangeBody, quotePaidChange } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Date changes with something to pay, paid by card (ADR 026 amended 2026-11-28). */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

const change = (token: string, body: Record<string, unknown>, key = newKey()) =>
  k.post<OrderChange>('/Order/Change', body, token, { 'Idempotency-Key': key });

/** Authorisations the gateway holds for the order's changes. */
const changeAuthorisations = (orderId: string) =>
  k.platform.database.query<{ id: string; status: string; captured: number | null; amount: number }>(
    `SELECT id, status, captured_cents AS captured, amount_cents AS amount
       FROM payment_gateway_authorisations WHERE reference = $1 ORDER BY created_at`,
    [`change:${orderId}`],
  );

/** A ticketed order whose fare has a change fee, and a quote of its first option on 17 December. */
async function paidQuote() {
  const { token, order, offer, option, quoted, quote } = await quotePaidChange(k);
  expect(option.figures.changeFeeCents).toBeGreaterThan(0);
  expect(option.confirmableOnline).toBe(true);
  expect(quoted.status, quoted.json.message).toBe(200);
  return { token, order, offer, quote };
}

const cardBody = (orderId: string, quote: ChangeQuote, card?: string) =>
  paidChangeBody(k, orderId, quote, card);

const journeyOf = async (token: string, orderId: string) =>
  (await k.post<Order>('/Order/Retrieve', { orderId }, token)).json.data.journeys[0]!.flightKeys;

describe('POST /Order/Change with something to pay', () => {
  it('quotes the total per card scheme, then authorises, changes and captures the total with surcharge', async () => {
    const { token, order, quote } = await paidQuote();
    const total = quote.option.figures.totalCents;
    expect(quote).toMatchObject({ confirmable: true, refusal: null });
    const visa = quote.byScheme.find((row) => row.scheme === 'visa')!;
    expect(visa.totalWithSurchargeCents).toBe(total + visa.surchargeCents);
    expect(quote.card?.publishableKey).toMatch(/^pk_test_/);

    const withoutCard = await change(token, {
      orderId: order.orderId,
      quoteId: quote.quoteId,
      confirmedTotalCents: total,
    });
    expect([withoutCard.status, withoutCard.json.message]).toEqual([400, ORDER_CHANGE_MESSAGES.cardRequired]);

    const key = newKey();
    const body = await cardBody(order.orderId, quote);
    const changed = await change(token, body, key);
    expect(changed.status, changed.json.message).toBe(201);
    expect(changed.json.data.figures.totalCents).toBe(total);
    expect(changed.json.data.payment).toMatchObject({
      scheme: 'visa',
      last4: '4242',
      chargedCents: visa.totalWithSurchargeCents,
      status: 'Paid',
    });
    expect(await changeAuthorisations(order.orderId)).toMatchObject([
      { status: 'captured', captured: visa.totalWithSurchargeCents, amount: visa.totalWithSurchargeCents },
    ]);
    expect(await journeyOf(token, order.orderId)).toEqual(quote.option.flightKeys);

    // The same key again, and the same quote under another key: the first change, one charge.
    const again = await change(token, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.data.changeId).toBe(changed.json.data.changeId);
    const other = await change(token, await cardBody(order.orderId, quote));
    expect(other.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await changeAuthorisations(order.orderId)).toHaveLength(1);
  });

  it('answers 402 for a declined card and changes nothing', async () => {
    const { token, order, offer, quote } = await paidQuote();
    const declined = await change(token, await cardBody(order.orderId, quote, DECLINED));
    expect(declined.status).toBe(402);
    expect(declined.json.message).toContain('declined');
    expect(await journeyOf(token, order.orderId)).toEqual(offer.journeys[0]!.flightKeys);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_changes WHERE order_id = $1 AND status = 'Completed'`, [
        order.orderId,
      ]),
    ).toBe(0);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_change_payments WHERE order_id = $1`, [order.orderId]),
    ).toBe(0);
  });

  it('voids the authorisation when the change fails with a 409 (the flights gone): nothing charged', async () => {
    const { token, order, offer, quote } = await paidQuote();
    // The quote's hold lapsed and the new flight sold out meanwhile: only the transaction can tell.
    const flightKey = quote.option.flightKeys[0]!;
    const before = (await k.cabinOf(flightKey))!;
    await k.platform.database.query(`DELETE FROM flight_cabin_claims WHERE offer_id = $1`, [quote.quoteId]);
    await k.platform.database.query(
      `UPDATE flight_cabin_inventory SET held = 0, sold = capacity WHERE flight_key = $1`,
      [flightKey],
    );
    const failed = await change(token, await cardBody(order.orderId, quote));
    expect(failed.status, failed.json.message).toBe(409);
    const auths = await changeAuthorisations(order.orderId);
    expect(auths).toHaveLength(1);
    expect(auths[0]).toMatchObject({ status: 'voided', captured: null });
    expect(await journeyOf(token, order.orderId)).toEqual(offer.journeys[0]!.flightKeys);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_change_payments WHERE order_id = $1`, [order.orderId]),
    ).toBe(0);
    // The flight back on sale for the next test (less the hold this test deleted).
    await k.platform.database.query(
      `UPDATE flight_cabin_inventory SET held = $2, sold = $3 WHERE flight_key = $1`,
      [flightKey, before.held - 1, before.sold],
    );
  });
});

describe('cancelling an order after a paid change', () => {
  it("quotes the change's charges with the order and refunds them to the change's own card authorisation", async () => {
    const { token, order, offer, quote } = await paidQuote();
    const changed = await change(token, await cardBody(order.orderId, quote));
    expect(changed.status, changed.json.message).toBe(201);
    const charged = changed.json.data.payment!.chargedCents;

    const cancelQuote = await k.quote('flight', token, { orderId: order.orderId });
    expect(cancelQuote.status, cancelQuote.json.message).toBe(200);
    const data = cancelQuote.json.data;
    expect(data.paidCents).toBe(k.cardTotal(offer) + charged);
    const changeLines = data.lines.filter((line) => line.kind === 'change');
    expect(changeLines.map((line) => line.label)).toContain('Date change: change fee');
    for (const line of changeLines) expect(line.keptCents).toBe(0);

    const cancelled = await k.cancel(
      'flight',
      token,
      { orderId: order.orderId, confirmedRefundCents: data.refundCents },
      newKey(),
    );
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'Completed', refundCents: data.refundCents });
    const [changeAuth] = await k.platform.database.query<{ captured: number; refunded: number }>(
      `SELECT captured_cents AS captured, refunded_cents AS refunded FROM payment_gateway_authorisations
         WHERE reference = $1`,
      [`change:${order.orderId}`],
    );
    expect(changeAuth).toEqual({ captured: charged, refunded: charged });
    const [booking] = await k.platform.database.query<{ refunded: number }>(
      `SELECT a.refunded_cents AS refunded FROM payment_gateway_authorisations a
         JOIN orders o ON o.payment_id = a.reference WHERE o.id = $1`,
      [order.orderId],
    );
    expect(booking!.refunded).toBe(data.refundCents - charged);

    // A retried cancel asks for no new refund.
    const again = await k.cancel(
      'flight',
      token,
      { orderId: order.orderId, confirmedRefundCents: data.refundCents },
      newKey(),
    );
    expect(again.json.data.refundCents).toBe(data.refundCents);
    const [after] = await k.platform.database.query<{ refunded: number }>(
      `SELECT refunded_cents AS refunded FROM payment_gateway_authorisations WHERE reference = $1`,
      [`change:${order.orderId}`],
    );
    expect(after!.refunded).toBe(charged);
  });
});
