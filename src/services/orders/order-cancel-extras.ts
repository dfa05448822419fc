/**
 * Seats and bags bought after booking (ADR 027) in a cancellation (ADR 024): they are the order's extras
 * like those bought with it, so the same rule applies (refunded when no fare of the order is
 * non-refundable), and they were paid on their own card authorisations, so their refund goes back to
 * those, each under its own gateway key; the rest of the refund goes to the booking's payment.
 */
import { and, eq } from 'drizzle-orm';
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import type { PriceLine } from '../../shared/contracts/offer';
import type { ExtraLine } from '../../shared/contracts/order-extras';
import { orderExtraPurchases } from '../db/schema';
import type { DbOrTx } from '../db/database';
import { gatewayClient } from '../payments/gateway-client';
import type { Platform } from '../platform/platform';

type PaidPurchase = typeof orderExtraPurchases.$inferSelect;

/** The order's extras purchases that were captured (an authorised one not captured charged nothing). */
export function paidExtrasOf(db: DbOrTx, orderId: string): Promise<PaidPurchase[]> {
  return db
    .select()
    .from(orderExtraPurchases)
    .where(and(eq(orderExtraPurchases.orderId, orderId), eq(orderExtraPurchases.status, 'Paid')));
}

/** The purchases' lines as the order's price lines, and their card surcharges together. */
export function extrasQuoteInput(purchases: PaidPurchase[]): { lines: PriceLine[]; surchargeCents: number } {
  return {
    lines: purchases.flatMap((purchase) =>
      (purchase.lines as ExtraLine[]).map((line) => ({
        kind: line.kind,
        label: line.label,
        travelerId: line.travelerId,
        amountCents: line.amountCents,
      })),
    ),
    surchargeCents: purchases.reduce((sum, purchase) => sum + purchase.surchargeCents, 0),
  };
}

/** Whether the cancellation gave the extras back: every seat, bag and meal line refunded in full. */
export function extrasWereRefunded(lines: CancellationLine[]): boolean {
  return lines
    .filter((line) => ['seat', 'bag', 'meal'].includes(line.kind))
    .every((line) => line.keptCents === 0);
}

/** A card payment of its own made after the booking (extras, a date change), given back whole. */
export interface SeparatePayment {
  authorisationId: string;
  /** Its charges and its card surcharge. */
  cents: number;
  /** The gateway key of its refund: one per payment, so a retried cancel asks for the same refund again. */
  refundKey: string;
}

/**
 * Refunds each payment in full when the cancellation gives them back (`refunded`), never more than what
 * is left of the cancellation's refund; answers what is left for the booking's own payment.
 */
export async function refundEachInFull(
  platform: Platform,
  payments: SeparatePayment[],
  refundCents: number,
  refunded: boolean,
  reason: string,
): Promise<number> {
  let left = refundCents;
  if (!refunded) return left;
  for (const payment of payments) {
    const amount = Math.min(payment.cents, left);
    if (amount <= 0) continue;
    await gatewayClient(platform).refund(payment.authorisationId, amount, reason, payment.refundKey);
    left -= amount;
  }
  return left;
}

/** Refunds each extras purchase in full (its items and its surcharge) when the extras come back. */
export function refundExtras(
  platform: Platform,
  purchases: PaidPurchase[],
  refundCents: number,
  refunded: boolean,
  reason: string,
): Promise<number> {
  const payments = purchases.flatMap(({ id, authorisationId, itemsCents, surchargeCents }) =>
    authorisationId
      ? [{ authorisationId, cents: itemsCents + surchargeCents, refundKey: `order-extras-refund:${id}` }]
      : [],
  );
  return refundEachInFull(platform, payments, refundCents, refunded, reason);
}
