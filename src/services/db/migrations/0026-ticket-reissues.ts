import type { Migration } from './migration';

/**
 * Tickets re-issued by a date change (issue 23, ADR 026 amended 2026-11-28): a change of a ticketed
 * order gives each passenger a new e-ticket number in the change's own transaction, and the number it
 * replaces is kept here with the change, who made it and when. One row per change and passenger, so a
 * change replayed under its Idempotency-Key cannot re-issue a second time.
 */
export const ticketReissues0026: Migration = {
  id: '0026_ticket_reissues',
  statements: [
    `CREATE TABLE order_ticket_reissues (
        change_id text NOT NULL REFERENCES order_changes (id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        traveler_id text NOT NULL,
        old_ticket_number text NOT NULL CHECK (old_ticket_number ~ '^[0-9]{13}$'),
        new_ticket_number text NOT NULL UNIQUE CHECK (new_ticket_number ~ '^[0-9]{13}$'),
        reissued_by text NOT NULL,
        reissued_at timestamptz NOT NULL,
        PRIMARY KEY (change_id, traveler_id),
        FOREIGN KEY (order_id, traveler_id) REFERENCES order_passengers (order_id, traveler_id)
          ON DELETE CASCADE,
        CHECK (old_ticket_number <> new_ticket_number)
      )`,
    `CREATE INDEX order_ticket_reissues_order_idx ON order_ticket_reissues (order_id, reissued_at)`,
  ],
};
