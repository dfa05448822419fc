/** Drizzle table of re-issued e-tickets (DDL in migrations/0026-ticket-reissues.ts). */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A passenger's e-ticket replaced by a date change (ADR 026, amended 2026-11-28): old and new number. */
export const orderTicketReissues = pgTable(
  'order_ticket_reissues',
  {
    changeId: text('change_id').notNull(),
    orderId: text('order_id').notNull(),
    travelerId: text('traveler_id').notNull(),
    oldTicketNumber: text('old_ticket_number').notNull(),
    newTicketNumber: text('new_ticket_number').notNull(),
    /** The caller who confirmed the change (an account id, or the guest's token subject). */
    reissuedBy: text('reissued_by').notNull(),
    reissuedAt: at('reissued_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.changeId, table.travelerId] })],
);
