import type { Migration } from './migration';

/**
 * The reference payment gateway (docs/principles.md, ADR 011): card tokens (never the number or CCV),
 * authorisations with their state, and the stored first answers of idempotent requests.
 */
export const paymentGateway0008: Migration = {
  id: '0008_payment_gateway',
  statements: [
    `CREATE TABLE payment_gateway_tokens (
        id text PRIMARY KEY,
        key_id text NOT NULL,
        last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        scheme text NOT NULL,
        expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
        expiry_year integer NOT NULL,
        cardholder_name text NOT NULL,
        fingerprint text NOT NULL,
        behaviour text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
    `CREATE TABLE payment_gateway_authorisations (
        id text PRIMARY KEY,
        key_id text NOT NULL,
        token_id text NOT NULL REFERENCES payment_gateway_tokens (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        status text NOT NULL
          CHECK (status IN ('pending', 'requires_action', 'approved', 'declined', 'captured', 'voided')),
        captured_cents integer CHECK (captured_cents > 0 AND captured_cents <= amount_cents),
        reference text NOT NULL,
        description text,
        last4 text NOT NULL,
        scheme text NOT NULL,
        behaviour text NOT NULL,
        decline_code text,
        decline_message text,
        challenge_id text UNIQUE,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        approved_at timestamptz,
        captured_at timestamptz,
        voided_at timestamptz
      )`,
    `CREATE UNIQUE INDEX payment_gateway_authorisations_token_idx ON payment_gateway_authorisations (token_id)`,
    `CREATE INDEX payment_gateway_authorisations_uncaptured_idx
        ON payment_gateway_authorisations (key_id, approved_at) WHERE status = 'approved'`,
    `CREATE TABLE payment_gateway_idempotency (
        key_id text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        response_status integer NOT NULL,
        response_body jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (key_id, idempotency_key)
      )`,
  ],
};
