/**
 * Price tracking (issue 25): what a tracked search costs now, and setting a tracker up. The lowest
 * price is the one the results page would show first under "Cheapest" for the whole trip: per journey
 * the lowest sellable itinerary (the same search, cut-off and cabin inventory as /AirShopping/Search),
 * summed, as the flexible-date grid adds them.
 */
import { eq } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import {
  MAX_TRACKERS_PER_EMAIL,
  type PriceTrackerCreated,
  type TrackedSearch,
} from '../../shared/contracts/price-tracking';
import { countPassengers } from '../../shared/domain/passengers';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/languages';
import { nativeNamesOf, type NativeLanguage } from '../../shared/places/native-names';
import type { TokenClaims } from '../http/token-claims';
import { accounts, priceTrackers } from '../db/schema';
import { recipientLanguage } from '../email/email-language';
import { requestLanguage } from '../http/request-language';
import { trackerConfirmationEmail, type TrackedTrip } from '../email/price-tracking-emails';
import { checkDates, journeyQueries } from '../flight-search/flights.service';
import type { Inventory } from '../flights/inventory';
import { RequestRejected } from '../http/envelope';
import { sellableItineraries } from '../inventory/sellable';
import type { Platform } from '../platform/platform';
import {
  countTrackersOf,
  findTracker,
  insertTracker,
  searchKeyOf,
  toCents,
  type TrackerRow,
} from './price-tracking.repo';

/** A guest's unconfirmed tracker gets its confirmation again at most this often. */
const RESEND_CONFIRMATION_MS = 60 * 60_000;

/** The lowest total of the whole trip now (AUD), or null when a journey has nothing to sell. */
export async function lowestPriceOf(
  platform: Platform,
  inventory: Inventory,
  search: TrackedSearch,
): Promise<number | null> {
  const request = {
    siteId: '',
    fareType: 'RegularFare',
    journeys: search.journeys,
    passengerInfos: search.passengerInfos,
    cabinClass: search.cabinClass,
    isDirectFlightOnly: false,
    isFreeCheckInBaggageOnly: false,
    isFreeSeatSelectionOnly: false,
    isFlightFromFrequentFlyerOnly: false,
    preferredAirline: [],
  } satisfies FlightSearchRequest;
  const { adult, children } = countPassengers(search.passengerInfos);
  const now = platform.clock.now();
  let total = 0;
  for (const query of journeyQueries(inventory, request)) {
    const priced = inventory.searchJourney(query, now);
    const found = await sellableItineraries(platform.database.db, priced, adult + children, now);
    if (found.length === 0) return null;
    total += Math.min(...found.map((itinerary) => itinerary.lowestPrice));
  }
  return Math.round(total * 100) / 100;
}

const NATIVE: Partial<Record<Locale, NativeLanguage>> = { ja: 'ja', 'zh-CN': 'zh', ko: 'ko', id: 'id' };

/** A place code's city name in a language (English where the reference data has none). */
function placeName(inventory: Inventory, code: string, locale: Locale): string {
  const { airports, cities } = inventory.network;
  const cityCode = airports.get(code)?.cityCode ?? code;
  const native = NATIVE[locale];
  const own = native ? nativeNamesOf(cityCode)[native][0] : undefined;
  return own ?? cities.get(cityCode)?.name ?? airports.get(code)?.name ?? code;
}

/** The trip as the emails name it: first origin to the farthest point (a return's turning point). */
export function tripOf(inventory: Inventory, search: TrackedSearch, locale: Locale): TrackedTrip {
  const { journeys } = search;
  const first = journeys[0]!;
  const last = journeys.length === 2 ? first : journeys[journeys.length - 1]!;
  const { adult, children, infants } = countPassengers(search.passengerInfos);
  return {
    from: placeName(inventory, first.depCode, locale),
    to: placeName(inventory, last.arrCode, locale),
    dates: journeys.map((journey) => journey.depDate),
    cabin: search.cabinClass,
    travellers: adult + children + infants,
  };
}

export const languageOf = (row: Pick<TrackerRow, 'language'>): Locale =>
  isLocale(row.language) ? row.language : DEFAULT_LOCALE;

