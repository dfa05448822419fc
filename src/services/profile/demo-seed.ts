import { eq } from 'drizzle-orm';
import { accountProfiles, reservationProfiles, travelPreferences } from '../db/schema';
import type { Platform } from '../platform/platform';
import { prepareFieldEncryption } from '../security/field-encryption';
import { addCompanion } from './companions.service';
import { writeFrequentFlyers, writePassport } from './traveller-records';
import { RESERVATION_PROFILES, seedReservationProfiles } from './reservation-profiles';

/** The demo account's reservation-system profile (in RESERVATION_PROFILES). */
export const DEMO_RESERVATION_PROFILE_ID = 'SBR-OLIVIA-7Q4K2M';

/**
 * The demo account's extras: email 2FA registered (codes go to the dev outbox), personal details,
 * passport, a frequent flyer program, preferences, a companion with passport, and the linked
 * reservation-system profile. Applied once: only while the account has no profile row yet, so a
 * visitor's edits survive restarts.
 */
export async function seedDemoAccountExtras(platform: Platform, accountId: string): Promise<boolean> {
  await seedReservationProfiles(platform);
  const [existing] = await platform.database.db
    .select()
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  if (existing) return false;
  const demo = RESERVATION_PROFILES.find((profile) => profile.id === DEMO_RESERVATION_PROFILE_ID);
  const now = platform.clock.now();
  await prepareFieldEncryption(platform);
  await platform.database.db.transaction(async (tx) => {
    await tx.insert(accountProfiles).values({
      accountId,
      emailVerifiedAt: now,
      twoFactorEnabled: true,
      twoFactorUpdatedAt: now,
      passwordChangedAt: now,
      dateOfBirth: demo?.dateOfBirth ?? '1988-04-12',
      gender: 'Female',
      mobileCountry: 'AU',
      mobileNumber: '+61412345678',
      nationality: 'AU',
      emergencyContact: {
        name: 'Tom Nguyen',
        relationship: 'Brother',
        mobileCountry: 'AU',
        mobileNumber: '+61498765432',
        email: null,
      },
      marketingPreferences: { email: true, sms: false, phone: false, post: false },
      reservationProfileId: DEMO_RESERVATION_PROFILE_ID,
    });
    await tx
      .update(reservationProfiles)
      .set({ linkedAccountId: accountId })
      .where(eq(reservationProfiles.id, DEMO_RESERVATION_PROFILE_ID));
    await writePassport(platform, tx, accountId, accountId, {
      passportNumber: 'PA1234567',
      countryOfIssue: 'AU',
      dateOfIssue: '2021-03-01',
      dateOfExpiry: '2031-03-01',
    });
    await writeFrequentFlyers(platform, tx, accountId, accountId, [
      { airlineCode: 'QF', programName: 'Qantas Frequent Flyer', membershipNumber: '1234567890' },
    ]);
    await tx.insert(travelPreferences).values({
      accountId,
      meal: 'VGML',
      seat: 'W',
      specialAssistance: null,
      notes: 'Prefers a bulkhead seat on long-haul flights',
      preferredAirlines: ['QF', 'SQ', 'EK'],
      departingCities: ['SYD', 'MEL'],
    });
  });
  await addCompanion(platform, accountId, {
    title: 'Mr',
    firstName: 'James',
    lastName: 'Nguyen',
    email: null,
    dateOfBirth: '1986-11-02',
    gender: 'Male',
    mobile: null,
    nationality: 'AU',
    passport: {
      passportNumber: 'PB7654321',
      countryOfIssue: 'AU',
      dateOfIssue: '2019-08-20',
      dateOfExpiry: '2029-08-20',
    },
    frequentFlyers: [{ airlineCode: 'SQ', programName: 'KrisFlyer', membershipNumber: '8812345678' }],
  });
  return true;
}

/**
 * A demo staff member's profile: the editor (previews drafts, edits content) or the agent (runs orders
 * and bank payments), email confirmed and email 2FA registered like the demo traveller. Applied once,
 * with the account: a later change survives.
 */
export async function seedDemoStaffProfile(
  platform: Platform,
  accountId: string,
  role: 'editor' | 'agent' | 'admin',
): Promise<void> {
  const now = platform.clock.now();
  await platform.database.db
    .insert(accountProfiles)
    .values({
      accountId,
      role,
      emailVerifiedAt: now,
      twoFactorEnabled: true,
      twoFactorUpdatedAt: now,
      passwordChangedAt: now,
    })
    .onConflictDoNothing();
}
