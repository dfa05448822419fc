import type { Migration } from './migration';

/**
 * 3-D Secure on the trip page (issue 23, ADR 027 and ADR 026 amended 2026-11-28): a purchase of extras
 * or a date change whose card asked for a challenge waits here, with the request it will complete and
 * the authorisation the gateway holds, until the cardholder answers or it expires (with the change's
 * quote, or 15 minutes for extras). One row per caller, kind and Idempotency-Key; its outcome is
 * written once (Pending to Completed, Failed or Expired), so a reload of the return page replays it.
 * The card token is the gateway's (the card number and CCV never reach us, docs/principles.md).
 */
export const orderPaymentChallenges0030: Migration = {
  id: '0030_order_payment_challenges',
  statements: [
    `CREATE TABLE order_payment_challenges (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('extras', 'change')),
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        owner text NOT NULL,
        idempotency_key text NOT NULL,
        request jsonb NOT NULL,
        authorisation_id text NOT NULL UNIQUE,
        gateway_challenge_id text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL CHECK (status IN ('Pending', 'Completed', 'Failed', 'Expired')),
        result_id text,
        failure text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        UNIQUE (owner, kind, idempotency_key),
        CHECK ((status = 'Pending') = (finished_at IS NULL))
      )`,
    `CREATE INDEX order_payment_challenges_order_idx ON order_payment_challenges (order_id)`,
  ],
};
