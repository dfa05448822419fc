/**
 * The payment reconciler (ADR 015): a periodic job (jobs/housekeeping-jobs.ts, ADR 019) that runs once
 * per PAYMENT_RECONCILE_SECONDS across all instances, the first at start. It settles what a
 * crash or a traveller who walked away leaves behind, so that no card is charged without an order and
 * no order keeps seats it has not paid for:
 * - a payment still waiting on the gateway or the cardholder past its time limit is voided (TimedOut);
 *   one whose authorisation never reached the gateway is re-sent under its key and voided;
 * - an authorised payment no order took within ORDER_WITHIN_SECONDS is voided;
 * - an authorisation the gateway answered after its payment timed out is voided (reconcile-late-answers.ts);
 * - an order whose capture or ticketing did not complete is finished (or fails, seats or rooms released);
 * - an invoice order unpaid at its pay-by instant is released with its seats or rooms.
 * Every step is idempotent, so two processes reconciling at once do no harm.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { bookingPayments, orders } from '../db/schema';
import { authoriseAtGateway, refreshPayment, voidPayment } from '../payments/payment.service';
import type { Platform } from '../platform/platform';
import { finishOrder } from './order-finish.service';
import { releaseOrderInventory } from './order-inventory';
import { voidLateAuthorisations } from './reconcile-late-answers';

export interface ReconcileReport {
  timedOut: number;
  voided: number;
  finished: number;
  released: number;
  errors: number;
}

const BATCH = 100;

export async function reconcilePayments(platform: Platform): Promise<ReconcileReport> {
  const { db } = platform.database;
  const report: ReconcileReport = { timedOut: 0, voided: 0, finished: 0, released: 0, errors: 0 };
  const now = platform.clock.now();
  const attempt = async (what: string, id: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      report.errors += 1;
      platform.log.warn({ id, err: String(error) }, `reconcile: ${what} failed; retried next pass`);
    }
  };

  const stale = await db
    .select()
    .from(bookingPayments)
    .where(
      and(
        isNull(bookingPayments.orderId),
        inArray(bookingPayments.status, ['Pending', 'ChallengeRequired', 'Authorised']),
        lte(bookingPayments.expiresAt, now),
      ),
    )
    .limit(BATCH);
  for (let row of stale) {
    await attempt('void', row.id, async () => {
      if (!row.authorisationId) {
        // The process died between recording the payment and hearing from the gateway: ask again under
        // the same key (the gateway replays, or authorises now) so the authorisation can be voided.
        row = await authoriseAtGateway(platform, row.id).catch(() => row);
      }
      if (row.status === 'Authorised') {
        await voidPayment(
          platform,
          row,
          'Voided',
          'Payment cancelled: no booking was made, nothing was charged',
        );
        report.voided += 1;
      } else if ((await refreshPayment(platform, row)).status === 'TimedOut') {
        report.timedOut += 1;
      }
    });
  }

  report.voided += await voidLateAuthorisations(platform, attempt, BATCH);

  const unfinished = await db
    .select({ id: orders.id })
    .from(orders)
    // Confirmed is a hotel order's last state, a flight order's step before its tickets.
    .where(
      or(eq(orders.status, 'Authorised'), and(eq(orders.status, 'Confirmed'), eq(orders.kind, 'flight'))),
    )
    .limit(BATCH);
  for (const { id } of unfinished) {
    await attempt('finish order', id, async () => {
      const order = await finishOrder(platform, id);
      const done = order.kind === 'hotel' ? order.status === 'Confirmed' : order.status === 'Ticketed';
      if (done || order.status === 'Failed') report.finished += 1;
    });
  }

  const unpaid = await db
    .select({ id: orders.id, kind: orders.kind, offerId: orders.offerId })
    .from(orders)
    .where(and(eq(orders.status, 'Held'), lte(orders.payBy, now)))
    .limit(BATCH);
  for (const order of unpaid) {
    await attempt('release invoice', order.id, () =>
      db.transaction(async (tx) => {
        const released = await tx
          .update(orders)
          .set({ status: 'Released', releasedAt: now, updatedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'Held')))
          .returning({ id: orders.id });
        if (released.length === 0) return;
        await releaseOrderInventory(tx, order, now);
        report.released += 1;
      }),
    );
  }
  return report;
}
