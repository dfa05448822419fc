import type { Migration } from './migration';

/**
 * Orders, passengers, payments and idempotency records of the Booking API (issue 10, ADR 015), the
 * cart events, and attachments of queued emails (the booking confirmation's .ics files).
 */
export const orders0010: Migration = {
  id: '0010_orders',
  statements: [
    `CREATE TABLE booking_payments (
        id text PRIMARY KEY,
        owner text NOT NULL,
        offer_id text NOT NULL,
        authorisation_id text UNIQUE,
        token_id text NOT NULL,
        gateway_key text NOT NULL,
        scheme text,
        last4 text CHECK (last4 ~ '^[0-9]{4}$'),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        surcharge_cents integer NOT NULL CHECK (surcharge_cents >= 0),
        status text NOT NULL CHECK (status IN
          ('Pending', 'ChallengeRequired', 'Authorised', 'Declined', 'TimedOut', 'Captured', 'Voided')),
        challenge_id text,
        message text NOT NULL DEFAULT '',
        order_id text UNIQUE,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX booking_payments_offer_idx ON booking_payments (offer_id)`,
    `CREATE INDEX booking_payments_open_idx ON booking_payments (expires_at)
        WHERE order_id IS NULL AND status IN ('Pending', 'ChallengeRequired', 'Authorised')`,
    `CREATE TABLE orders (
        id text PRIMARY KEY,
        booking_reference text NOT NULL UNIQUE CHECK (booking_reference ~ '^[A-Z2-9]{6}$'),
        owner text NOT NULL,
        site_id text NOT NULL,
        offer_id text NOT NULL UNIQUE,
        status text NOT NULL
          CHECK (status IN ('Held', 'Authorised', 'Confirmed', 'Ticketed', 'Released', 'Failed')),
        payment_mode text NOT NULL CHECK (payment_mode IN ('MintPayment', 'Invoice')),
        payment_id text UNIQUE REFERENCES booking_payments (id),
        contact_email text NOT NULL,
        contact_mobile_country text NOT NULL,
        contact_mobile_number text NOT NULL,
        journeys jsonb NOT NULL,
        ancillaries jsonb NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        surcharge_cents integer NOT NULL DEFAULT 0,
        first_departure timestamptz NOT NULL,
        last_arrival timestamptz NOT NULL,
        route text NOT NULL,
        invoice jsonb,
        pay_by timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        ticketed_at timestamptz,
        released_at timestamptz
      )`,
    `CREATE INDEX orders_owner_idx ON orders (owner)`,
    `CREATE INDEX orders_contact_email_idx ON orders (lower(contact_email))`,
    `CREATE INDEX orders_held_idx ON orders (pay_by) WHERE status = 'Held'`,
    `CREATE TABLE order_passengers (
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        traveler_id text NOT NULL,
        passenger_type text NOT NULL CHECK (passenger_type IN ('Adult', 'Children', 'Infants')),
        title text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        date_of_birth text NOT NULL,
        gender text NOT NULL,
        nationality text NOT NULL,
        passport_ciphertext text NOT NULL,
        passport_last3 text NOT NULL,
        passport_issue_date text NOT NULL,
        passport_expiry_date text NOT NULL,
        passport_country text NOT NULL,
        frequent_flyer jsonb,
        ticket_number text UNIQUE CHECK (ticket_number ~ '^[0-9]{13}$'),
        PRIMARY KEY (order_id, traveler_id)
      )`,
    `CREATE TABLE order_items (
        order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position integer NOT NULL,
        kind text NOT NULL,
        label text NOT NULL,
        traveler_id text,
        amount_cents integer NOT NULL,
        PRIMARY KEY (order_id, position)
      )`,
    `CREATE TABLE booking_idempotency (
        owner text NOT NULL,
        scope text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        resource_id text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (owner, scope, idempotency_key)
      )`,
    `CREATE TABLE cart_events (
        id text PRIMARY KEY,
        owner text NOT NULL,
        offer_id text NOT NULL,
        event text NOT NULL CHECK (event IN ('PaymentInfo', 'PaymentProcessing', 'CompletedPage')),
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX cart_events_offer_idx ON cart_events (offer_id)`,
    `CREATE TABLE outbox_email_attachments (
        email_id uuid NOT NULL REFERENCES outbox_emails (id) ON DELETE CASCADE,
        position integer NOT NULL,
        filename text NOT NULL,
        content_type text NOT NULL,
        content text NOT NULL,
        PRIMARY KEY (email_id, position)
      )`,
  ],
};
