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
import type { DbOrTx } from '../offers/offer-access';
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

/**
 * Refunds each extras purchase in full (its items and its surcharge) when the extras come back, never
 * more than the cancellation's refund; answers what is left for the booking's own payment. Gateway keys
 * are per purchase, so a retry of the cancel asks for the same refunds again, never new ones.
 */
export async function refundExtras(
  platform: Platform,
  purchases: PaidPurchase[],
  refundCents: number,
  refunded: boolean,
  reason: string,
): Promise<number> {
  let left = refundCents;
  if (!refunded) return left;
  for (const purchase of purchases) {
    const amount = Math.min(purchase.itemsCents + purchase.surchargeCents, left);
    if (!purchase.authorisationId || amount <= 0) continue;
    await gatewayClient(platform).refund(
      purchase.authorisationId,
      amount,
      reason,
      `order-extras-refund:${purchase.id}`,
    );
    left -= amount;
  }
  return left;
}
