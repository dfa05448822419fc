import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { createServices } from '../app';
import type { Platform } from '../platform/platform';
import { jsonRequest } from '../testing/test-platform';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { retryPendingRefunds } from './refund-retry.service';
import { FIRST_RETRY_MS, RETRY_GRACE_MS } from './refund-retry.rules';

/**
 * The background retry of a refund an outage left pending (ADR 024 amendment of 2026-11-28): with the
 * gateway down the pass records the failure and backs off; with it up again the pass makes the one
 * refund under the order's key, completes the cancellation and sends the email, and later passes do
 * nothing. The outage is the fault tests' way: the same database and clock with the gateway at an
 * address nobody listens on.
 */

let k: Awaited<ReturnType<typeof openCancelKit>>;
let offline: Platform;
beforeAll(async () => {
  k = await openCancelKit();
  const { config } = k.platform;
  offline = {
    ...k.platform,
    config: {
      ...config,
      paymentGatewaySecretKey: 'sk_test_offline_gateway_0000',
      payments: { ...config.payments, gatewayUrl: 'http://127.0.0.1:9' },
    },
  };
});
afterAll(() => k.t.close());

const retries = (orderId: string) =>
  k.platform.database.query<{ attempts: number; next_attempt_at: Date; last_error: string }>(
    `SELECT attempts, next_attempt_at, last_error FROM order_refund_retries WHERE order_id = $1`,
    [orderId],
  );
const gatewayRefunds = (orderId: string) =>
  k.count(
    `SELECT count(*) AS n FROM payment_gateway_refunds r
       JOIN payment_gateway_authorisations a ON a.id = r.authorisation_id
       JOIN orders o ON o.payment_id = a.reference WHERE o.id = $1`,
    [orderId],
  );
const nothing = { done: 0, owedByBank: 0, failed: 0 };

describe('the refunds-retry pass', () => {
  it('retries with backoff while the gateway is down, then makes exactly one refund when it is up', async () => {
    const { token, offer, order } = await k.flightOrder('Refundable');
    const paid = k.cardTotal(offer);
    const response = await createServices(offline).booking.request(
      '/Order/Cancel',
      jsonRequest(
        'POST',
        { orderId: order.orderId, confirmedRefundCents: paid },
        { Authorization: `Bearer ${token}`, 'Idempotency-Key': newKey() },
      ),
    );
    expect(((await response.json()) as { data: Cancellation }).data.status).toBe('RefundPending');
    const subject = `Booking ${order.bookingReference} is cancelled`;
    const emails = () => k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [subject]);

    // A cancel call may still be finishing its own refund: the pass leaves a fresh one alone.
    expect(await retryPendingRefunds(offline)).toEqual(nothing);
    k.t.clock.advance(RETRY_GRACE_MS);

    // Gateway down: the attempt fails and the next one waits, doubling.
    expect(await retryPendingRefunds(offline)).toEqual({ ...nothing, failed: 1 });
    const [first] = await retries(order.orderId);
    expect(first).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/\S/) });
    expect(first!.next_attempt_at.getTime() - k.t.clock.now().getTime()).toBe(FIRST_RETRY_MS);
    expect(await retryPendingRefunds(k.platform)).toEqual(nothing);
    k.t.clock.advance(FIRST_RETRY_MS);
    expect(await retryPendingRefunds(offline)).toEqual({ ...nothing, failed: 1 });
    const [second] = await retries(order.orderId);
    expect(second!.attempts).toBe(2);
    expect(second!.next_attempt_at.getTime() - k.t.clock.now().getTime()).toBe(2 * FIRST_RETRY_MS);
    expect(await gatewayRefunds(order.orderId)).toBe(0);
    expect(await emails()).toBe(0);

    // Gateway up: the due attempt makes the refund and finishes the cancellation.
    k.t.clock.advance(2 * FIRST_RETRY_MS);
    expect(await retryPendingRefunds(k.platform)).toEqual({ ...nothing, done: 1 });
    expect(await gatewayRefunds(order.orderId)).toBe(1);
    expect(await retries(order.orderId)).toEqual([]);
    const rows = await k.platform.database.query<{
      status: string;
      order_status: string;
      refund: string | null;
    }>(
      `SELECT c.status, o.status AS order_status, c.gateway_refund_id AS refund
         FROM order_cancellations c JOIN orders o ON o.id = c.order_id WHERE c.order_id = $1`,
      [order.orderId],
    );
    expect(rows[0]).toMatchObject({
      status: 'Completed',
      order_status: 'Refunded',
      refund: expect.stringMatching(/^re_/),
    });
    expect(await emails()).toBe(1);

    // Later passes and a cancel call find it done: still one refund, one email.
    k.t.clock.advance(10 * FIRST_RETRY_MS);
    expect(await retryPendingRefunds(k.platform)).toEqual(nothing);
    const again = await k.cancel('flight', token, { orderId: order.orderId, confirmedRefundCents: paid });
    expect(again.json.data).toMatchObject({ status: 'Completed', orderStatus: 'Refunded' });
    expect(await gatewayRefunds(order.orderId)).toBe(1);
    expect(await emails()).toBe(1);
  });
});
