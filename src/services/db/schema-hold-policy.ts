/** Drizzle tables of the unpaid-hold policy (DDL in migrations/0015-hold-policy.ts, ADR 021). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who placed an invoice order: one row per invoice order, written in the order's transaction. */
export const invoiceBuyers = pgTable('invoice_buyers', {
  orderId: text('order_id').primaryKey(),
  /** The contact email, lower-cased. */
  email: text('email').notNull(),
  /** The account's token subject; null for guests. */
  account: text('account'),
  /** The client address; null when unknown or exempt from per-address limits. */
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an invoice order holds: seats of a cabin on a flight (day ''), or rooms of a type on a night. */
export const invoiceHoldUnits = pgTable(
  'invoice_hold_units',
  {
    orderId: text('order_id').notNull(),
    unit: text('unit').notNull(),
    day: text('day').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.unit, table.day] })],
);
