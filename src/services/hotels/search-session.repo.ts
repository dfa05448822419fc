import { eq, lt } from 'drizzle-orm';
import { HOTEL_MESSAGES, type HotelSearchRequest, type HotelStayQuery } from '../../shared/contracts/hotel';
import { hotelSearchSessions } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';

/** How long a hotel search answers GetResult, detail and price check. */
const SEARCH_SESSION_MINUTES = 30;

/** A stored Availability/Search: the request, the resolved stay, and when it was made. */
export interface HotelSession {
  id: string;
  owner: string;
  siteId: string;
  request: HotelSearchRequest;
  stay: HotelStayQuery;
  /** The property codes of the search, in the order of the location (a city's, or one property's city). */
  cityCode: string;
  createdAt: Date;
  expiresAt: Date;
}

interface StoredRequest {
  request: HotelSearchRequest;
  stay: HotelStayQuery;
  cityCode: string;
}

export async function saveHotelSession(
  platform: Platform,
  session: Omit<HotelSession, 'id' | 'createdAt' | 'expiresAt'>,
): Promise<HotelSession> {
  const { db } = platform.database;
  const now = platform.clock.now();
  const expiresAt = new Date(now.getTime() + SEARCH_SESSION_MINUTES * 60_000);
  const id = platform.ids.uuid();
  // Lapsed sessions go as new ones arrive, so the table holds about half an hour of searches.
  await db.delete(hotelSearchSessions).where(lt(hotelSearchSessions.expiresAt, now));
  const stored: StoredRequest = { request: session.request, stay: session.stay, cityCode: session.cityCode };
  await db.insert(hotelSearchSessions).values({
    id,
    owner: session.owner,
    siteId: session.siteId,
    request: stored,
    createdAt: now,
    expiresAt,
  });
  return { ...session, id, createdAt: now, expiresAt };
}

/**
 * The caller's live session; 410 with HOTEL_MESSAGES.sessionExpired when it is unknown, lapsed or
 * another caller's (one answer for all three). Guests' sessions follow the guest-offer rule: the id is
 * the capability, as a guest's token changes when it is refreshed.
 */
export async function loadHotelSession(platform: Platform, id: string, owner: string, siteId: string) {
  const [row] = await platform.database.db
    .select()
    .from(hotelSearchSessions)
    .where(eq(hotelSearchSessions.id, id));
  const usable =
    row &&
    row.siteId === siteId &&
    (row.owner === owner || row.owner.startsWith('guest:')) &&
    row.expiresAt.getTime() > platform.clock.now().getTime();
  if (!usable) throw new RequestRejected(410, HOTEL_MESSAGES.sessionExpired);
  const stored = row.request as StoredRequest;
  return {
    id: row.id,
    owner: row.owner,
    siteId: row.siteId,
    request: stored.request,
    stay: stored.stay,
    cityCode: stored.cityCode,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  } satisfies HotelSession;
}
