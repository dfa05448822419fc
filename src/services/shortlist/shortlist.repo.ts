import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PricedItinerary } from '../../shared/contracts/flights';
import { shortlistedFlights } from '../db/schema';
import type { Platform } from '../platform/platform';

export interface ShortlistSearchContext {
  tripType: string;
  journeyIndex: number;
  depCode: string;
  arrCode: string;
  depDate: string;
  cabinClass: string;
  passengerInfos: { passengerType: string; count: number }[];
  /** Every journey of the search, so the shortlist can run the same search again. */
  journeys?: {
    depCode: string;
    depCodeType: string;
    arrCode: string;
    arrCodeType: string;
    depDate: string;
  }[];
}

export interface ShortlistItem {
  id: string;
  brandIndex: number | null;
  search: ShortlistSearchContext;
  itinerary: PricedItinerary;
  departsAt: string;
  createdAt: string;
}

/** The same flights on the same days: what makes two shortlisted itineraries one. */
function itineraryKeyOf(itinerary: PricedItinerary): string {
  return itinerary.segments.map((segment) => `${segment.flightNumber}@${segment.departure.utc}`).join('|');
}

/** The entries of one owner on one site: every query of a shortlist is scoped so. */
const ownedBy = (owner: string, siteId: string) =>
  and(eq(shortlistedFlights.owner, owner), eq(shortlistedFlights.siteId, siteId));

const toItem = (row: typeof shortlistedFlights.$inferSelect): ShortlistItem => ({
  id: row.id,
  brandIndex: row.brandIndex,
  search: row.search as ShortlistSearchContext,
  itinerary: row.itinerary as PricedItinerary,
  departsAt: row.departsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Adds an itinerary to an owner's shortlist; adding it again returns the existing entry. */
export async function addShortlistItem(
  platform: Platform,
  owner: string,
  siteId: string,
  entry: { brandIndex: number | null; search: ShortlistSearchContext; itinerary: PricedItinerary },
): Promise<{ item: ShortlistItem; created: boolean }> {
  const db = platform.database.db;
  const itineraryKey = itineraryKeyOf(entry.itinerary);
  const inserted = await db
    .insert(shortlistedFlights)
    .values({
      id: platform.ids.uuid(),
      owner,
      siteId,
      itineraryKey,
      brandIndex: entry.brandIndex,
      search: entry.search,
      itinerary: entry.itinerary,
      departsAt: new Date(entry.itinerary.segments[0]!.departure.utc),
      createdAt: platform.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { item: toItem(inserted[0]), created: true };
  const [existing] = await db
    .select()
    .from(shortlistedFlights)
    .where(and(ownedBy(owner, siteId), eq(shortlistedFlights.itineraryKey, itineraryKey)));
  return { item: toItem(existing!), created: false };
}

export async function listShortlist(
  platform: Platform,
  owner: string,
  siteId: string,
): Promise<ShortlistItem[]> {
  const rows = await platform.database.db
    .select()
    .from(shortlistedFlights)
    .where(ownedBy(owner, siteId))
    .orderBy(desc(shortlistedFlights.createdAt), desc(shortlistedFlights.id));
  return rows.map(toItem);
}

/** Deletes the owner's entries with these ids; returns how many went. */
export async function deleteShortlistItems(
  platform: Platform,
  owner: string,
  siteId: string,
  ids: string[],
): Promise<number> {
  const deleted = await platform.database.db
    .delete(shortlistedFlights)
    .where(and(ownedBy(owner, siteId), inArray(shortlistedFlights.id, ids)))
    .returning({ id: shortlistedFlights.id });
  return deleted.length;
}

/**
 * Moves a guest's shortlist to an account in one transaction: entries the account already holds stay
 * as they are (the guest's copy is dropped); returns how many moved.
 */
export async function moveShortlist(
  platform: Platform,
  fromOwner: string,
  toOwner: string,
  siteId: string,
): Promise<number> {
  return platform.database.db.transaction(async (tx) => {
    const guestRows = await tx.select().from(shortlistedFlights).where(ownedBy(fromOwner, siteId));
    let moved = 0;
    for (const row of guestRows) {
      const inserted = await tx
        .insert(shortlistedFlights)
        .values({ ...row, id: platform.ids.uuid(), owner: toOwner })
        .onConflictDoNothing()
        .returning({ id: shortlistedFlights.id });
      moved += inserted.length;
    }
    await tx.delete(shortlistedFlights).where(ownedBy(fromOwner, siteId));
    return moved;
  });
}
