import type { Migration } from './migration';

/**
 * Staff notes on orders (issue 24): what an agent wants the next agent to know about a booking ("called
 * the customer, refund agreed"). Notes are added, never edited, like the audit row each one also writes;
 * they are read in the order's timeline in the staff workspace only, never by the traveller.
 */
export const orderStaffNotes0019: Migration = {
  id: '0019_order_staff_notes',
  statements: [
    `CREATE TABLE order_staff_notes (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (id),
        author_id text NOT NULL,
        author_email text NOT NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX order_staff_notes_order_idx ON order_staff_notes (order_id, created_at DESC)`,
  ],
};
