/** Drizzle tables of hotel search sessions, quotes and room allotments (DDL in migrations/0011-hotels.ts). */
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An Availability/Search: its request, so GetResult, detail and price check recompute from it. */
export const hotelSearchSessions = pgTable(
  'hotel_search_sessions',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    siteId: text('site_id').notNull(),
    request: jsonb('request').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('hotel_search_sessions_expiry_idx').on(table.expiresAt)],
);

/** A price-checked room and rate (PriceCheck/Process): what a hotel order books and a payment pays. */
export const hotelQuotes = pgTable(
  'hotel_quotes',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    siteId: text('site_id').notNull(),
    shoppingRspId: uuid('shopping_rsp_id').notNull(),
    propertyId: text('property_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    rateId: text('rate_id').notNull(),
    status: text('status', { enum: ['Open', 'Ordered'] })
      .notNull()
      .default('Open'),
    orderId: text('order_id'),
    /** The HotelQuote as answered (shared/contracts/hotel.ts). */
    data: jsonb('data').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('hotel_quotes_owner_idx').on(table.owner, table.createdAt)],
);

/** Rooms of one type taken by orders on one night. */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    propertyId: text('property_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.roomTypeId, table.night] })],
);

/** The room-nights an order took (released orders delete theirs and give the nights back). */
export const hotelRoomSales = pgTable(
  'hotel_room_sales',
  {
    orderId: text('order_id').notNull(),
    propertyId: text('property_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.night] })],
);
