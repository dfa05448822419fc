/** Drizzle table of extras bought after booking (DDL in migrations/0023-order-extras.ts, ADR 027). */
import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One card purchase of bags and seats for a paid flight order, claimed by the caller's Idempotency-Key. */
export const orderExtraPurchases = pgTable(
  'order_extra_purchases',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    owner: text('owner').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Authorised until the gateway's capture answers; Paid once captured. */
    status: text('status', { enum: ['Authorised', 'Paid'] }).notNull(),
    itemsCents: integer('items_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull(),
    /** The gateway's authorisation; null when the extras cost nothing (seats the fare includes). */
    authorisationId: text('authorisation_id').unique(),
    scheme: text('scheme'),
    last4: text('last4'),
    /** The priced lines (shared/contracts/order-extras.ts ExtraLine[]). */
    lines: jsonb('lines').notNull(),
    bags: jsonb('bags').notNull(),
    seats: jsonb('seats').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (table) => [unique().on(table.owner, table.idempotencyKey)],
);
