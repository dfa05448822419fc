/**
 * After an order's transaction: capture the card payment (Authorised → Confirmed), issue the e-tickets
 * and send the confirmation (Confirmed → Ticketed). A hotel order is not ticketed: its capture confirms
 * it and sends the confirmation (ADR 016). Each step is idempotent, so OrderCreate, a replay of it and
 * the reconciler can all call finishOrder on the same order (ADR 015).
 */
import { and, eq } from 'drizzle-orm';
import type { Order } from '../../shared/contracts/order';
import { bookingPayments, orderPassengers, orders } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { bookingConfirmationEmail } from '../email/booking-confirmation';
import { orderLanguage } from '../email/email-language';
import { hotelConfirmationEmail } from '../email/hotel-confirmation';
import type { DbTx } from '../db/database';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { GatewayError, gatewayClient } from '../payments/gateway-client';
import { claimConfirmationEmail } from './contact-limits';
import { isAccountSubject, orderClaimLink } from './order-claim.service';
import { emailHelp } from './email-help';
import { releaseOrderInventory } from './order-inventory';
import { newTicketNumber } from './order.rules';
import { loadOrderRecord, lockOrderRow, toOrder, type OrderRecord } from './order.repo';

async function reload(platform: Platform, orderId: string): Promise<OrderRecord> {
  const record = await loadOrderRecord(platform.database.db, orderId);
  if (!record) throw new Error(`order ${orderId} vanished`);
  return record;
}

/** Queues the confirmation email of the order as it now stands, inside the caller's transaction. */
export async function queueConfirmation(platform: Platform, tx: DbTx, orderId: string): Promise<void> {
  const record = await loadOrderRecord(tx, orderId);
  if (!record) throw new Error(`order ${orderId} vanished`);
  const order = toOrder(record);
  if (!(await claimConfirmationEmail(platform, tx, record.order))) return;
  const language = await orderLanguage(tx, record.order.owner, record.order.language);
  // A guest's booking joins an account's trips only through this link (order-claim.service.ts).
  const claimLink = isAccountSubject(record.order.owner) ? undefined : orderClaimLink(platform, record.order);
  const email =
    order.kind === 'hotel'
      ? hotelConfirmationEmail(order, platform.clock.now(), language, claimLink, emailHelp(platform, order))
      : bookingConfirmationEmail(
          order,
          platform.clock.now(),
          language,
          claimLink,
          emailHelp(platform, order),
        );
  await queueEmail(tx, platform, email);
}

/** Brings the order as far as it can go and answers it. A gateway outage leaves it for the reconciler. */
export async function finishOrder(platform: Platform, orderId: string): Promise<Order> {
  let record = await reload(platform, orderId);
  if (record.order.status === 'Authorised') {
    await platform.metrics.timeStep('capture_ticketing', () => captureOrder(platform, record));
    record = await reload(platform, orderId);
  }
  if (record.order.status === 'Confirmed' && record.order.kind === 'flight') {
    await platform.metrics.timeStep('capture_ticketing', () => ticketOrder(platform, orderId));
    record = await reload(platform, orderId);
  }
  return toOrder(record);
}

async function captureOrder(platform: Platform, record: OrderRecord): Promise<void> {
  const { db } = platform.database;
  const { order, payment } = record;
  const now = platform.clock.now();
  if (!payment?.authorisationId) throw new Error(`order ${order.id} has no authorised payment`);
  try {
    // Capturing again answers the first capture (the gateway's rule), so a retry after a crash is safe.
    await gatewayClient(platform).capture(payment.authorisationId, payment.amountCents);
  } catch (error) {
    if (error instanceof GatewayError && [404, 409, 410].includes(error.status)) {
      await failOrder(platform, record, error.message);
      return;
    }
    platform.log.warn(
      { orderId: order.id, err: String(error) },
      'capture did not complete; the reconciler retries',
    );
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(bookingPayments)
      .set({ status: 'Captured', message: 'Payment taken', updatedAt: now })
      .where(eq(bookingPayments.id, payment.id));
    const confirmed = await tx
      .update(orders)
      .set({ status: 'Confirmed', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'Authorised')))
      .returning({ id: orders.id });
    // Confirmed is where a hotel order ends: its confirmation goes with the capture, exactly once.
    if (confirmed.length === 1 && order.kind === 'hotel') await queueConfirmation(platform, tx, order.id);
  });
}

/**
 * The authorisation cannot be captured (voided or declined meanwhile): the order fails, and its seats or
 * rooms go back.
 */
async function failOrder(platform: Platform, record: OrderRecord, reason: string): Promise<void> {
  const now = platform.clock.now();
  platform.log.warn({ orderId: record.order.id, reason }, 'order failed: the payment could not be captured');
  await platform.database.db.transaction(async (tx) => {
    const failed = await tx
      .update(orders)
      .set({ status: 'Failed', updatedAt: now, releasedAt: now })
      .where(and(eq(orders.id, record.order.id), eq(orders.status, 'Authorised')))
      .returning({ id: orders.id });
    if (failed.length === 0) return;
    if (record.payment) {
      await tx
        .update(bookingPayments)
        .set({ status: 'Voided', message: 'Payment cancelled: nothing was charged', updatedAt: now })
        .where(eq(bookingPayments.id, record.payment.id));
    }
    await releaseOrderInventory(tx, record.order, now);
  });
}

/** Issues a 13-digit e-ticket per passenger and sends the confirmation, in one transaction. */
async function ticketOrder(platform: Platform, orderId: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await platform.database.db.transaction(async (tx) => {
        const order = await lockOrderRow(tx, orderId);
        if (order?.status !== 'Confirmed') return;
        const passengers = await tx
          .select({ travelerId: orderPassengers.travelerId })
          .from(orderPassengers)
          .where(eq(orderPassengers.orderId, orderId));
        for (const passenger of passengers) {
          await tx
            .update(orderPassengers)
            .set({ ticketNumber: newTicketNumber() })
            .where(
              and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.travelerId, passenger.travelerId)),
            );
        }
        const now = platform.clock.now();
        await tx
          .update(orders)
          .set({ status: 'Ticketed', ticketedAt: now, updatedAt: now })
          .where(eq(orders.id, orderId));
        await queueConfirmation(platform, tx, orderId);
      });
      return;
    } catch (error) {
      // A ticket number clash (one in ten billion) just draws again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
