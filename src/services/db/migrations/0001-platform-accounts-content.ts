import type { Migration } from './migration';

export const platformAccountsContent: Migration = {
  id: '0001_platform_accounts_content',
  statements: [
    `CREATE TABLE platform_settings (
        key text PRIMARY KEY,
        value text NOT NULL
      )`,
    `CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text,
        title text,
        given_name text NOT NULL,
        family_name text NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'pending')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
    `CREATE INDEX sessions_account_idx ON sessions (account_id)`,
    `CREATE TABLE outbox_emails (
        id uuid PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE TABLE content_entries (
        type text NOT NULL,
        key text NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'published')),
        publish_at timestamptz NOT NULL,
        position integer NOT NULL DEFAULT 0,
        data jsonb NOT NULL,
        seeded boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (type, key)
      )`,
  ],
};
