import type { Migration } from './migration';

/**
 * Price tracking (issue 25): a traveller's tracked flight search, emailed when its lowest price drops.
 * One row per email and search (`search_key`, the search written canonically), so tracking the same
 * search twice is one tracker. A guest's row waits for its email to be confirmed (`confirm_token`,
 * cleared on confirmation); an account holder's is confirmed at once. `unsubscribe_token` is in every
 * email; unsubscribing deletes the row. Prices are whole cents; `checked_on` is the Sydney day of the
 * last daily pass, which claims a tracker once per day however many instances run it.
 */
export const priceTrackers0031: Migration = {
  id: '0031_price_trackers',
  statements: [
    `CREATE TABLE price_trackers (
        id uuid PRIMARY KEY,
        site_id text NOT NULL,
        email text NOT NULL,
        account_id text,
        search jsonb NOT NULL,
        search_key text NOT NULL,
        first_dep_date text NOT NULL,
        language text NOT NULL,
        confirm_token text UNIQUE,
        confirmation_sent_at timestamptz,
        confirmed_at timestamptz,
        unsubscribe_token text NOT NULL UNIQUE,
        last_seen_lowest_cents integer CHECK (last_seen_lowest_cents >= 0),
        checked_on text,
        created_at timestamptz NOT NULL,
        UNIQUE (email, search_key),
        CHECK ((confirmed_at IS NULL) <> (confirm_token IS NULL))
      )`,
    `CREATE INDEX price_trackers_account_idx ON price_trackers (account_id)`,
    `CREATE INDEX price_trackers_due_idx ON price_trackers (checked_on) WHERE confirmed_at IS NOT NULL`,
  ],
};
