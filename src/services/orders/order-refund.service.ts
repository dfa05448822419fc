/**
 * Finishing a cancellation's refund (ADR 024, with its amendment of 2026-11-28). A card order's refund
 * goes to the gateway under a key derived from the order, so every caller (the cancel call, a replay,
 * the background retry of refund-retry.service.ts) asks for the same one refund; recording it is
 * conditional on the cancellation still pending, so only one caller moves the order and queues the
 * email. A bank-paid order's refund cannot go to a card: what the gateway does not refund (extras and
 * changes bought later by card go back to their cards) is written as owed by bank transfer, for an
 * agent to pay and record (bank-refund.service.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import { orderBankRefunds, orderCancellations, orderRefundRetries, orders } from '../db/schema';
import type { DbTx } from '../db/database';
import { bankCancellationEmail } from '../email/bank-refund-emails';
import { orderActionLanguage } from '../email/email-language';
import { cancellationEmail } from '../email/order-cancel-emails';
import { gatewayClient } from '../payments/gateway-client';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { findCancellation, toCancellation } from './cancellation.repo';
import { changesWereRefunded, paidChangesOf, refundChanges } from './order-cancel-changes';
import { extrasWereRefunded, paidExtrasOf, refundExtras } from './order-cancel-extras';
import { stateAfterRefund } from './order-state.rules';
import { findOrderRow, loadOrderRecord } from './order.repo';

/** The gateway key of a card order's refund: the order's, never a caller's (ADR 024). */
const refundKeyOf = (orderId: string) => `order-refund:${orderId}`;

/** The cancellation email, in the order's language, in the transaction that completes or cancels. */
export async function queueCancellationEmail(platform: Platform, tx: DbTx, orderId: string): Promise<void> {
  const order = (await findOrderRow(tx, orderId))!;
  const row = (await findCancellation(tx, orderId))!;
  const language = await orderActionLanguage(tx, order);
  const cancellation = toCancellation(order, row);
  const [owed] = await tx.select().from(orderBankRefunds).where(eq(orderBankRefunds.orderId, orderId));
  await queueEmail(
    tx,
    platform,
    owed?.status === 'Owed'
      ? bankCancellationEmail(order.contactEmail, cancellation, owed.owedCents, language)
      : cancellationEmail(order.contactEmail, cancellation, language),
  );
}

/**
 * What one attempt came to: `done` (refunded and recorded, now or before), `owed-by-bank` (a bank-paid
 * order's refund is now an agent's to pay), `failed` (the gateway did not answer; `error` says how).
 */
type RefundAttempt = { outcome: 'done' | 'owed-by-bank' } | { outcome: 'failed'; error: string };

/** Moves the cancellation to Completed and the order to Refunded or PartlyRefunded, once. */
async function recordRefunded(platform: Platform, orderId: string, refundId: string | null): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const now = platform.clock.now();
    const done = await tx
      .update(orderCancellations)
      .set({ status: 'Completed', gatewayRefundId: refundId, completedAt: now })
      .where(and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.status, 'RefundPending')))
      .returning({ paidCents: orderCancellations.paidCents, refundCents: orderCancellations.refundCents });
    if (done.length === 0) return;
    await tx
      .update(orders)
      .set({ status: stateAfterRefund(done[0]!.paidCents, done[0]!.refundCents), updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Cancelled')));
    await tx.delete(orderRefundRetries).where(eq(orderRefundRetries.orderId, orderId));
    await queueCancellationEmail(platform, tx, orderId);
  });
}

/** Writes the refund a bank-paid order owes by transfer, once, with the cancellation email. */
async function recordOwedByBank(platform: Platform, orderId: string, owedCents: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orderBankRefunds)
      .values({
        orderId,
        owedCents,
        currency: 'AUD',
        status: 'Owed',
        createdAt: platform.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ orderId: orderBankRefunds.orderId });
    if (inserted.length === 0) return;
    await tx.delete(orderRefundRetries).where(eq(orderRefundRetries.orderId, orderId));
    await queueCancellationEmail(platform, tx, orderId);
  });
}

/** One attempt at the cancellation's pending refund (nothing to do answers `done`). */
export async function completeRefund(platform: Platform, orderId: string): Promise<RefundAttempt> {
  const { db } = platform.database;
  const record = await loadOrderRecord(db, orderId);
  const pending = await findCancellation(db, orderId);
  if (!record || pending?.status !== 'RefundPending') return { outcome: 'done' };
  const byBank = record.order.paymentMode === 'Invoice';
  if (byBank) {
    const [owed] = await db.select().from(orderBankRefunds).where(eq(orderBankRefunds.orderId, orderId));
    if (owed) return { outcome: 'owed-by-bank' };
  }
  const authorisationId = record.payment?.authorisationId;
  if (!byBank && !authorisationId)
    throw new Error(`order ${orderId} has a refund pending but no card payment`);
  let refundId: string | null = null;
  let left = 0;
  const reason = `Cancellation of ${record.order.bookingReference}, credit note ${pending.creditNoteNumber}`;
  try {
    const lines = pending.lines as CancellationLine[];
    const purchases = await paidExtrasOf(db, orderId);
    const afterExtras = await refundExtras(
      platform,
      purchases,
      pending.refundCents,
      extrasWereRefunded(lines),
      reason,
    );
    const changes = await paidChangesOf(db, orderId);
    left = await refundChanges(platform, changes, afterExtras, changesWereRefunded(lines), reason);
    if (!byBank) {
      // The surcharge comes back in proportion over both payments; rounding must never ask the
      // booking's authorisation for more than it captured (the gateway would refuse, and the refund
      // stay pending).
      const forBooking = Math.min(left, record.payment?.amountCents ?? left);
      if (forBooking > 0) {
        const refund = await gatewayClient(platform).refund(
          authorisationId!,
          forBooking,
          reason,
          refundKeyOf(orderId),
        );
        refundId = refund.id;
      }
    }
  } catch (error) {
    platform.log.warn({ orderId, err: String(error) }, 'refund did not complete; it is retried');
    return { outcome: 'failed', error: String(error).slice(0, 500) };
  }
  if (byBank && left > 0) {
    await recordOwedByBank(platform, orderId, left);
    return { outcome: 'owed-by-bank' };
  }
  await recordRefunded(platform, orderId, refundId);
  return { outcome: 'done' };
}
