/**
 * Tables of the Content service beyond content_entries (migration 0002-content.ts): the listing and
 * full-text search index of pages, insights, deals and promotions, and stored form submissions.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per page, insight, deal and promotion, derived from its content entry whenever the entry is
 * written (same transaction), deleted with it. `search` is a generated, weighted tsvector (title and
 * keywords A, summary B, body C) behind a GIN index.
 */
export const contentIndex = pgTable(
  'content_index',
  {
    type: text('type').notNull(),
    key: text('key').notNull(),
    /** The item's URL on the site. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text of the body. */
    body: text('body').notNull().default(''),
    /** Tags, airline, destinations and ports as words, weighted like the title. */
    keywords: text('keywords').notNull().default(''),
    /** Insights: news or review. */
    kind: text('kind'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    airlineCode: text('airline_code'),
    airlineName: text('airline_name'),
    /** Insights' airline sort order (Qantas 1 ... Emirates 5); null for other airlines. */
    airlineRank: integer('airline_rank'),
    /** Deals: the first destination's city (sorting) and every destination as a slug (filtering). */
    destination: text('destination'),
    destinations: text('destinations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: numeric('price', { precision: 12, scale: 2 }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.key] }),
    index('content_index_search_idx').using('gin', table.search),
  ],
);

/** A visitor's form submission, kept for the team to answer. */
export const formSubmissions = pgTable('form_submissions', {
  id: uuid('id').primaryKey(),
  formKey: text('form_key').notNull(),
  replyType: integer('reply_type').notNull(),
  values: jsonb('values').notNull(),
  sourcePath: text('source_path'),
  emailStatus: text('email_status', { enum: ['not_required', 'pending', 'sent'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The content change feed: what each editor write, publish, unpublish or seed run invalidated, in
 * order. Site instances poll it after their cursor (GET /changes) to purge their route caches.
 */
export const contentChanges = pgTable('content_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  key: text('key').notNull(),
  action: text('action', { enum: ['saved', 'published', 'unpublished', 'seeded'] }).notNull(),
  tags: text('tags').array().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
