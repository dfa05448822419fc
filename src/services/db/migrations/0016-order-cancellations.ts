import type { Migration } from './migration';

/**
 * Cancel and refund (issue 23, ADR 024): the order states after payment, one cancellation per order
 * (its quote, refund and credit note), credit note numbers from a sequence, the gateway's refunds of
 * captured payments, and the one-time codes a guest proves a booking with.
 */
export const orderCancellations0016: Migration = {
  id: '0016_order_cancellations',
  statements: [
    // The inline CHECK of 0010 has PostgreSQL's (and PGlite's) default name <table>_<column>_check.
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check`,
    `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('Held', 'Authorised',
        'Confirmed', 'Ticketed', 'Released', 'Failed', 'ChangePending', 'Cancelled', 'Refunded',
        'PartlyRefunded'))`,
    `ALTER TABLE orders ADD COLUMN cancelled_at timestamptz`,
    `CREATE SEQUENCE credit_note_numbers START 1`,
    // The primary key is the "one cancellation per order" rule: a second cancel finds this row.
    `CREATE TABLE order_cancellations (
        order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('RefundPending', 'Completed')),
        basis text NOT NULL,
        paid_cents integer NOT NULL CHECK (paid_cents >= 0),
        refund_cents integer NOT NULL CHECK (refund_cents >= 0 AND refund_cents <= paid_cents),
        kept_cents integer NOT NULL CHECK (kept_cents >= 0),
        currency text NOT NULL,
        lines jsonb NOT NULL,
        credit_note_number text UNIQUE,
        gateway_refund_id text,
        cancelled_by text NOT NULL,
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        CHECK ((refund_cents > 0) = (credit_note_number IS NOT NULL))
      )`,
    `CREATE INDEX order_cancellations_pending_idx ON order_cancellations (created_at)
        WHERE status = 'RefundPending'`,
    `ALTER TABLE payment_gateway_authorisations ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`,
    `ALTER TABLE payment_gateway_authorisations ADD CONSTRAINT payment_gateway_refunds_within_capture
        CHECK (refunded_cents >= 0 AND refunded_cents <= coalesce(captured_cents, 0))`,
    `CREATE TABLE payment_gateway_refunds (
        id text PRIMARY KEY,
        key_id text NOT NULL,
        authorisation_id text NOT NULL REFERENCES payment_gateway_authorisations (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        reason text,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX payment_gateway_refunds_authorisation_idx ON payment_gateway_refunds (authorisation_id)`,
    `CREATE TABLE order_access_codes (
        order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
  ],
};
