/** Drizzle table of content revisions (DDL in migrations/0021-content-revisions.ts). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contentRevisions = pgTable('content_revisions', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  key: text('key').notNull(),
  /** The replaced version: its status, publish date, position and data. */
  status: text('status', { enum: ['draft', 'published'] }).notNull(),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
  position: integer('position').notNull(),
  data: jsonb('data').notNull(),
  /** When the replaced version was saved. */
  versionUpdatedAt: timestamp('version_updated_at', { withTimezone: true }).notNull(),
  /** What replaced it (save, publish, unpublish, restore), by whom, when. */
  action: text('action').notNull(),
  actorEmail: text('actor_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
