/** Drizzle tables of flight offers and seat holds (DDL in migrations/0009-offers.ts, ADR 014). */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A priced offer: the flights and brands chosen from one search, priced by the engine, with the
 * traveller's ancillaries. `data` is the Offer as answered (shared/contracts/offer.ts); `search` the search
 * request it came from, kept so an expired offer can be re-priced after its search session is gone.
 */
export const flightOffers = pgTable(
  'flight_offers',
  {
    id: text('id').primaryKey(),
    /** The token subject that created it: only that caller may use it. */
    owner: text('owner').notNull(),
    siteId: text('site_id').notNull(),
    shoppingRspId: text('shopping_rsp_id').notNull(),
    /** Open until an order takes it (Ordered); expiry is read from expires_at. */
    status: text('status', { enum: ['Open', 'Ordered'] })
      .notNull()
      .default('Open'),
    orderId: text('order_id'),
    search: jsonb('search').notNull(),
    data: jsonb('data').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The hold deadline of the first offer of a re-pricing chain: re-pricing never extends a hold. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The client address it was made from (null: unknown or exempt), for the per-client hold limit. */
    clientIp: text('client_ip'),
  },
  (table) => [index('flight_offers_owner_idx').on(table.owner, table.createdAt)],
);

/**
 * One seat of one flight, held for an offer or sold to its order. The primary key (flight_key,
 * designator) is the guarantee that no seat is ever held or sold twice, whatever the concurrency.
 */
export const flightSeatHolds = pgTable(
  'flight_seat_holds',
  {
    flightKey: text('flight_key').notNull(),
    designator: text('designator').notNull(),
    offerId: text('offer_id')
      .notNull()
      .references(() => flightOffers.id, { onDelete: 'cascade' }),
    travelerId: text('traveler_id').notNull(),
    status: text('status', { enum: ['held', 'sold'] }).notNull(),
    orderId: text('order_id'),
    /** A hold lapses with its offer; a sold seat never does (null). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.flightKey, table.designator] }),
    unique('flight_seat_holds_traveller_key').on(table.offerId, table.flightKey, table.travelerId),
  ],
);
