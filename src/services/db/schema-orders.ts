/** Drizzle tables of orders, passengers, payments and idempotency records (DDL in migrations/0010-orders.ts). */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../shared/contracts/order';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A card payment of an offer: the gateway's authorisation, with the token id, scheme and last 4 only. */
export const bookingPayments = pgTable('booking_payments', {
  id: text('id').primaryKey(),
  owner: text('owner').notNull(),
  offerId: text('offer_id').notNull(),
  authorisationId: text('authorisation_id'),
  tokenId: text('token_id').notNull(),
  /** The Idempotency-Key the gateway authorisation was sent with (the caller's key, scoped to them). */
  gatewayKey: text('gateway_key').notNull(),
  /** The card's scheme and last 4 digits as the gateway answered them (null until it answers). */
  scheme: text('scheme'),
  last4: text('last4'),
  amountCents: integer('amount_cents').notNull(),
  surchargeCents: integer('surcharge_cents').notNull(),
  status: text('status', {
    enum: ['Pending', 'ChallengeRequired', 'Authorised', 'Declined', 'TimedOut', 'Captured', 'Voided'],
  }).notNull(),
  challengeId: text('challenge_id'),
  message: text('message').notNull().default(''),
  orderId: text('order_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** After it an authorisation still not used by an order is timed out and voided. */
  expiresAt: at('expires_at').notNull(),
});

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  bookingReference: text('booking_reference').notNull(),
  owner: text('owner').notNull(),
  siteId: text('site_id').notNull(),
  offerId: text('offer_id').notNull(),
  // The one list of order states (shared/contracts/order.ts, ADR 024); migration 0016 checks the same.
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  paymentMode: text('payment_mode', { enum: ['MintPayment', 'Invoice'] }).notNull(),
  paymentId: text('payment_id'),
  contactEmail: text('contact_email').notNull(),
  contactMobileCountry: text('contact_mobile_country').notNull(),
  contactMobileNumber: text('contact_mobile_number').notNull(),
  journeys: jsonb('journeys').notNull(),
  ancillaries: jsonb('ancillaries').notNull(),
  totalCents: integer('total_cents').notNull(),
  surchargeCents: integer('surcharge_cents').notNull().default(0),
  firstDeparture: at('first_departure').notNull(),
  lastArrival: at('last_arrival').notNull(),
  route: text('route').notNull(),
  invoice: jsonb('invoice'),
  kind: text('kind', { enum: ['flight', 'hotel'] })
    .notNull()
    .default('flight'),
  /** A hotel order's stay (shared/contracts/hotel-order.ts HotelStay); null on flight orders. */
  stay: jsonb('stay'),
  payBy: at('pay_by'),
  /** Migration 0012: the language the order was made in, for its emails (the owner's profile wins). */
  language: text('language'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  ticketedAt: at('ticketed_at'),
  releasedAt: at('released_at'),
  /** Migration 0014: the account whose owner proved the contact email (the emailed link) and claimed it. */
  claimedByAccount: text('claimed_by_account'),
  claimedAt: at('claimed_at'),
  /** When the confirmation email was queued, so emails per contact address can be counted. */
  confirmationEmailedAt: at('confirmation_emailed_at'),
  /** Migration 0017: when the invoice's pay-by reminder was sent (once). */
  payReminderSentAt: at('pay_reminder_sent_at'),
  /** Migration 0016: when the order was cancelled (ADR 024). */
  cancelledAt: at('cancelled_at'),
  /** Migration 0032: the reservation-system profile linked to the booking account (null: none). */
  reservationProfileId: text('reservation_profile_id'),
});

export const orderPassengers = pgTable(
  'order_passengers',
  {
    orderId: text('order_id').notNull(),
    travelerId: text('traveler_id').notNull(),
    passengerType: text('passenger_type', { enum: ['Adult', 'Children', 'Infants'] }).notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    gender: text('gender').notNull(),
    nationality: text('nationality').notNull(),
    /** AES-256-GCM like the profile's passports (security/field-encryption.ts). */
    passportCiphertext: text('passport_ciphertext').notNull(),
    passportLast3: text('passport_last3').notNull(),
    passportIssueDate: text('passport_issue_date').notNull(),
    passportExpiryDate: text('passport_expiry_date').notNull(),
    passportCountry: text('passport_country').notNull(),
    frequentFlyer: jsonb('frequent_flyer'),
    ticketNumber: text('ticket_number'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.travelerId] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    travelerId: text('traveler_id'),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/** The first request under an Idempotency-Key, per caller and endpoint, and what it made. */
export const bookingIdempotency = pgTable(
  'booking_idempotency',
  {
    owner: text('owner').notNull(),
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.scope, table.idempotencyKey] })],
);

export const cartEvents = pgTable('cart_events', {
  id: text('id').primaryKey(),
  owner: text('owner').notNull(),
  offerId: text('offer_id').notNull(),
  event: text('event', { enum: ['PaymentInfo', 'PaymentProcessing', 'CompletedPage'] }).notNull(),
  createdAt: at('created_at').notNull(),
});

/** Files sent with a queued email (platform/mailer.ts), e.g. a booking's .ics calendar entries. */
export const outboxEmailAttachments = pgTable(
  'outbox_email_attachments',
  {
    emailId: uuid('email_id').notNull(),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.emailId, table.position] })],
);
