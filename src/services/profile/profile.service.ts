/**
 * The traveller's own profile: personal details, emergency contact, passport (number encrypted at
 * rest), frequent flyers, picture, marketing preferences, and the full view RetrieveProfile returns.
 * Every write is one transaction: invalid input changes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { FullProfile } from '../../shared/contracts/account';
import type {
  FrequentFlyerSchema,
  MarketingPreferencesSchema,
  PassportSchema,
  PersonalDetailsSchema,
} from '../../shared/validation/profile-forms';
import { accountProfiles, accounts, companions, socialLinks } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { ensureAccountProfile, findAccountById } from '../account/account.repo';
import { listSecurityEvents, type DbOrTx, type Tx } from '../security/events';
import { imageUrl, processProfileImage } from './images';
import { readReservationProfile } from './reservation-profiles';
import {
  readFrequentFlyers,
  readPassport,
  saveTravellerFrequentFlyers,
  saveTravellerPassport,
  type OwnedTravellerWrite,
} from './traveller-records';

export const SESSION_GONE = 'Your session has ended. Please sign in again.';

async function requireAccount(platform: Platform, accountId: string, db: DbOrTx = platform.database.db) {
  const account = await findAccountById(platform, accountId, db);
  if (!account) throw new RequestRejected(401, SESSION_GONE);
  return account;
}

/** Runs `write` in one transaction, once the account is known to exist (401 otherwise). */
async function writeAccount(platform: Platform, accountId: string, write: (tx: Tx) => Promise<unknown>) {
  await platform.database.db.transaction(async (tx) => {
    await requireAccount(platform, accountId, tx);
    await write(tx);
  });
}

function mobileOf(country: string | null, number: string | null) {
  return country && number ? { mobileCountry: country, mobileNumber: number } : null;
}

export async function retrieveProfile(platform: Platform, accountId: string): Promise<FullProfile> {
  const account = await requireAccount(platform, accountId);
  const profile = await ensureAccountProfile(platform, accountId);
  const links = await platform.database.db
    .select()
    .from(socialLinks)
    .where(eq(socialLinks.accountId, accountId));
  const link = (provider: 'google' | 'facebook') => {
    const row = links.find((item) => item.provider === provider);
    return row ? { email: row.email, linkedAt: row.linkedAt.toISOString() } : null;
  };
  const reservation = profile.reservationProfileId
    ? await readReservationProfile(platform, profile.reservationProfileId)
    : null;
  const companionRows = await platform.database.db
    .select()
    .from(companions)
    .where(eq(companions.accountId, accountId))
    .orderBy(asc(companions.createdAt), asc(companions.id));
  const marketing = profile.marketingPreferences;
  const emergency = profile.emergencyContact;
  return {
    id: account.id,
    email: account.email,
    title: account.title,
    firstName: account.givenName,
    lastName: account.familyName,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    mobile: mobileOf(profile.mobileCountry, profile.mobileNumber),
    nationality: profile.nationality,
    emergencyContact: emergency
      ? {
          name: emergency.name,
          relationship: emergency.relationship,
          mobile: { mobileCountry: emergency.mobileCountry, mobileNumber: emergency.mobileNumber },
          email: emergency.email,
        }
      : null,
    profileImage: imageUrl(profile.imageData, profile.imageType),
    passport: await readPassport(platform, accountId, accountId),
    frequentFlyers: await readFrequentFlyers(platform, accountId, accountId),
    marketingPreferences: {
      email: marketing.email ?? false,
      sms: marketing.sms ?? false,
      phone: marketing.phone ?? false,
      post: marketing.post ?? false,
    },
    twoFactor: { enabled: profile.twoFactorEnabled, method: 'Email' },
    language: profile.language ?? null,
    hasPassword: account.passwordHash !== null,
    linkedAccounts: {
      google: link('google'),
      facebook: link('facebook'),
      reservationProfile: reservation,
    },
    companions: await Promise.all(companionRows.map((row) => companionView(platform, row))),
    securityEvents: (await listSecurityEvents(platform, accountId)).map(({ type, at, ip }) => ({
      type,
      at,
      ip,
    })),
  };
}

export async function companionView(platform: Platform, row: typeof companions.$inferSelect) {
  return {
    companionId: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    mobile: mobileOf(row.mobileCountry, row.mobileNumber),
    nationality: row.nationality,
    profileImage: imageUrl(row.imageData, row.imageType),
    passport: await readPassport(platform, row.accountId, row.id),
    frequentFlyers: await readFrequentFlyers(platform, row.accountId, row.id),
  };
}

export async function updatePersonalDetails(
  platform: Platform,
  accountId: string,
  input: v.InferOutput<typeof PersonalDetailsSchema>,
): Promise<void> {
  const now = platform.clock.now();
  await writeAccount(platform, accountId, async (tx) => {
    await tx
      .update(accounts)
      .set({ title: input.title, givenName: input.firstName, familyName: input.lastName, updatedAt: now })
      .where(eq(accounts.id, accountId));
    await ensureAccountProfile(platform, accountId, tx);
    await tx
      .update(accountProfiles)
      .set({
        dateOfBirth: input.dateOfBirth,
        gender: input.gender,
        mobileCountry: input.mobile.mobileCountry,
        mobileNumber: input.mobile.mobileNumber,
        nationality: input.nationality,
        emergencyContact: input.emergencyContact
          ? {
              name: input.emergencyContact.name,
              relationship: input.emergencyContact.relationship,
              mobileCountry: input.emergencyContact.mobile.mobileCountry,
              mobileNumber: input.emergencyContact.mobile.mobileNumber,
              email: input.emergencyContact.email,
            }
          : null,
        updatedAt: now,
      })
      .where(eq(accountProfiles.accountId, accountId));
  });
}

const ownAccount =
  (platform: Platform, accountId: string): OwnedTravellerWrite =>
  (write) =>
    writeAccount(platform, accountId, write);

export async function updatePassport(
  platform: Platform,
  accountId: string,
  input: v.InferOutput<typeof PassportSchema>,
) {
  return saveTravellerPassport(platform, accountId, accountId, input, ownAccount(platform, accountId));
}

export async function updateFrequentFlyers(
  platform: Platform,
  accountId: string,
  list: Array<v.InferOutput<typeof FrequentFlyerSchema>>,
) {
  return saveTravellerFrequentFlyers(platform, accountId, accountId, list, ownAccount(platform, accountId));
}

export async function updateProfileImage(
  platform: Platform,
  accountId: string,
  encoded: string,
): Promise<string> {
  const image = await processProfileImage(encoded);
  await requireAccount(platform, accountId);
  await ensureAccountProfile(platform, accountId);
  await platform.database.db
    .update(accountProfiles)
    .set({ imageData: image.data, imageType: image.type, updatedAt: platform.clock.now() })
    .where(eq(accountProfiles.accountId, accountId));
  return imageUrl(image.data, image.type) as string;
}

export async function updateMarketingPreferences(
  platform: Platform,
  accountId: string,
  input: v.InferOutput<typeof MarketingPreferencesSchema>,
) {
  await requireAccount(platform, accountId);
  await ensureAccountProfile(platform, accountId);
  await platform.database.db
    .update(accountProfiles)
    .set({ marketingPreferences: input, updatedAt: platform.clock.now() })
    .where(eq(accountProfiles.accountId, accountId));
  return input;
}
