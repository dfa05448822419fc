/** Drizzle tables of cancellations and guest access codes (DDL in migrations/0016-order-cancellations.ts). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The one cancellation of an order: what was quoted and refunded, and its credit note (ADR 024). */
export const orderCancellations = pgTable('order_cancellations', {
  orderId: text('order_id').primaryKey(),
  /** RefundPending while the gateway's refund has not answered; Completed once it has (or none is due). */
  status: text('status', { enum: ['RefundPending', 'Completed'] }).notNull(),
  basis: text('basis').notNull(),
  paidCents: integer('paid_cents').notNull(),
  refundCents: integer('refund_cents').notNull(),
  keptCents: integer('kept_cents').notNull(),
  currency: text('currency').notNull(),
  /** The quote's lines (shared/contracts/order-cancel.ts CancellationLine[]), as confirmed. */
  lines: jsonb('lines').notNull(),
  creditNoteNumber: text('credit_note_number'),
  gatewayRefundId: text('gateway_refund_id'),
  cancelledBy: text('cancelled_by').notNull(),
  createdAt: at('created_at').notNull(),
  completedAt: at('completed_at'),
});

/** A guest's one-time code for one order (hash only), sent to the order's contact email. */
export const orderAccessCodes = pgTable('order_access_codes', {
  orderId: text('order_id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});
