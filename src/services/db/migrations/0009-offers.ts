import type { Migration } from './migration';

/** Flight offers and their seat holds (issue 10, ADR 014). */
export const offers0009: Migration = {
  id: '0009_offers',
  statements: [
    `CREATE TABLE flight_offers (
        id text PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        shopping_rsp_id text NOT NULL,
        status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Ordered')),
        order_id text,
        search jsonb NOT NULL,
        data jsonb NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX flight_offers_owner_idx ON flight_offers (owner, created_at)`,
    // The primary key is what makes a double-sold seat impossible, also between concurrent transactions.
    `CREATE TABLE flight_seat_holds (
        flight_key text NOT NULL,
        designator text NOT NULL,
        offer_id text NOT NULL REFERENCES flight_offers (id) ON DELETE CASCADE,
        traveler_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('held', 'sold')),
        order_id text,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (flight_key, designator),
        CONSTRAINT flight_seat_holds_traveller_key UNIQUE (offer_id, flight_key, traveler_id),
        CHECK ((status = 'held') = (expires_at IS NOT NULL))
      )`,
    `CREATE INDEX flight_seat_holds_offer_idx ON flight_seat_holds (offer_id)`,
  ],
};
