import type { Migration } from './migration';

/**
 * Cabin inventory (issue 21, ADR 022): per flight and cabin, the seats this channel has sold and holds,
 * counted in the same transaction as every offer hold, order, release and expiry, against the cabin's
 * capacity from the aircraft's layout. Claims are the ledger the counters are the sum of.
 */
export const cabinInventory0013: Migration = {
  id: '0013_cabin_inventory',
  statements: [
    // The CHECK is the last line of defence: whatever the code does, the database refuses a count past
    // the cabin's capacity.
    `CREATE TABLE flight_cabin_inventory (
        flight_key text NOT NULL,
        cabin text NOT NULL,
        capacity integer NOT NULL CHECK (capacity >= 0),
        sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
        held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
        departure_date text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (flight_key, cabin),
        CHECK (sold + held <= capacity)
      )`,
    `CREATE INDEX flight_cabin_inventory_date_idx ON flight_cabin_inventory (departure_date)`,
    `CREATE TABLE flight_cabin_claims (
        offer_id text NOT NULL REFERENCES flight_offers (id),
        flight_key text NOT NULL,
        cabin text NOT NULL,
        seats integer NOT NULL CHECK (seats > 0),
        status text NOT NULL CHECK (status IN ('held', 'sold')),
        order_id text,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (offer_id, flight_key),
        FOREIGN KEY (flight_key, cabin) REFERENCES flight_cabin_inventory (flight_key, cabin),
        CHECK ((status = 'held') = (expires_at IS NOT NULL))
      )`,
    `CREATE INDEX flight_cabin_claims_flight_idx ON flight_cabin_claims (flight_key, cabin, status)`,
    // A re-priced offer keeps the hold deadline of the offer it replaced (hold chains never extend).
    `ALTER TABLE flight_offers ADD COLUMN hold_until timestamptz`,
    // The address an offer was made from: one client's holds on a flight are limited (ADR 022).
    `ALTER TABLE flight_offers ADD COLUMN client_ip text`,
  ],
};
