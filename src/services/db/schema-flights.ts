/** Drizzle tables of flight shopping (migration 0003-flights). */
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const flightSearchSessions = pgTable('flight_search_sessions', {
  id: uuid('id').primaryKey(),
  owner: text('owner').notNull(),
  siteId: text('site_id').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const flightRecentSearches = pgTable(
  'flight_recent_searches',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    siteId: text('site_id').notNull(),
    searchKey: text('search_key').notNull(),
    request: jsonb('request').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.owner, table.siteId, table.searchKey)],
);

export const shortlistedFlights = pgTable(
  'shortlisted_flights',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    siteId: text('site_id').notNull(),
    itineraryKey: text('itinerary_key').notNull(),
    brandIndex: integer('brand_index'),
    search: jsonb('search').notNull(),
    itinerary: jsonb('itinerary').notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.owner, table.siteId, table.itineraryKey)],
);
