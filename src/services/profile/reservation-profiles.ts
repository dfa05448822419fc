import { asc, eq, sql } from 'drizzle-orm';
import type { ReservationProfileView } from '../../shared/contracts/account';
import { reservationProfiles, reservationProfileTravellers } from '../db/schema';
import type { Platform } from '../platform/platform';
import { decryptField, encryptField, prepareFieldEncryption } from '../security/field-encryption';
import { RESERVATION_PROFILE_SEED } from './reservation-profile-data';

/**
 * The reference reservation system's traveller profiles (the "Sabre" profiles of the spec). A real
 * deployment would query the reservation system; the embedded one keeps this seeded set
 * (reservation-profile-data.ts). A profile's name and date of birth are its holder's.
 */
export const RESERVATION_PROFILES: Array<typeof reservationProfiles.$inferInsert> =
  RESERVATION_PROFILE_SEED.map(({ id, email, seatPreference, mealPreference, travellers: [holder] }) => ({
    id,
    givenName: holder.givenName,
    familyName: holder.familyName,
    email,
    dateOfBirth: holder.dateOfBirth,
    seatPreference,
    mealPreference,
  }));

/** Only the last 3 characters of a passport number are ever shown ("******567"). */
export function maskPassportNumber(number: string): string {
  return `${'*'.repeat(Math.max(number.length - 3, 0))}${number.slice(-3)}`;
}

const passportContext = (profileId: string, position: number) =>
  `reservation-passport:${profileId}:${position}`;

/**
 * Idempotent and safe when instances seed at once: adds the profiles and travellers that are missing,
 * gives profiles seeded before preferences existed their seat and meal, and keeps every link to an
 * account. A traveller already stored is never rewritten (its passport ciphertext stays as it is).
 */
export async function seedReservationProfiles(platform: Platform): Promise<void> {
  const { db } = platform.database;
  await db
    .insert(reservationProfiles)
    .values(RESERVATION_PROFILES)
    .onConflictDoUpdate({
      target: reservationProfiles.id,
      set: {
        seatPreference: sql`excluded.seat_preference`,
        mealPreference: sql`excluded.meal_preference`,
      },
    });
  // Outside any transaction: the first key load may write platform_settings (field-encryption.ts).
  await prepareFieldEncryption(platform);
  const rows = await Promise.all(
    RESERVATION_PROFILE_SEED.flatMap((profile) =>
      profile.travellers.map(async (traveller, position) => ({
        profileId: profile.id,
        position,
        holder: position === 0,
        title: traveller.title,
        givenName: traveller.givenName,
        familyName: traveller.familyName,
        dateOfBirth: traveller.dateOfBirth,
        gender: traveller.gender,
        nationality: traveller.nationality,
        passportNumberCiphertext: await encryptField(
          platform,
          traveller.passport.number,
          passportContext(profile.id, position),
        ),
        passportExpiry: traveller.passport.expiry,
        passportCountry: traveller.passport.country,
        frequentFlyers: traveller.frequentFlyers,
      })),
    ),
  );
  await db.insert(reservationProfileTravellers).values(rows).onConflictDoNothing();
}

/** The profile as the account holder reads it (RetrieveProfile), or null when it does not exist. */
export async function readReservationProfile(
  platform: Platform,
  profileId: string,
): Promise<ReservationProfileView | null> {
  const { db } = platform.database;
  const [profile] = await db.select().from(reservationProfiles).where(eq(reservationProfiles.id, profileId));
  if (!profile) return null;
  const travellers = await db
    .select()
    .from(reservationProfileTravellers)
    .where(eq(reservationProfileTravellers.profileId, profileId))
    .orderBy(asc(reservationProfileTravellers.position));
  return {
    id: profile.id,
    name: `${profile.givenName} ${profile.familyName}`,
    seatPreference: profile.seatPreference,
    mealPreference: profile.mealPreference,
    travellers: await Promise.all(
      travellers.map(async (row) => ({
        travellerId: `${row.profileId}-${row.position}`,
        holder: row.holder,
        title: row.title,
        firstName: row.givenName,
        lastName: row.familyName,
        dateOfBirth: row.dateOfBirth,
        gender: row.gender,
        nationality: row.nationality,
        passport:
          row.passportNumberCiphertext && row.passportCountry && row.passportExpiry
            ? {
                passportNumberMasked: maskPassportNumber(
                  await decryptField(
                    platform,
                    row.passportNumberCiphertext,
                    passportContext(row.profileId, row.position),
                  ),
                ),
                countryOfIssue: row.passportCountry,
                // The reservation system keeps no issue date: the traveller adds it when booking.
                dateOfIssue: null,
                dateOfExpiry: row.passportExpiry,
              }
            : null,
        frequentFlyers: row.frequentFlyers,
      })),
    ),
  };
}
