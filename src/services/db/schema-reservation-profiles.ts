/** Drizzle table of the reservation-system profiles' travellers (DDL in migrations/0032). */
import { boolean, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { reservationProfiles } from './schema-accounts';

/** A frequent-flyer membership a reservation profile's traveller holds. */
export interface ReservationFrequentFlyer {
  airlineCode: string;
  programName: string | null;
  membershipNumber: string;
}

/**
 * The travellers of a reservation profile: its holder (position 0) and the companions it books with.
 * The passport number is kept encrypted like every passport (security/field-encryption.ts).
 */
export const reservationProfileTravellers = pgTable(
  'reservation_profile_travellers',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => reservationProfiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    holder: boolean('holder').notNull(),
    title: text('title'),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    nationality: text('nationality'),
    passportNumberCiphertext: text('passport_number_ciphertext'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    passportCountry: text('passport_country'),
    frequentFlyers: jsonb('frequent_flyers').$type<ReservationFrequentFlyer[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.position] })],
);
