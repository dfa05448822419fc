import { and, desc, eq, notInArray } from 'drizzle-orm';
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

export async function recordRecentSearch(
  platform: Platform,
  owner: string,
  request: FlightSearchRequest,
): Promise<void> {
  const db = platform.database.db;
  const searchKey = recentSearchKey(request);
  const now = platform.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(flightRecentSearches)
      .values({ id: platform.ids.uuid(), owner, siteId: request.siteId, searchKey, request, searchedAt: now })
      .onConflictDoUpdate({
        target: [flightRecentSearches.owner, flightRecentSearches.siteId, flightRecentSearches.searchKey],
        set: { request, searchedAt: now },
      });
    const keep = await tx
      .select({ id: flightRecentSearches.id })
      .from(flightRecentSearches)
      .where(and(eq(flightRecentSearches.owner, owner), eq(flightRecentSearches.siteId, request.siteId)))
      .orderBy(desc(flightRecentSearches.searchedAt))
      .limit(RECENT_SEARCH_LIMIT);
    await tx.delete(flightRecentSearches).where(
      and(
        eq(flightRecentSearches.owner, owner),
        eq(flightRecentSearches.siteId, request.siteId),
        notInArray(
          flightRecentSearches.id,
          keep.map((row) => row.id),
        ),
      ),
    );
  });
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
