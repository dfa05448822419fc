/**
 * Date changes paid by card (ADR 026 amended 2026-11-28) in a cancellation (ADR 024): what a change
 * charged was paid on its own card authorisation, like extras after booking (order-cancel-extras.ts),
 * so it is quoted with the order's lines and refunded on that authorisation under its own gateway key.
 * Its lines follow the rule of the order's extras (refunded when no fare of the order is
 * non-refundable): the quote rules give per-journey treatment only to the booking's own fare and taxes
 * lines, and a change's fare difference is of the same fare brand as the journey it changed.
 */
import { and, eq } from 'drizzle-orm';
import type { PriceLine } from '../../shared/contracts/offer';
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import { KNOWN_LINE_LABELS } from '../../shared/price-lines/known-line-labels';
import { orderChangePayments, orderChanges } from '../db/schema';
import type { DbOrTx } from '../db/database';
import type { Platform } from '../platform/platform';
import { refundEachInFull } from './order-cancel-extras';

/**
 * The cancellation line kind of a change's charges: not one of the booking's price kinds (so the
 * rules do not take it for a journey's fare), shown with its label like every line.
 */
const CHANGE_LINE_KIND = 'change' as PriceLine['kind'];

export interface PaidChange {
  changeId: string;
  authorisationId: string;
  changeCents: number;
  surchargeCents: number;
  fareDifferenceCents: number;
  taxesDifferenceCents: number;
  changeFeeCents: number;
}

/** The order's change payments that were captured (an authorised one not captured charged nothing). */
export function paidChangesOf(db: DbOrTx, orderId: string): Promise<PaidChange[]> {
  return db
    .select({
      changeId: orderChangePayments.changeId,
      authorisationId: orderChangePayments.authorisationId,
      changeCents: orderChangePayments.changeCents,
      surchargeCents: orderChangePayments.surchargeCents,
      fareDifferenceCents: orderChanges.fareDifferenceCents,
      taxesDifferenceCents: orderChanges.taxesDifferenceCents,
      changeFeeCents: orderChanges.changeFeeCents,
    })
    .from(orderChangePayments)
    .innerJoin(orderChanges, eq(orderChanges.id, orderChangePayments.changeId))
    .where(and(eq(orderChangePayments.orderId, orderId), eq(orderChangePayments.status, 'Paid')))
    .orderBy(orderChangePayments.createdAt);
}

/** The changes' charges as price lines (fare difference, taxes difference, change fee), and surcharges. */
export function changesQuoteInput(changes: PaidChange[]): { lines: PriceLine[]; surchargeCents: number } {
  return {
    lines: changes.flatMap((change) =>
      [
        { label: KNOWN_LINE_LABELS.changeFare, amountCents: change.fareDifferenceCents },
        { label: KNOWN_LINE_LABELS.changeTaxes, amountCents: change.taxesDifferenceCents },
        { label: KNOWN_LINE_LABELS.changeFee, amountCents: change.changeFeeCents },
      ]
        .filter((item) => item.amountCents > 0)
        .map((item) => ({ kind: CHANGE_LINE_KIND, travelerId: null, ...item })),
    ),
    surchargeCents: changes.reduce((sum, change) => sum + change.surchargeCents, 0),
  };
}

/** Whether the cancellation gave the changes' charges back: every change line refunded in full. */
export function changesWereRefunded(lines: CancellationLine[]): boolean {
  return lines.filter((line) => line.kind === CHANGE_LINE_KIND).every((line) => line.keptCents === 0);
}

/** Refunds each change payment in full (its charges and its surcharge) when they come back. */
export function refundChanges(
  platform: Platform,
  changes: PaidChange[],
  refundCents: number,
  refunded: boolean,
  reason: string,
): Promise<number> {
  const payments = changes.map((change) => ({
    authorisationId: change.authorisationId,
    cents: change.changeCents + change.surchargeCents,
    refundKey: `order-change-refund:${change.changeId}`,
  }));
  return refundEachInFull(platform, payments, refundCents, refunded, reason);
}
