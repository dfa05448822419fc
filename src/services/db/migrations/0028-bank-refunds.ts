import type { Migration } from './migration';

/**
 * Refunds of bank-paid orders and the background retry of gateway refunds (issue 23, amendments of
 * ADRs 024 and 025): one row per cancelled bank-paid order with the refund it owes by bank transfer
 * (the primary key is "one refund per order", so two agents recording at once record one), and the
 * retry state of a gateway refund left RefundPending by an outage.
 */
export const bankRefunds0028: Migration = {
  id: '0028_bank_refunds',
  statements: [
    `CREATE TABLE order_bank_refunds (
        order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        owed_cents integer NOT NULL CHECK (owed_cents > 0),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('Owed', 'Paid')),
        refund_key text UNIQUE,
        bank_reference text,
        paid_on date,
        recorded_by text,
        recorded_at timestamptz,
        created_at timestamptz NOT NULL,
        CHECK (status = 'Owed' OR (refund_key IS NOT NULL AND bank_reference IS NOT NULL
          AND paid_on IS NOT NULL AND recorded_by IS NOT NULL AND recorded_at IS NOT NULL))
      )`,
    `CREATE INDEX order_bank_refunds_owed_idx ON order_bank_refunds (created_at) WHERE status = 'Owed'`,
    `CREATE TABLE order_refund_retries (
        order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        attempts integer NOT NULL CHECK (attempts > 0),
        next_attempt_at timestamptz NOT NULL,
        last_error text NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
  ],
};
