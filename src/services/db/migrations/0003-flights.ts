import type { Migration } from './migration';

/** Flight shopping: search sessions, recent searches and shortlisted flights (issue 4). */
export const flights: Migration = {
  id: '0003_flights',
  statements: [
    `CREATE TABLE flight_search_sessions (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX flight_search_sessions_expiry_idx ON flight_search_sessions (expires_at)`,
    `CREATE TABLE flight_recent_searches (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        search_key text NOT NULL,
        request jsonb NOT NULL,
        searched_at timestamptz NOT NULL,
        UNIQUE (owner, site_id, search_key)
      )`,
    `CREATE INDEX flight_recent_searches_owner_idx ON flight_recent_searches (owner, site_id, searched_at DESC)`,
    `CREATE TABLE shortlisted_flights (
        id uuid PRIMARY KEY,
        owner text NOT NULL,
        site_id text NOT NULL,
        itinerary_key text NOT NULL,
        brand_index integer,
        search jsonb NOT NULL,
        itinerary jsonb NOT NULL,
        departs_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner, site_id, itinerary_key)
      )`,
    `CREATE INDEX shortlisted_flights_owner_idx ON shortlisted_flights (owner, site_id, created_at DESC)`,
  ],
};
