/**
 * Drizzle tables of the accounts issue (migration 0004-accounts). schema.test.ts checks every table
 * here against the migrated database.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES } from '../../shared/contracts/profile';
import { LOCALES } from '../../shared/i18n/languages';
import { accounts } from './schema-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** What an account holds beyond its name and email: one row per account. */
export const accountProfiles = pgTable('account_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  emailVerifiedAt: tz('email_verified_at'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  twoFactorUpdatedAt: tz('two_factor_updated_at'),
  passwordChangedAt: tz('password_changed_at'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender', { enum: ['Male', 'Female'] }),
  mobileCountry: text('mobile_country'),
  mobileNumber: text('mobile_number'),
  nationality: text('nationality'),
  emergencyContact: jsonb('emergency_contact').$type<EmergencyContactRecord | null>(),
  marketingPreferences: jsonb('marketing_preferences')
    .$type<MarketingPreferencesRecord>()
    .notNull()
    .default({}),
  imageData: text('image_data'),
  imageType: text('image_type'),
  reservationProfileId: text('reservation_profile_id'),
  /** Migration 0007: editors and admins may preview drafts and edit content. */
  role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('traveller'),
  /** Migration 0012: the interface and email language the traveller chose (null: not chosen). */
  language: text('language', { enum: LOCALES }),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export interface EmergencyContactRecord {
  name: string;
  relationship: string;
  mobileCountry: string;
  mobileNumber: string;
  email: string | null;
}

export interface MarketingPreferencesRecord {
  email?: boolean;
  sms?: boolean;
  phone?: boolean;
  post?: boolean;
}

export const companions = pgTable(
  'companions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    mobileCountry: text('mobile_country'),
    mobileNumber: text('mobile_number'),
    nationality: text('nationality'),
    imageData: text('image_data'),
    imageType: text('image_type'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('companions_account_idx').on(table.accountId)],
);

/** Passport of a traveller: the account holder (traveller id = account id) or a companion. */
export const passports = pgTable('passports', {
  travellerId: uuid('traveller_id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** AES-256-GCM, see security/field-encryption.ts; never stored in clear. */
  numberCiphertext: text('number_ciphertext').notNull(),
  countryOfIssue: text('country_of_issue').notNull(),
  issueDate: date('issue_date', { mode: 'string' }),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const frequentFlyers = pgTable('frequent_flyers', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  travellerId: uuid('traveller_id').notNull(),
  airlineCode: text('airline_code').notNull(),
  programName: text('program_name'),
  membershipNumber: text('membership_number').notNull(),
  position: integer('position').notNull().default(0),
});

export const travelPreferences = pgTable('travel_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  meal: text('meal'),
  /** A code of GetSeatPreferenceOptions; 'Window' and 'Aisle' are the names before migration 0033. */
  seat: text('seat', { enum: ['W', 'A', 'N', 'Window', 'Aisle'] }),
  specialAssistance: text('special_assistance'),
  notes: text('notes'),
  preferredAirlines: jsonb('preferred_airlines').$type<string[]>().notNull().default([]),
  departingCities: jsonb('departing_cities').$type<string[]>().notNull().default([]),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export type LoginFlow = 'LoginWithActive' | 'LoginNotActive' | 'Register2FA';

/**
 * A sign-in that passed the password step and waits for its emailed code. The caller holds the
 * challenge token (only its hash is stored); the code is bound to this challenge.
 */
export const loginChallenges = pgTable('login_challenges', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  flow: text('flow', { enum: ['LoginWithActive', 'LoginNotActive', 'Register2FA'] }).notNull(),
  siteId: text('site_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  codeHash: text('code_hash'),
  codeExpiresAt: tz('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codesSent: integer('codes_sent').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  completedAt: tz('completed_at'),
});

/** Single-use secrets sent by email or handed out between steps (confirm email, reset password...). */
export const accountCodes = pgTable('account_codes', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  secretHash: text('secret_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

export const socialLinks = pgTable(
  'social_links',
  {
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email'),
    linkedAt: tz('linked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    unique().on(table.accountId, table.provider),
  ],
);

/** Traveller profiles of the external reservation system (seeded reference data). */
export const reservationProfiles = pgTable('reservation_profiles', {
  id: text('id').primaryKey(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  email: text('email'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  linkedAccountId: uuid('linked_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** Migration 0032: what the profile asks for on every booking (its travellers: schema-reservation-profiles.ts). */
  seatPreference: text('seat_preference'),
  mealPreference: text('meal_preference'),
});

export const securityEvents = pgTable('security_events', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  ip: text('ip'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tz('created_at').notNull().defaultNow(),
});
