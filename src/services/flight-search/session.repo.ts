import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { PricedItinerary, SearchResponse } from '../../shared/contracts/flights';
import type { FlightSearchRequest } from '../../shared/contracts/flights';
import type { Db } from '../db/database';
import { preparedPerDb } from '../db/prepared';
import { flightSearchSessions } from '../db/schema';
import { SharedCacheUnavailable } from '../platform/fallback-cache';
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
 * What is stored of a session: everything but the priced itineraries, which the engine rebuilds exactly from
 * the request and the search time (the timetable and fares are deterministic), so a search writes about a
 * kilobyte instead of several hundred.
 */
type StoredSession = Omit<SearchSession, 'journeys'> & {
  journeys: Omit<SearchSession['journeys'][number], 'itineraries'>[];
};

/** Rebuilds a stored session's itineraries (the flight service registers the engine). */
export type ItineraryRebuilder = (session: StoredSession) => PricedItinerary[][];
let rebuild: ItineraryRebuilder | undefined;
export function registerItineraryRebuilder(rebuilder: ItineraryRebuilder): void {
  rebuild = rebuilder;
}

/**
 * Sessions of this instance in memory, newest last: GetResult right after Search reads them without a
 * database round trip or a rebuild. Another instance (or this one after a restart) rebuilds from storage.
 */
const MAX_SESSIONS_IN_MEMORY = 200;
/** Per platform, so two service instances in one process (the tests) never see each other's sessions. */
const recentByPlatform = new WeakMap<Platform, Map<string, SearchSession>>();

function recentOf(platform: Platform): Map<string, SearchSession> {
  let recent = recentByPlatform.get(platform);
  if (!recent) {
    recent = new Map();
    recentByPlatform.set(platform, recent);
  }
  return recent;
}

function remember(platform: Platform, session: SearchSession): void {
  const recent = recentOf(platform);
  recent.delete(session.shoppingRspId);
  recent.set(session.shoppingRspId, session);
  while (recent.size > MAX_SESSIONS_IN_MEMORY) recent.delete(recent.keys().next().value!);
}

/** Drops this instance's in-memory sessions, as a restart would (tests; the stored ones remain). */
export function forgetRecentSessions(platform: Platform): void {
  recentByPlatform.delete(platform);
}

function storedOf(session: SearchSession): StoredSession {
  return {
    ...session,
    journeys: session.journeys.map(({ itineraries: _itineraries, ...journey }) => journey),
  };
}

function revive(platform: Platform, stored: StoredSession): SearchSession {
  if (!rebuild) throw new Error('No itinerary rebuilder registered (flights.service registers it)');
  const itineraries = rebuild(stored);
  const session = {
    ...stored,
    journeys: stored.journeys.map((journey, index) => ({
      ...journey,
      itineraries: itineraries[index] ?? [],
    })),
  };
  remember(platform, session);
  return session;
}

const SWEEP_EVERY_MS = 60_000;
const lastSweepByPlatform = new WeakMap<Platform, number>();

/**
 * Search sessions live where every instance can read them: Redis (platform.cache) when REDIS_URL is set,
 * otherwise, or while Redis is unreachable, the database. Either way they expire with their offers.
 */
export async function saveSearchSession(platform: Platform, session: SearchSession): Promise<void> {
  remember(platform, session);
  const stored = storedOf(session);
  const ttlSeconds = Math.max(
    1,
    Math.round((Date.parse(session.expiresAt) - platform.clock.now().getTime()) / 1000),
  );
  if (platform.config.redisUrl) {
    const key = `flight-session:${session.shoppingRspId}`;
    // Strict: one process's memory would hide the session from the other instances.
    const saved = await platform.cache.set(key, JSON.stringify(stored), ttlSeconds, { strict: true }).then(
      () => true,
      (error: unknown) => rethrowUnlessUnavailable(error),
    );
    if (saved) return;
  }
  const now = platform.clock.now();
  // Expired sessions are removed as new ones arrive, at most once a minute per instance (not a statement
  // per search), so the table holds about 31 minutes of searches; loads ignore the expired ones anyway.
  if (now.getTime() - (lastSweepByPlatform.get(platform) ?? -Infinity) >= SWEEP_EVERY_MS) {
    lastSweepByPlatform.set(platform, now.getTime());
    await platform.database.db.delete(flightSearchSessions).where(lt(flightSearchSessions.expiresAt, now));
  }
  await insertSession(platform.database.db).execute({
    id: session.shoppingRspId,
    owner: session.owner,
    siteId: session.siteId,
    // As text: a placeholder reaches the driver as it is, without the column's JSON mapping.
    data: JSON.stringify(stored),
    createdAt: now,
    expiresAt: new Date(session.expiresAt),
  });
}

/** One insert per search: built once (db/prepared.ts). */
const insertSession = preparedPerDb((db: Db) =>
  db
    .insert(flightSearchSessions)
    .values({
      id: sql.placeholder('id'),
      owner: sql.placeholder('owner'),
      siteId: sql.placeholder('siteId'),
      data: sql.placeholder('data'),
      createdAt: sql.placeholder('createdAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('save_search_session'),
);

/** The live session with that id, or null when unknown or expired. */
export async function loadSearchSession(
  platform: Platform,
  shoppingRspId: string,
): Promise<SearchSession | null> {
  const live = (session: { expiresAt: string }) =>
    Date.parse(session.expiresAt) > platform.clock.now().getTime();
  const inMemory = recentOf(platform).get(shoppingRspId);
  if (inMemory && live(inMemory)) return inMemory;
  if (platform.config.redisUrl) {
    const raw = await platform.cache
      .get(`flight-session:${shoppingRspId}`, { strict: true })
      .catch((error: unknown) => rethrowUnlessUnavailable(error));
    if (raw) {
      const stored = JSON.parse(raw) as StoredSession;
      return live(stored) ? revive(platform, stored) : null;
    }
    // Not in Redis: unknown, or saved in the database while Redis was unreachable.
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
  if (row) return revive(platform, row.data as StoredSession);
  // Redis just came back: this instance may still be pausing after its last failure while another
  // instance already saved the session there. One more read, past the pause, before saying it expired.
  if (platform.config.redisUrl) {
    const raw = await platform.cache
      .get(`flight-session:${shoppingRspId}`, { strict: true, retryNow: true })
      .catch((error: unknown) => rethrowUnlessUnavailable(error));
    if (raw) {
      const stored = JSON.parse(raw) as StoredSession;
      return live(stored) ? revive(platform, stored) : null;
    }
  }
  return null;
}

/** Redis unreachable: false (the caller falls back to the database); anything else is rethrown. */
function rethrowUnlessUnavailable(error: unknown): false {
  if (error instanceof SharedCacheUnavailable) return false;
  throw error;
}
