import type { Migration } from './migration';

/**
 * Account roles (docs/principles.md "Roles"): travellers book; editors and admins also preview drafts
 * and edit content. Every existing account becomes a traveller; staff are promoted explicitly.
 */
export const accountRoles0007: Migration = {
  id: '0007_account_roles',
  statements: [
    `ALTER TABLE account_profiles
        ADD COLUMN role text NOT NULL DEFAULT 'traveller' CHECK (role IN ('traveller', 'editor', 'admin'))`,
  ],
};
