import type { Migration } from './migration';

/**
 * Hotels (issue 11, ADR 016): search sessions, price-checked quotes, the rooms orders have taken per
 * night, and hotel orders in the one order model (orders.kind, orders.stay).
 */
export const hotels0011: Migration = {
  id: '0011_hotels',
  statements: [
    `CREATE TABLE hotel_search_sessions (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        request jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX hotel_search_sessions_expiry_idx ON hotel_search_sessions (expires_at)`,
    `CREATE TABLE hotel_quotes (
        id text PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        shopping_rsp_id uuid NOT NULL,
        property_id text NOT NULL,
        room_type_id text NOT NULL,
        rate_id text NOT NULL,
        status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Ordered')),
        order_id text,
        data jsonb NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX hotel_quotes_owner_idx ON hotel_quotes (owner, created_at)`,
    // One row per room type and night that any order has taken: sold never passes the allotment the
    // order checked it against (the UPDATE ... WHERE sold < capacity is the guard).
    `CREATE TABLE hotel_room_nights (
        property_id text NOT NULL,
        room_type_id text NOT NULL,
        night date NOT NULL,
        sold integer NOT NULL CHECK (sold >= 0),
        PRIMARY KEY (property_id, room_type_id, night)
      )`,
    // Which order took which room-night, so a released order gives its rooms back exactly once.
    `CREATE TABLE hotel_room_sales (
        order_id text NOT NULL,
        property_id text NOT NULL,
        room_type_id text NOT NULL,
        night date NOT NULL,
        PRIMARY KEY (order_id, night)
      )`,
    `ALTER TABLE orders ADD COLUMN kind text NOT NULL DEFAULT 'flight' CHECK (kind IN ('flight', 'hotel'))`,
    `ALTER TABLE orders ADD COLUMN stay jsonb`,
  ],
};
