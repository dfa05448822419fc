import { and, eq, gt, lt } from 'drizzle-orm';
import type { PricedItinerary, SearchResponse } from '../../lib/contracts/flights';
import type { FlightSearchRequest } from '../../lib/contracts/flights';
import { flightSearchSessions } from '../db/schema';
import type { Platform } from '../platform/platform';

/** A search as stored for GetResult, FareRule and the shortlist: the request and every priced itinerary. */
export interface SearchSession {
  shoppingRspId: string;
  owner: string;
  siteId: string;
  tripType: SearchResponse['tripType'];
  request: FlightSearchRequest;
  searchedAt: string;
  expiresAt: string;
  journeys: {
    journeyIndex: number;
    depCode: string;
    arrCode: string;
    depDate: string;
    itineraries: PricedItinerary[];
  }[];
}

/**
 * Search sessions live where every instance can read them: Redis (platform.cache) when REDIS_URL is set,
 * otherwise the database. Either way they expire with their offers.
 */
export async function saveSearchSession(platform: Platform, session: SearchSession): Promise<void> {
  const ttlSeconds = Math.max(
    1,
    Math.round((Date.parse(session.expiresAt) - platform.clock.now().getTime()) / 1000),
  );
  if (platform.config.redisUrl) {
    await platform.cache.set(`flight-session:${session.shoppingRspId}`, JSON.stringify(session), ttlSeconds);
    return;
  }
  const now = platform.clock.now();
  // Expired sessions are removed as new ones arrive, so the table holds about 30 minutes of searches.
  await platform.database.db.delete(flightSearchSessions).where(lt(flightSearchSessions.expiresAt, now));
  await platform.database.db.insert(flightSearchSessions).values({
    id: session.shoppingRspId,
    owner: session.owner,
    siteId: session.siteId,
    data: session,
    createdAt: now,
    expiresAt: new Date(session.expiresAt),
  });
}

/** The live session with that id, or null when unknown or expired. */
export async function loadSearchSession(
  platform: Platform,
  shoppingRspId: string,
): Promise<SearchSession | null> {
  if (platform.config.redisUrl) {
    const raw = await platform.cache.get(`flight-session:${shoppingRspId}`);
    if (!raw) return null;
    const session = JSON.parse(raw) as SearchSession;
    return Date.parse(session.expiresAt) > platform.clock.now().getTime() ? session : null;
  }
  const [row] = await platform.database.db
    .select({ data: flightSearchSessions.data })
    .from(flightSearchSessions)
    .where(
      and(
        eq(flightSearchSessions.id, shoppingRspId),
        gt(flightSearchSessions.expiresAt, platform.clock.now()),
      ),
    );
  return row ? (row.data as SearchSession) : null;
}
