import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { seatPreferenceCode } from '../../shared/domain/seat-preferences';
import type { Locale } from '../../shared/i18n/languages';
import type { AdditionalPreferencesSchema } from '../../shared/validation/profile-forms';
import { ensureAccountProfile } from '../account/account.repo';
import { accountProfiles, travelPreferences } from '../db/schema';
import type { Platform } from '../platform/platform';

type Preferences = typeof travelPreferences.$inferSelect;

function view(row: Preferences | undefined) {
  return {
    meal: row?.meal ?? null,
    // A row written before migration 0033 (or by the previous build during a deploy) holds the name.
    seat: seatPreferenceCode(row?.seat),
    specialAssistance: row?.specialAssistance ?? null,
    notes: row?.notes ?? null,
    preferredAirlines: row?.preferredAirlines ?? [],
    departingCities: row?.departingCities ?? [],
  };
}

export async function retrievePreferences(platform: Platform, accountId: string) {
  const [row] = await platform.database.db
    .select()
    .from(travelPreferences)
    .where(eq(travelPreferences.accountId, accountId));
  return view(row);
}

/** Upserts only the given columns: each dashboard form owns its own fields. */
async function upsert(
  platform: Platform,
  accountId: string,
  values: Partial<Omit<Preferences, 'accountId'>>,
) {
  const set = { ...values, updatedAt: platform.clock.now() };
  await platform.database.db
    .insert(travelPreferences)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: travelPreferences.accountId, set });
  return retrievePreferences(platform, accountId);
}

export function updateAdditionalPreferences(
  platform: Platform,
  accountId: string,
  input: v.InferOutput<typeof AdditionalPreferencesSchema>,
) {
  return upsert(platform, accountId, input);
}

export function updateAirlinePreference(platform: Platform, accountId: string, preferredAirlines: string[]) {
  return upsert(platform, accountId, { preferredAirlines });
}

export function updateDepartingCities(platform: Platform, accountId: string, departingCities: string[]) {
  return upsert(platform, accountId, { departingCities });
}

/** Stores the interface language (or forgets it with null); emails and new sign-ins follow it. */
export async function updateLanguage(
  platform: Platform,
  accountId: string,
  language: Locale | null,
): Promise<{ language: Locale | null }> {
  await ensureAccountProfile(platform, accountId);
  await platform.database.db
    .update(accountProfiles)
    .set({ language, updatedAt: platform.clock.now() })
    .where(eq(accountProfiles.accountId, accountId));
  return { language };
}
