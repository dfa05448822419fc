/** Drizzle table of the staff audit log (DDL in migrations/0018-staff-audit.ts; append-only by trigger). */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const staffAudit = pgTable('staff_audit', {
  id: text('id').primaryKey(),
  actorId: text('actor_id').notNull(),
  actorEmail: text('actor_email').notNull(),
  actorRole: text('actor_role').notNull(),
  /** What was done, as `area.verb`: content.save, content.publish, payment.record, order.refund, role.change... */
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  /** One line a person reads in the log ("Recorded BPAY $1,234.00 on RHQ9JY"). */
  summary: text('summary').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
