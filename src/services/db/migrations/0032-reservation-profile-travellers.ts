import type { Migration } from './migration';

/**
 * The reservation-system ("Sabre") profiles gain what a booking is filled from: their travellers (the
 * holder at position 0, then companions; passport numbers encrypted) with their frequent-flyer
 * memberships, and the profile's seat and meal preference. Orders keep the profile of the account that
 * booked them (null for a guest or an unlinked account), so agents see which profile a booking used.
 */
export const reservationProfileTravellers0032: Migration = {
  id: '0032_reservation_profile_travellers',
  statements: [
    `ALTER TABLE reservation_profiles ADD COLUMN seat_preference text`,
    `ALTER TABLE reservation_profiles ADD COLUMN meal_preference text`,
    `CREATE TABLE reservation_profile_travellers (
        profile_id text NOT NULL REFERENCES reservation_profiles (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        holder boolean NOT NULL,
        title text,
        given_name text NOT NULL,
        family_name text NOT NULL,
        date_of_birth date,
        gender text CHECK (gender IN ('Male', 'Female')),
        nationality text,
        passport_number_ciphertext text,
        passport_expiry date,
        passport_country text,
        frequent_flyers jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (profile_id, position),
        CHECK (holder = (position = 0))
      )`,
    `ALTER TABLE orders ADD COLUMN reservation_profile_id text`,
  ],
};
