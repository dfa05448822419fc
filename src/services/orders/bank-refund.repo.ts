/** Refunds owed by bank transfer (order_bank_refunds, migration 0028) as the wire reads them. */
import { eq } from 'drizzle-orm';
import { BANK_REFUND_BUSINESS_DAYS } from '../../shared/contracts/bank-refund';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { orderBankRefunds } from '../db/schema';
import type { DbOrTx } from '../db/database';
import type { Platform } from '../platform/platform';

export type BankRefundRow = typeof orderBankRefunds.$inferSelect;

export async function findBankRefund(db: DbOrTx, orderId: string): Promise<BankRefundRow | undefined> {
  const [row] = await db.select().from(orderBankRefunds).where(eq(orderBankRefunds.orderId, orderId));
  return row;
}

/** The cancellation with its bank refund, when the order's refund is owed (or was paid) by transfer. */
export async function withBankRefund(platform: Platform, cancellation: Cancellation): Promise<Cancellation> {
  const row = await findBankRefund(platform.database.db, cancellation.orderId);
  if (!row) return cancellation;
  return {
    ...cancellation,
    bankRefund: {
      status: row.status,
      owedCents: row.owedCents,
      withinBusinessDays: BANK_REFUND_BUSINESS_DAYS,
      paidOn: row.paidOn,
    },
  };
}
