/** Drizzle tables of the reference payment gateway (migration 0008-payment-gateway). */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A card token: what tokenisation keeps of a card. Never the card number or CCV: only the last four
 * digits, the scheme, the expiry and the test-card behaviour the number selected.
 */
export const gatewayTokens = pgTable('payment_gateway_tokens', {
  id: text('id').primaryKey(),
  /** Id of the publishable key that created the token. */
  keyId: text('key_id').notNull(),
  last4: text('last4').notNull(),
  scheme: text('scheme').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  /** Keyed hash of the card number: equal for the same card, useless for recovering it. */
  fingerprint: text('fingerprint').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by the one authorisation the token may be used for. */
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const gatewayAuthorisations = pgTable('payment_gateway_authorisations', {
  id: text('id').primaryKey(),
  /** Id of the secret key that created it; only that key sees or changes it. */
  keyId: text('key_id').notNull(),
  tokenId: text('token_id')
    .notNull()
    .references(() => gatewayTokens.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['pending', 'requires_action', 'approved', 'declined', 'captured', 'voided'],
  }).notNull(),
  capturedCents: integer('captured_cents'),
  /** Migration 0016: the sum of the refunds of the captured amount (at most capturedCents). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  reference: text('reference').notNull(),
  description: text('description'),
  last4: text('last4').notNull(),
  scheme: text('scheme').notNull(),
  behaviour: text('behaviour').notNull(),
  declineCode: text('decline_code'),
  declineMessage: text('decline_message'),
  challengeId: text('challenge_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
});

/** The first answer to a request with an Idempotency-Key, per caller key, replayed on a retry. */
export const gatewayIdempotency = pgTable(
  'payment_gateway_idempotency',
  {
    keyId: text('key_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the method, path and parsed body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.idempotencyKey] })],
);

/** A refund of (part of) a captured authorisation (migration 0016), listed by GET /refunds. */
export const gatewayRefunds = pgTable('payment_gateway_refunds', {
  id: text('id').primaryKey(),
  keyId: text('key_id').notNull(),
  authorisationId: text('authorisation_id')
    .notNull()
    .references(() => gatewayAuthorisations.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
