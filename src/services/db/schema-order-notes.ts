/** Drizzle table of staff notes on orders (DDL in migrations/0019-order-staff-notes.ts). */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One note an agent or admin wrote on an order; added, never edited. */
export const orderStaffNotes = pgTable('order_staff_notes', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  authorId: text('author_id').notNull(),
  authorEmail: text('author_email').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
