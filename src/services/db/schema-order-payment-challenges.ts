/** Drizzle table of trip-page payments awaiting 3-D Secure (DDL in migrations/0030-order-payment-challenges.ts). */
import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An extras purchase or a date change waiting on its card's 3-D Secure challenge (ADR 027, ADR 026). */
export const orderPaymentChallenges = pgTable(
  'order_payment_challenges',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['extras', 'change'] }).notNull(),
    orderId: text('order_id').notNull(),
    owner: text('owner').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The purchase or change request as posted, without the order access token (a per-visit credential). */
    request: jsonb('request').notNull(),
    authorisationId: text('authorisation_id').notNull().unique(),
    gatewayChallengeId: text('gateway_challenge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['Pending', 'Completed', 'Failed', 'Expired'] }).notNull(),
    /** The purchase's or change's id once completed. */
    resultId: text('result_id'),
    /** Why it failed, in the service's words. */
    failure: text('failure'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [unique().on(table.owner, table.kind, table.idempotencyKey)],
);
