import type { Migration } from './migration';

/**
 * Bank payments of invoice orders (issue 23, ADR 025): each BPAY or EFT credit that settled an order, from
 * an agent or a statement file, once (its key: the agent's Idempotency-Key or the statement line's hash);
 * the pay-by reminder sent once per order; and agents, the staff who run orders (issue 24).
 */
export const bankPayments0017: Migration = {
  id: '0017_bank_payments',
  statements: [
    `CREATE TABLE bank_payments (
        id text PRIMARY KEY,
        payment_key text NOT NULL UNIQUE,
        order_id text NOT NULL UNIQUE REFERENCES orders (id),
        method text NOT NULL CHECK (method IN ('BPAY', 'EFT')),
        reference text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        received_on date NOT NULL,
        source text NOT NULL CHECK (source IN ('statement', 'staff')),
        statement_line text,
        recorded_by text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    `ALTER TABLE orders ADD COLUMN pay_reminder_sent_at timestamptz`,
    // The inline CHECK of 0007 has the default name <table>_<column>_check.
    `ALTER TABLE account_profiles DROP CONSTRAINT account_profiles_role_check`,
    `ALTER TABLE account_profiles ADD CONSTRAINT account_profiles_role_check
        CHECK (role IN ('traveller', 'editor', 'agent', 'admin'))`,
  ],
};
