/** Drizzle table of bank payments (DDL in migrations/0017-bank-payments.ts). */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A BPAY or EFT credit that settled one invoice order (ADR 025). */
export const bankPayments = pgTable('bank_payments', {
  id: text('id').primaryKey(),
  /** The agent's Idempotency-Key, or the hash of the statement line: the same payment twice is one row. */
  paymentKey: text('payment_key').notNull(),
  orderId: text('order_id').notNull(),
  method: text('method', { enum: ['BPAY', 'EFT'] }).notNull(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  source: text('source', { enum: ['statement', 'staff'] }).notNull(),
  statementLine: text('statement_line'),
  /** The agent's account id, or "statement:<agent>" for a line read from an uploaded file. */
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
