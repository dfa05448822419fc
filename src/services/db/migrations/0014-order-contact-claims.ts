import type { Migration } from './migration';

/**
 * Contact ownership (issue 21): a guest order joins an account's trips only once the owner of its
 * contact email proved it by following the link in the confirmation email (`claimed_by_account`), never
 * because someone typed that email as the contact. `confirmation_emailed_at` records when the order's
 * confirmation was queued, so the emails to one address can be counted (orders/contact-limits.ts).
 */
export const orderContactClaims0014: Migration = {
  id: '0014_order_contact_claims',
  statements: [
    `ALTER TABLE orders ADD COLUMN claimed_by_account text`,
    `ALTER TABLE orders ADD COLUMN claimed_at timestamptz`,
    `ALTER TABLE orders ADD COLUMN confirmation_emailed_at timestamptz`,
    `CREATE INDEX orders_claimed_by_account_idx ON orders (claimed_by_account)
        WHERE claimed_by_account IS NOT NULL`,
    `CREATE INDEX orders_contact_created_idx ON orders (lower(contact_email), created_at)`,
  ],
};
