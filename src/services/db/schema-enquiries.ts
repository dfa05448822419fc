/** Drizzle tables of enquiry handling (DDL in migrations/0020-enquiry-handling.ts). */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { formSubmissions } from './schema-content';
import { accounts } from './schema-core';

const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;

/** A submission's handling; a submission without a row is new and unassigned. */
export const enquiryStates = pgTable('enquiry_states', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
  assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A reply emailed to the submitter from the workspace. */
export const enquiryReplies = pgTable('enquiry_replies', {
  id: text('id').primaryKey(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  /** The agent's Idempotency-Key, scoped to the agent: one email per key. */
  replyKey: text('reply_key').notNull().unique(),
  authorId: uuid('author_id')
    .notNull()
    .references(() => accounts.id),
  authorEmail: text('author_email').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  emailId: uuid('email_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
