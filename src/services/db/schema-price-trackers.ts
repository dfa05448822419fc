/** Drizzle table of tracked flight searches (DDL in migrations/0031-price-trackers.ts, issue 25). */
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const priceTrackers = pgTable(
  'price_trackers',
  {
    id: uuid('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** Lower-cased; the account's email for an account holder. */
    email: text('email').notNull(),
    accountId: text('account_id'),
    /** The tracked search (TrackedSearch): route, dates, cabin and party. */
    search: jsonb('search').notNull(),
    searchKey: text('search_key').notNull(),
    /** YYYY-MM-DD of the first journey: a tracker is removed once that day has passed. */
    firstDepDate: text('first_dep_date').notNull(),
    language: text('language').notNull(),
    confirmToken: text('confirm_token').unique(),
    confirmationSentAt: at('confirmation_sent_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastSeenLowestCents: integer('last_seen_lowest_cents'),
    /** The Sydney day (YYYY-MM-DD) of the last daily pass that priced it. */
    checkedOn: text('checked_on'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [unique().on(table.email, table.searchKey)],
);
