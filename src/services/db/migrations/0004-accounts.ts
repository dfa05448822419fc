import type { Migration } from './migration';

/**
 * Accounts issue: traveller details, companions, passports (number encrypted), frequent flyers,
 * preferences, sign-in challenges and one-time codes, social links, the reservation-system profiles
 * and the security events log. The 0001 `accounts` table is left as it is (schema.test.ts compares it
 * with its drizzle definition); what an account gains lives in `account_profiles`, one row per account.
 */
export const accounts0004: Migration = {
  id: '0004_accounts',
  statements: [
    `CREATE TABLE account_profiles (
        account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        email_verified_at timestamptz,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        two_factor_updated_at timestamptz,
        password_changed_at timestamptz,
        date_of_birth date,
        gender text CHECK (gender IN ('Male', 'Female')),
        mobile_country text,
        mobile_number text,
        nationality text,
        emergency_contact jsonb,
        marketing_preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
        image_data text,
        image_type text,
        reservation_profile_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE TABLE companions (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        title text,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        date_of_birth date,
        gender text CHECK (gender IN ('Male', 'Female')),
        mobile_country text,
        mobile_number text,
        nationality text,
        image_data text,
        image_type text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX companions_account_idx ON companions (account_id)`,
    `CREATE TABLE passports (
        traveller_id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        number_ciphertext text NOT NULL,
        country_of_issue text NOT NULL,
        issue_date date,
        expiry_date date NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX passports_account_idx ON passports (account_id)`,
    `CREATE TABLE frequent_flyers (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        traveller_id uuid NOT NULL,
        airline_code text NOT NULL,
        program_name text,
        membership_number text NOT NULL,
        position integer NOT NULL DEFAULT 0
      )`,
    `CREATE INDEX frequent_flyers_traveller_idx ON frequent_flyers (traveller_id)`,
    `CREATE TABLE travel_preferences (
        account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        meal text,
        seat text CHECK (seat IN ('Window', 'Aisle')),
        special_assistance text,
        notes text,
        preferred_airlines jsonb NOT NULL DEFAULT '[]'::jsonb,
        departing_cities jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE TABLE login_challenges (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        flow text NOT NULL CHECK (flow IN ('LoginWithActive', 'LoginNotActive', 'Register2FA')),
        site_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        code_hash text,
        code_expires_at timestamptz,
        code_attempts integer NOT NULL DEFAULT 0,
        codes_sent integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        completed_at timestamptz
      )`,
    `CREATE INDEX login_challenges_account_idx ON login_challenges (account_id)`,
    `CREATE TABLE account_codes (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose text NOT NULL,
        secret_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      )`,
    `CREATE INDEX account_codes_account_idx ON account_codes (account_id, purpose)`,
    `CREATE UNIQUE INDEX account_codes_secret_idx ON account_codes (purpose, secret_hash)`,
    `CREATE TABLE social_links (
        provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
        subject text NOT NULL,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        email text,
        linked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject),
        UNIQUE (account_id, provider)
      )`,
    `CREATE TABLE reservation_profiles (
        id text PRIMARY KEY,
        given_name text NOT NULL,
        family_name text NOT NULL,
        email text,
        date_of_birth date,
        linked_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL
      )`,
    `CREATE INDEX reservation_profiles_email_idx ON reservation_profiles (lower(email))`,
    `CREATE TABLE security_events (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        type text NOT NULL,
        ip text,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX security_events_account_idx ON security_events (account_id, created_at DESC)`,
  ],
};
