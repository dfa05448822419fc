import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import { flightRecentSearches } from '../db/schema';
import type { Platform } from '../platform/platform';

/** How many recent searches a traveller keeps. */
const RECENT_SEARCH_LIMIT = 10;

/** What identifies a search for "recent searches": the same trip searched again moves to the top. */
function recentSearchKey(request: FlightSearchRequest): string {
  const journeys = request.journeys.map(
    (j) => `${j.depCode}${j.depCodeType}-${j.arrCode}${j.arrCodeType}@${j.depDate}`,
  );
  const passengers = request.passengerInfos.map((p) => `${p.passengerType}${p.count}`).join(',');
  return `${journeys.join('|')};${passengers};${request.cabinClass}`;
}

/**
 * Records a search as the traveller's newest and keeps the newest RECENT_SEARCH_LIMIT: one statement (the
 * upsert as a data-modifying CTE; the DELETE keeps the other searches' newest LIMIT - 1, since it cannot
 * see the row its CTE writes), so a search costs one round trip here, not a transaction of four.
 */
export async function recordRecentSearch(
  platform: Platform,
  owner: string,
  request: FlightSearchRequest,
): Promise<void> {
  const db = platform.database.db;
  const searchKey = recentSearchKey(request);
  const now = platform.clock.now();
  const upserted = db.$with('upserted').as(
    db
      .insert(flightRecentSearches)
      .values({ id: platform.ids.uuid(), owner, siteId: request.siteId, searchKey, request, searchedAt: now })
      .onConflictDoUpdate({
        target: [flightRecentSearches.owner, flightRecentSearches.siteId, flightRecentSearches.searchKey],
        set: { request, searchedAt: now },
      })
      .returning({ id: flightRecentSearches.id }),
  );
  const others = and(
    eq(flightRecentSearches.owner, owner),
    eq(flightRecentSearches.siteId, request.siteId),
    ne(flightRecentSearches.searchKey, searchKey),
  );
  const keptOthers = db
    .select({ id: flightRecentSearches.id })
    .from(flightRecentSearches)
    .where(others)
    .orderBy(desc(flightRecentSearches.searchedAt))
    .limit(RECENT_SEARCH_LIMIT - 1);
  await db
    .with(upserted)
    .delete(flightRecentSearches)
    .where(and(others, notInArray(flightRecentSearches.id, keptOthers)));
}

export async function listRecentSearches(platform: Platform, owner: string, siteId: string) {
  const rows = await platform.database.db
    .select({ request: flightRecentSearches.request, searchedAt: flightRecentSearches.searchedAt })
    .from(flightRecentSearches)
    .where(and(eq(flightRecentSearches.owner, owner), eq(flightRecentSearches.siteId, siteId)))
    .orderBy(desc(flightRecentSearches.searchedAt))
    .limit(RECENT_SEARCH_LIMIT);
  return rows.map((row) => ({
    request: row.request as FlightSearchRequest,
    searchedAt: row.searchedAt.toISOString(),
  }));
}
