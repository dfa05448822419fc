/**
 * The card payments of an order's date changes as Order/Retrieve answers them (ADR 026 amended
 * 2026-11-28): each is a payment of its own beside the booking's, so the trip pages can show everything
 * the traveller was charged, not only the booking's payment.
 */
import { asc, eq } from 'drizzle-orm';
import type { CardScheme } from '../../shared/contracts/order';
import type { OrderChangePayment } from '../../shared/contracts/order-change-payment';
import { orderChangePayments } from '../db/schema';
import type { DbOrTx } from '../db/database';

export async function changePaymentsOf(db: DbOrTx, orderId: string): Promise<OrderChangePayment[]> {
  const rows = await db
    .select()
    .from(orderChangePayments)
    .where(eq(orderChangePayments.orderId, orderId))
    .orderBy(asc(orderChangePayments.createdAt));
  return rows.map((row) => ({
    changeId: row.changeId,
    chargedCents: row.changeCents + row.surchargeCents,
    surchargeCents: row.surchargeCents,
    scheme: row.scheme as CardScheme,
    last4: row.last4,
    status: row.status,
    at: (row.paidAt ?? row.createdAt).toISOString(),
  }));
}
