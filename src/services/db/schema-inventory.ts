/** Drizzle tables of the cabin inventory (DDL in migrations/0013-cabin-inventory.ts, ADR 022). */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { flightOffers } from './schema-offers';

/**
 * One cabin of one flight as this channel sells it: its capacity (the seat map's seat count) and the
 * seats sold to orders and held for offers, each the sum of the cabin's claims (held ones while live).
 */
export const flightCabinInventory = pgTable(
  'flight_cabin_inventory',
  {
    flightKey: text('flight_key').notNull(),
    cabin: text('cabin').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    /** Local departure date of the flight ("2027-01-25"), for the fare calendar's range reads. */
    departureDate: text('departure_date').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.flightKey, table.cabin] }),
    index('flight_cabin_inventory_date_idx').on(table.departureDate),
  ],
);

/** The seats one offer (and then its order) takes in one cabin of one flight. */
export const flightCabinClaims = pgTable(
  'flight_cabin_claims',
  {
    offerId: text('offer_id')
      .notNull()
      .references(() => flightOffers.id),
    flightKey: text('flight_key').notNull(),
    cabin: text('cabin').notNull(),
    seats: integer('seats').notNull(),
    /** held: an offer's hold or an unpaid order's, lapsing at expires_at; sold: an order's, for good. */
    status: text('status', { enum: ['held', 'sold'] }).notNull(),
    orderId: text('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.flightKey] }),
    index('flight_cabin_claims_flight_idx').on(table.flightKey, table.cabin, table.status),
  ],
);
