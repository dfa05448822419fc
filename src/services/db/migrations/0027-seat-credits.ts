import type { Migration } from './migration';

/**
 * Seat credits after a date change (issue 23, ADR 027 amended 2026-11-28): one row per change,
 * traveller and moved journey, written in the change's transaction with what the released seats were
 * paid. A re-selection of seats on that journey takes it once: `purchase_id` is set in the purchase's
 * transaction only while it is still null, and `seats` records each seat bought with it (its price and
 * the credit it took), which is what that seat is worth if a later change releases it too.
 */
export const seatCredits0027: Migration = {
  id: '0027_seat_credits',
  statements: [
    `CREATE TABLE order_seat_credits (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (id),
        change_id text NOT NULL REFERENCES order_changes (id),
        traveler_id text NOT NULL,
        journey_index integer NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        purchase_id text REFERENCES order_extra_purchases (id),
        applied_cents integer CHECK (applied_cents >= 0 AND applied_cents <= amount_cents),
        seats jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        used_at timestamptz,
        UNIQUE (change_id, traveler_id, journey_index),
        CHECK ((purchase_id IS NULL) = (used_at IS NULL))
      )`,
    `CREATE INDEX order_seat_credits_order_idx ON order_seat_credits (order_id)`,
  ],
};
