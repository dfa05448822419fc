import { and, asc, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { PriceTrackerSummary, TrackedSearch } from '../../shared/contracts/price-tracking';
import { countPassengers } from '../../shared/domain/passengers';
import { priceTrackers } from '../db/schema';
import type { DbOrTx } from '../security/events';
import type { Platform } from '../platform/platform';

export type TrackerRow = typeof priceTrackers.$inferSelect;

/** The search written canonically, with its site: two trackers of one email with the same key are one. */
export function searchKeyOf(siteId: string, search: TrackedSearch): string {
  const { adult, children, infants } = countPassengers(search.passengerInfos);
  const legs = search.journeys.map(
    (leg) => `${leg.depCode}.${leg.depCodeType}>${leg.arrCode}.${leg.arrCodeType}@${leg.depDate}`,
  );
  return [siteId, search.cabinClass, `${adult}-${children}-${infants}`, ...legs].join('|');
}

export const toCents = (price: number) => Math.round(price * 100);

function toSummary(row: TrackerRow): PriceTrackerSummary {
  return {
    id: row.id,
    search: row.search as TrackedSearch,
    email: row.email,
    confirmed: row.confirmedAt !== null,
    lastSeenLowest: row.lastSeenLowestCents === null ? null : row.lastSeenLowestCents / 100,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTracker(
  db: DbOrTx,
  email: string,
  searchKey: string,
): Promise<TrackerRow | undefined> {
  const [row] = await db
    .select()
    .from(priceTrackers)
    .where(and(eq(priceTrackers.email, email), eq(priceTrackers.searchKey, searchKey)));
  return row;
}

export async function countTrackersOf(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(priceTrackers).where(eq(priceTrackers.email, email));
  return row?.n ?? 0;
}

export interface NewTracker {
  siteId: string;
  email: string;
  accountId: string | null;
  search: TrackedSearch;
  language: string;
  lowestCents: number | null;
  /** Account holders are confirmed at once; a guest gets a confirmation token. */
  confirmed: boolean;
}

/** Inserts a tracker, or answers undefined when the same email and search raced it in. */
export async function insertTracker(platform: Platform, db: DbOrTx, entry: NewTracker) {
  const now = platform.clock.now();
  const [row] = await db
    .insert(priceTrackers)
    .values({
      id: platform.ids.uuid(),
      siteId: entry.siteId,
      email: entry.email,
      accountId: entry.accountId,
      search: entry.search,
      searchKey: searchKeyOf(entry.siteId, entry.search),
      firstDepDate: entry.search.journeys[0]!.depDate,
      language: entry.language,
      confirmToken: entry.confirmed ? null : platform.ids.secret(32),
      confirmationSentAt: entry.confirmed ? null : now,
      confirmedAt: entry.confirmed ? now : null,
      unsubscribeToken: platform.ids.secret(32),
      lastSeenLowestCents: entry.lowestCents,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Marks a guest's tracker as confirmed (an account holder's was already); answers it, or undefined. */
export async function confirmTracker(platform: Platform, token: string): Promise<TrackerRow | undefined> {
  const [row] = await platform.database.db
    .update(priceTrackers)
    .set({ confirmedAt: platform.clock.now(), confirmToken: null })
    .where(eq(priceTrackers.confirmToken, token))
    .returning();
  return row;
}

/** Deletes the tracker of an unsubscribe link; answers whether there was one. */
export async function unsubscribeTracker(platform: Platform, token: string): Promise<boolean> {
  const deleted = await platform.database.db
    .delete(priceTrackers)
    .where(eq(priceTrackers.unsubscribeToken, token))
    .returning({ id: priceTrackers.id });
  return deleted.length > 0;
}

export async function listTrackersOf(platform: Platform, accountId: string, siteId: string) {
  const rows = await platform.database.db
    .select()
    .from(priceTrackers)
    .where(and(eq(priceTrackers.accountId, accountId), eq(priceTrackers.siteId, siteId)))
    .orderBy(asc(priceTrackers.firstDepDate), asc(priceTrackers.createdAt));
  return rows.map(toSummary);
}

export async function deleteTrackerOf(platform: Platform, accountId: string, siteId: string, id: string) {
  const deleted = await platform.database.db
    .delete(priceTrackers)
    .where(
      and(eq(priceTrackers.id, id), eq(priceTrackers.accountId, accountId), eq(priceTrackers.siteId, siteId)),
    )
    .returning({ id: priceTrackers.id });
  return deleted.length > 0;
}

/** Removes trackers whose first flight day has passed (Sydney's `today`); answers how many. */
export async function removePastTrackers(db: DbOrTx, today: string): Promise<number> {
  const deleted = await db
    .delete(priceTrackers)
    .where(lt(priceTrackers.firstDepDate, today))
    .returning({ id: priceTrackers.id });
  return deleted.length;
}

/** Confirmed trackers the pass of `today` has not priced yet, a batch at a time. */
export async function dueTrackers(db: DbOrTx, today: string, limit: number): Promise<TrackerRow[]> {
  return db
    .select()
    .from(priceTrackers)
    .where(
      and(
        isNotNull(priceTrackers.confirmedAt),
        or(isNull(priceTrackers.checkedOn), lt(priceTrackers.checkedOn, today)),
      ),
    )
    .orderBy(asc(priceTrackers.id))
    .limit(limit);
}

/**
 * Claims a tracker for today's pass and records the price seen: only one pass a day gets it back (two
 * instances pricing it at once both try; the second finds it already checked today).
 */
export async function claimTrackerForDay(
  db: DbOrTx,
  id: string,
  today: string,
  lowestCents: number | null,
  keepPrevious: number | null,
): Promise<TrackerRow | undefined> {
  const [row] = await db
    .update(priceTrackers)
    .set({ checkedOn: today, lastSeenLowestCents: lowestCents ?? keepPrevious })
    .where(
      and(
        eq(priceTrackers.id, id),
        isNotNull(priceTrackers.confirmedAt),
        or(isNull(priceTrackers.checkedOn), lt(priceTrackers.checkedOn, today)),
      ),
    )
    .returning();
  return row;
}
