import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { flightRecentSearches } from '../db/schema';
import { textArrayParam } from '../db/text-array';
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

/** One upsert per search, the same trip searched again moving to the top: built once (db/prepared.ts). */
const upsertRecentSearch = preparedPerDb((db: Db) =>
  db
    .insert(flightRecentSearches)
    .values({
      id: sql.placeholder('id'),
      owner: sql.placeholder('owner'),
      siteId: sql.placeholder('siteId'),
      searchKey: sql.placeholder('searchKey'),
      request: sql.placeholder('request'),
      searchedAt: sql.placeholder('searchedAt'),
    })
    .onConflictDoUpdate({
      target: [flightRecentSearches.owner, flightRecentSearches.siteId, flightRecentSearches.searchKey],
      set: { request: sql`excluded.request`, searchedAt: sql`excluded.searched_at` },
    })
    .prepare('record_recent_search'),
);

/** How often an instance trims the recent searches of the owners who searched since its last trim. */
const TRIM_EVERY_MS = 60_000;

interface PendingTrim {
  /** "owner|siteId" of every owner who searched since the last trim. */
  owners: Map<string, { owner: string; siteId: string }>;
  lastTrimAt: number;
}
/** Per platform, so two service instances in one process (the tests) never share their owners. */
const pendingByPlatform = new WeakMap<Platform, PendingTrim>();

/**
 * Records a search as the traveller's newest: one upsert, the same trip searched again moving to the
 * top. The rows beyond an owner's newest RECENT_SEARCH_LIMIT are deleted later, at most once a minute
 * per instance, for every owner who searched meanwhile (trimRecentSearches): the list reads the newest
 * LIMIT anyway, and the trim in every search was most of what recording one cost the database.
 */
export async function recordRecentSearch(
  platform: Platform,
  owner: string,
  request: FlightSearchRequest,
): Promise<void> {
  const searchKey = recentSearchKey(request);
  const now = platform.clock.now();
  await upsertRecentSearch(platform.database.db).execute({
    id: platform.ids.uuid(),
    owner,
    siteId: request.siteId,
    searchKey,
    // As text: a placeholder reaches the driver as it is, without the column's JSON mapping.
    request: JSON.stringify(request),
    searchedAt: now,
  });
  let pending = pendingByPlatform.get(platform);
  if (!pending) {
    pending = { owners: new Map(), lastTrimAt: now.getTime() };
    pendingByPlatform.set(platform, pending);
  }
  pending.owners.set(`${owner}|${request.siteId}`, { owner, siteId: request.siteId });
  if (now.getTime() - pending.lastTrimAt >= TRIM_EVERY_MS) {
    const owners = [...pending.owners.values()];
    pending.owners.clear();
    pending.lastTrimAt = now.getTime();
    await trimRecentSearches(platform, owners);
  }
}

/** Deletes these owners' recent searches beyond their newest RECENT_SEARCH_LIMIT, in one statement. */
async function trimRecentSearches(
  platform: Platform,
  owners: { owner: string; siteId: string }[],
): Promise<void> {
  if (owners.length === 0) return;
  const db = platform.database.db;
  const pairs = sql`select * from unnest(${textArrayParam(owners.map((entry) => entry.owner))}, ${textArrayParam(
    owners.map((entry) => entry.siteId),
  )})`;
  const ranked = db
    .select({
      id: flightRecentSearches.id,
      rank: sql<number>`row_number() over (partition by ${flightRecentSearches.owner}, ${flightRecentSearches.siteId} order by ${flightRecentSearches.searchedAt} desc)`.as(
        'rank',
      ),
    })
    .from(flightRecentSearches)
    .where(sql`(${flightRecentSearches.owner}, ${flightRecentSearches.siteId}) in (${pairs})`)
    .as('ranked');
  const beyondLimit = db.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, RECENT_SEARCH_LIMIT));
  await db.delete(flightRecentSearches).where(inArray(flightRecentSearches.id, beyondLimit));
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
