/** Cancellations as stored (order_cancellations, migration 0016) and as the wire reads them. */
import { eq, sql } from 'drizzle-orm';
import type { Cancellation, CancellationBasis, CancellationLine } from '../../shared/contracts/order-cancel';
import { orderCancellations } from '../db/schema';
import type { DbOrTx, DbTx } from '../db/database';
import type { OrderRow } from './order.repo';

type CancellationRow = typeof orderCancellations.$inferSelect;

export async function findCancellation(db: DbOrTx, orderId: string): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId));
  return row;
}

/**
 * The next credit note number, "CN-0000001": a sequence, so numbers are unique across instances and
 * never reused; a rolled-back cancellation leaves a gap, which the credit note register may show.
 */
export async function nextCreditNoteNumber(tx: DbTx): Promise<string> {
  const result = (await tx.execute(sql`SELECT nextval('credit_note_numbers')::int AS n`)) as unknown as {
    rows: { n: number }[];
  };
  return `CN-${String(result.rows[0]!.n).padStart(7, '0')}`;
}

export function toCancellation(
  order: Pick<OrderRow, 'id' | 'bookingReference' | 'status'>,
  row: CancellationRow,
): Cancellation {
  return {
    orderId: order.id,
    bookingReference: order.bookingReference,
    orderStatus: order.status,
    status: row.status,
    basis: row.basis as CancellationBasis,
    currency: 'AUD',
    paidCents: row.paidCents,
    refundCents: row.refundCents,
    keptCents: row.keptCents,
    lines: row.lines as CancellationLine[],
    creditNoteNumber: row.creditNoteNumber,
    gatewayRefundId: row.gatewayRefundId,
    cancelledAt: row.createdAt.toISOString(),
  };
}
