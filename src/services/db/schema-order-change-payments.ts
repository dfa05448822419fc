/** Drizzle table of date changes' card payments (DDL in migrations/0024-order-change-payments.ts). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The card payment of one change with something to pay (ADR 026, amended 2026-11-28). */
export const orderChangePayments = pgTable('order_change_payments', {
  changeId: text('change_id').primaryKey(),
  orderId: text('order_id').notNull(),
  /** Authorised in the change's transaction; Paid once the capture after the commit answered. */
  status: text('status', { enum: ['Authorised', 'Paid'] }).notNull(),
  /** The change's total (fare and taxes differences and the change fee) and the card surcharge on it. */
  changeCents: integer('change_cents').notNull(),
  surchargeCents: integer('surcharge_cents').notNull(),
  authorisationId: text('authorisation_id').notNull(),
  scheme: text('scheme').notNull(),
  last4: text('last4').notNull(),
  createdAt: at('created_at').notNull(),
  paidAt: at('paid_at'),
});
