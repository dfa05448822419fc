import type { Migration } from './migration';

/**
 * The outbox becomes a delivery queue (schema.ts `outboxEmails`): a request only writes the email
 * (queued) and a background deliverer sends it, retrying with back-off, so an answer never waits on
 * SMTP. Rows stored before this migration were already handled and count as delivered.
 */
export const outboxDelivery0006: Migration = {
  id: '0006_outbox_delivery',
  statements: [
    `ALTER TABLE outbox_emails
        ADD COLUMN status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'delivered', 'failed'))`,
    `ALTER TABLE outbox_emails ADD COLUMN attempts integer NOT NULL DEFAULT 0`,
    `ALTER TABLE outbox_emails ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`,
    `ALTER TABLE outbox_emails ADD COLUMN last_error text`,
    `ALTER TABLE outbox_emails ADD COLUMN delivered_at timestamptz`,
    `UPDATE outbox_emails SET status = 'delivered', delivered_at = created_at`,
    `CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at) WHERE status = 'queued'`,
  ],
};
