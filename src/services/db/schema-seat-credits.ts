/** Drizzle table of seat credits after a date change (DDL in migrations/0027-seat-credits.ts, ADR 027). */
import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a traveller's released seats on a moved journey were paid, usable once for seats on it. */
export const orderSeatCredits = pgTable(
  'order_seat_credits',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    changeId: text('change_id').notNull(),
    travelerId: text('traveler_id').notNull(),
    journeyIndex: integer('journey_index').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The extras purchase that used it; null while unused. */
    purchaseId: text('purchase_id'),
    appliedCents: integer('applied_cents'),
    /** The seats bought with it (seat-credit.rules.ts CreditSeat[]). */
    seats: jsonb('seats').notNull().default([]),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [unique().on(table.changeId, table.travelerId, table.journeyIndex)],
);
