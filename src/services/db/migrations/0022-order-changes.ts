import type { Migration } from './migration';

/**
 * Date changes of flight orders (issue 23, ADR 026): every quote and the change confirmed from it,
 * with the journey moved, the offer the order held when quoted and the one it moves to. A quote binds
 * the order as it stood (`from_offer_id`): once the order moved on, an older quote is refused. The new
 * offer is unique: one offer moves one order once, so a quote confirmed twice finds this row instead
 * of selling the flights twice.
 */
export const orderChanges0022: Migration = {
  id: '0022_order_changes',
  statements: [
    `CREATE TABLE order_changes (
        id text PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('Quoted', 'Completed')),
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        journey_index integer NOT NULL CHECK (journey_index >= 0),
        from_offer_id text NOT NULL,
        to_offer_id text NOT NULL UNIQUE,
        from_departure timestamptz NOT NULL,
        to_departure timestamptz NOT NULL,
        fare_difference_cents integer NOT NULL CHECK (fare_difference_cents >= 0),
        taxes_difference_cents integer NOT NULL CHECK (taxes_difference_cents >= 0),
        change_fee_cents integer NOT NULL CHECK (change_fee_cents >= 0),
        forfeited_cents integer NOT NULL CHECK (forfeited_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents = fare_difference_cents
          + taxes_difference_cents + change_fee_cents),
        currency text NOT NULL,
        released_seats jsonb NOT NULL DEFAULT '[]',
        changed_by text NOT NULL,
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        CHECK ((status = 'Completed') = (completed_at IS NOT NULL))
      )`,
    `CREATE INDEX order_changes_order_idx ON order_changes (order_id, created_at)`,
  ],
};
