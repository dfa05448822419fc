/**
 * At most one live authorisation per offer (issue 21): when a payment of an offer (or hotel quote) is
 * authorised, the offer's older authorised payments that no order took are voided in the same flow, so
 * one card cannot hold the full amount many times over on one booking.
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { bookingPayments } from '../db/schema';
import type { Platform } from '../platform/platform';
import { gatewayClient } from './gateway-client';
import type { PaymentRow } from './payment.repo';

export const SUPERSEDED = 'Replaced by a later payment on this booking: nothing was charged.';

/**
 * Keeps the offer's newest authorised, unordered payment (by creation, then id) and marks the others
 * Voided, then voids them at the gateway. Every payment runs this once it is authorised, so two
 * authorised concurrently converge on the same survivor: the one that runs last sees both. Rows are
 * changed first, under the row lock an UPDATE takes: an OrderCreate that has locked a payment
 * (lockUnusedPayment) makes this wait and then skip it, and one that comes later finds it voided, so a
 * voided hold is never captured.
 */
export async function voidOlderHolds(platform: Platform, current: PaymentRow): Promise<void> {
  if (current.status !== 'Authorised') return;
  const live = and(
    eq(bookingPayments.offerId, current.offerId),
    eq(bookingPayments.status, 'Authorised'),
    isNull(bookingPayments.orderId),
  );
  const { db } = platform.database;
  const newest = db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(live)
    .orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id))
    .limit(1);
  const older = await db
    .update(bookingPayments)
    .set({ status: 'Voided', message: SUPERSEDED, updatedAt: platform.clock.now() })
    .where(and(live, ne(bookingPayments.id, sql`(${newest})`)))
    .returning();
  for (const payment of older) {
    if (!payment.authorisationId) continue;
    try {
      await gatewayClient(platform).void(payment.authorisationId);
    } catch (error) {
      // The payment is already void here and no order can take it; the gateway's own hold lapses.
      platform.log.warn(
        { paymentId: payment.id, err: String(error) },
        'could not void a replaced authorisation at the gateway',
      );
    }
  }
}
