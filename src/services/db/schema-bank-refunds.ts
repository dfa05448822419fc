/** Drizzle tables of bank refunds and refund retries (DDL in migrations/0028-bank-refunds.ts). */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The refund a cancelled bank-paid order owes by bank transfer, and its payment once recorded. */
export const orderBankRefunds = pgTable('order_bank_refunds', {
  orderId: text('order_id').primaryKey(),
  owedCents: integer('owed_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['Owed', 'Paid'] }).notNull(),
  /** The recording agent's Idempotency-Key, scoped to the agent ("staff:<id>:<key>"). */
  refundKey: text('refund_key'),
  bankReference: text('bank_reference'),
  paidOn: date('paid_on', { mode: 'string' }),
  recordedBy: text('recorded_by'),
  recordedAt: at('recorded_at'),
  createdAt: at('created_at').notNull(),
});

/** A gateway refund left RefundPending: how often the background job tried and when it tries next. */
export const orderRefundRetries = pgTable('order_refund_retries', {
  orderId: text('order_id').primaryKey(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: at('next_attempt_at').notNull(),
  lastError: text('last_error').notNull(),
  updatedAt: at('updated_at').notNull(),
});
