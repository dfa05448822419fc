/**
 * The platform's own tables (settings, accounts, sessions, outbox, content); each feature's tables sit
 * in its schema-<feature>.ts and may reference these. schema.ts gathers them all.
 */
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  title: text('title'),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  status: text('status', { enum: ['active', 'pending'] }).notNull(),
  ...timestamps,
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** queued until the deliverer sends it (or, without SMTP, leaves it here); failed after the last try. */
  status: text('status', { enum: ['queued', 'delivered', 'failed'] })
    .notNull()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  /** When the deliverer may next take it: due now, leased while a delivery runs, or backed off. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

/**
 * Editorial content as typed documents: `type` names the content object (menu, home, page...), `key` its
 * identity within the type; `data` is validated by the Content service's schema for that type.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    type: text('type').notNull(),
    key: text('key').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
    data: jsonb('data').notNull(),
    seeded: boolean('seeded').notNull().default(false),
    /** An editor's unpublished changes to a published entry (migration 0029); readers never see them. */
    draftData: jsonb('draft_data'),
    draftPosition: integer('draft_position'),
    /** When the draft is scheduled to replace the published version; null: not scheduled. */
    draftPublishAt: timestamp('draft_publish_at', { withTimezone: true }),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    draftSavedBy: text('draft_saved_by'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.type, table.key] })],
);
