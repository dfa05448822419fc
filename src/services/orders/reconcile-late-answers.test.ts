import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TIMEOUT } from '../../lib/contracts/order';
import { bookingPayments } from '../db/schema';
import { gatewayClient } from '../payments/gateway-client';
import { newPaymentId } from '../payments/payment.repo';
import { authorisationRequestOf } from '../payments/payment.service';
import { gatewayKeyOf } from './booking-idempotency';
import { newKey, openBooking } from './booking-test-kit';
import { reconcilePayments } from './reconcile';

let b: Awaited<ReturnType<typeof openBooking>>;
beforeAll(async () => {
  b = await openBooking();
});
afterAll(() => b.t.close());

const paymentRow = async (id: string) =>
  (await b.platform.database.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;

describe('reconcilePayments: an authorisation answered after its payment timed out', () => {
  it('voids the money the slow gateway held, keeps the payment TimedOut, and visits it once', async () => {
    const { offer } = await b.guestWithOffer();
    const { token: cardToken } = await b.tokenise();
    const now = b.t.clock.now();
    const id = newPaymentId();
    // PreAuth's row, timed out by CheckPreAuthStatus while the gateway's answer was still on its way
    // (refreshPayment → voidPayment without an authorisation id: TimedOut, the traveller shown the text).
    await b.platform.database.db.insert(bookingPayments).values({
      id,
      owner: 'guest:slow',
      offerId: offer.offerId,
      tokenId: cardToken,
      gatewayKey: gatewayKeyOf('guest:slow', newKey()),
      amountCents: offer.totalCents,
      surchargeCents: 0,
      status: 'TimedOut',
      message: PAYMENT_TIMEOUT,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
    });
    // The gateway did authorise it: the late answer nobody heard.
    const late = await gatewayClient(b.platform).authorise(
      authorisationRequestOf(await paymentRow(id)),
      (await paymentRow(id)).gatewayKey,
    );
    expect(late.status).toBe('approved');

    const report = await reconcilePayments(b.platform);
    expect(report.voided).toBe(1);
    expect((await gatewayClient(b.platform).get(late.id)).status).toBe('voided');
    const row = await paymentRow(id);
    expect([row.status, row.message, row.authorisationId]).toEqual(['TimedOut', PAYMENT_TIMEOUT, late.id]);
    expect((await reconcilePayments(b.platform)).voided).toBe(0);
  });
});
