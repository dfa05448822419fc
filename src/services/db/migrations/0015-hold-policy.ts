import type { Migration } from './migration';

/**
 * The unpaid-hold policy (issue 21, ADR 021): who placed each invoice order (contact email lower-cased,
 * account, client address) and what it holds (seats of a cabin on a flight, or rooms of a type on a
 * night), so the limits per buyer, flight and room type are counted with indexed queries in the order's
 * transaction. Existing invoice orders get their buyer; their units are not backfilled (they lapse within
 * INVOICE_HOLD_HOURS).
 */
export const holdPolicy0015: Migration = {
  id: '0015_hold_policy',
  statements: [
    `CREATE TABLE invoice_buyers (
        order_id text PRIMARY KEY,
        email text NOT NULL,
        account text,
        address text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX invoice_buyers_email_idx ON invoice_buyers (email)`,
    `CREATE INDEX invoice_buyers_account_idx ON invoice_buyers (account) WHERE account IS NOT NULL`,
    `CREATE INDEX invoice_buyers_address_idx ON invoice_buyers (address) WHERE address IS NOT NULL`,
    `CREATE TABLE invoice_hold_units (
        order_id text NOT NULL,
        unit text NOT NULL,
        day text NOT NULL DEFAULT '',
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (order_id, unit, day)
      )`,
    `CREATE INDEX invoice_hold_units_unit_idx ON invoice_hold_units (unit, day)`,
    `INSERT INTO invoice_buyers (order_id, email, account, address, created_at)
        SELECT id, lower(contact_email), CASE WHEN owner LIKE 'guest:%' THEN NULL ELSE owner END, NULL,
          created_at
        FROM orders WHERE payment_mode = 'Invoice'
        ON CONFLICT (order_id) DO NOTHING`,
  ],
};
