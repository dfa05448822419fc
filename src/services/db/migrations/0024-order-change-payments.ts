import type { Migration } from './migration';

/**
 * Card payments of date changes (issue 23, ADR 026 amended 2026-11-28): what a change with something
 * to pay charged, on its own card authorisation (a token the browser made at the gateway, as extras
 * after booking do, ADR 027). One row per change, written in the change's own transaction as
 * Authorised and marked Paid once captured after the commit; a cancellation refunds it on that
 * authorisation. order_changes (0022) is not altered: a change with nothing to pay has no row here.
 */
export const orderChangePayments0024: Migration = {
  id: '0024_order_change_payments',
  statements: [
    `CREATE TABLE order_change_payments (
        change_id text PRIMARY KEY REFERENCES order_changes (id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('Authorised', 'Paid')),
        change_cents integer NOT NULL CHECK (change_cents > 0),
        surcharge_cents integer NOT NULL CHECK (surcharge_cents >= 0),
        authorisation_id text NOT NULL UNIQUE,
        scheme text NOT NULL,
        last4 text NOT NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        CHECK ((status = 'Paid') = (paid_at IS NOT NULL))
      )`,
    `CREATE INDEX order_change_payments_order_idx ON order_change_payments (order_id)`,
  ],
};
