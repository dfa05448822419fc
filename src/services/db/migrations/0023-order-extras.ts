import type { Migration } from './migration';

/**
 * Extras after booking (issue 23, ADR 027): each card purchase of bags and seats added to a paid flight
 * order, once per caller and Idempotency-Key. The seats themselves are rows of flight_seat_holds (sold
 * to the order) and the bags join the order's ancillaries, in the same transaction as this row.
 */
export const orderExtras0023: Migration = {
  id: '0023_order_extras',
  statements: [
    `CREATE TABLE order_extra_purchases (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (id),
        owner text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        status text NOT NULL CHECK (status IN ('Authorised', 'Paid')),
        items_cents integer NOT NULL CHECK (items_cents >= 0),
        surcharge_cents integer NOT NULL CHECK (surcharge_cents >= 0),
        authorisation_id text UNIQUE,
        scheme text,
        last4 text,
        lines jsonb NOT NULL,
        bags jsonb NOT NULL,
        seats jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        UNIQUE (owner, idempotency_key)
      )`,
    `CREATE INDEX order_extra_purchases_order_idx ON order_extra_purchases (order_id)`,
  ],
};