const confirmUrl = (platform: Platform, token: string) =>
  `${platform.config.siteUrl}/price-tracking/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (platform: Platform, token: string) =>
  `${platform.config.siteUrl}/price-tracking/unsubscribe?token=${encodeURIComponent(token)}`;

async function sendConfirmation(platform: Platform, inventory: Inventory, row: TrackerRow) {
  const locale = languageOf(row);
  await platform.mailer.send(
    trackerConfirmationEmail(
      row.email,
      tripOf(inventory, row.search as TrackedSearch, locale),
      {
        action: confirmUrl(platform, row.confirmToken!),
        unsubscribe: unsubscribeUrl(platform, row.unsubscribeToken),
      },
      locale,
    ),
  );
}

async function accountEmail(platform: Platform, accountId: string): Promise<string> {
  const [row] = await platform.database.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new RequestRejected(401, 'Please sign in again');
  return row.email.toLowerCase();
}

const answerOf = (row: TrackerRow, created: boolean): PriceTrackerCreated => ({
  id: row.id,
  confirmed: row.confirmedAt !== null,
  created,
  lowestPrice: row.lastSeenLowestCents === null ? null : row.lastSeenLowestCents / 100,
});

/**
 * Sets a tracker up for the token's identity: an account holder's goes to the account's email, confirmed
 * at once; a guest's to the email given, confirmed by the emailed link. The same email and search again
 * answers the existing tracker (an account holder's confirms a guest's unconfirmed one: the account
 * owns that email), and a guest's still unconfirmed one gets its confirmation again, at most hourly.
 */
export async function createTracker(
  platform: Platform,
  inventory: Inventory,
  claims: TokenClaims,
  input: { siteId: string; search: TrackedSearch; email?: string | undefined },
): Promise<PriceTrackerCreated> {
  checkDates(platform, input.search.journeys);
  const accountId = claims.typ === 'account' ? claims.sub : null;
  if (!accountId && !input.email) throw new RequestRejected(400, 'email is required to track prices');
  const email = accountId ? await accountEmail(platform, accountId) : input.email!;
  const db = platform.database.db;
  const now = platform.clock.now();
  const existing = await findTracker(db, email, searchKeyOf(input.siteId, input.search));
  if (existing) return answerOf(await refreshExisting(platform, inventory, existing, accountId, now), false);
  if ((await countTrackersOf(db, email)) >= MAX_TRACKERS_PER_EMAIL) {
    throw new RequestRejected(
      429,
      `An email address can track at most ${MAX_TRACKERS_PER_EMAIL} prices. Stop tracking one first.`,
    );
  }
  const lowest = await lowestPriceOf(platform, inventory, input.search);
  const language = accountId ? await recipientLanguage(db, accountId) : (requestLanguage() ?? DEFAULT_LOCALE);
  const row = await insertTracker(platform, db, {
    siteId: input.siteId,
    email,
    accountId,
    search: input.search,
    language,
    lowestCents: lowest === null ? null : toCents(lowest),
    confirmed: accountId !== null,
  });
  // A second request with the same email and search committed first: that one is the tracker.
  if (!row) return createTracker(platform, inventory, claims, input);
  if (!row.confirmedAt) await sendConfirmation(platform, inventory, row);
  return answerOf(row, true);
}

async function refreshExisting(
  platform: Platform,
  inventory: Inventory,
  row: TrackerRow,
  accountId: string | null,
  now: Date,
): Promise<TrackerRow> {
  if (row.confirmedAt) return row;
  if (accountId) {
    const [confirmed] = await platform.database.db
      .update(priceTrackers)
      .set({ confirmedAt: now, confirmToken: null, accountId })
      .where(eq(priceTrackers.id, row.id))
      .returning();
    return confirmed ?? row;
  }
  const sentAt = row.confirmationSentAt?.getTime() ?? 0;
  if (now.getTime() - sentAt < RESEND_CONFIRMATION_MS) return row;
  await platform.database.db
    .update(priceTrackers)
    .set({ confirmationSentAt: now })
    .where(eq(priceTrackers.id, row.id));
  await sendConfirmation(platform, inventory, row);
  return row;
}
