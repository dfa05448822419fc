import {
  HOTEL_MESSAGES,
  type HotelAmenity,
  type HotelFilter,
  type HotelResultPage,
  type HotelResultRequest,
  type PropertySummary,
} from '../../shared/contracts/hotel';
import { pageOf } from '../../shared/domain/paging';
import { greatCircleKm } from '../../shared/places/great-circle';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { propertiesOf } from './inventory/properties';
import { ALL_RATE_KINDS, lowestRateOf, type StayContext } from './inventory/stay-offers';
import type { Property } from './inventory/types';
import { soldRoomNights } from './inventory/room-nights.repo';
import { loadHotelSession, type HotelSession } from './search-session.repo';

/**
 * Availability/GetResult: every property of the session's city priced for the party now (cheapest rate
 * among the kinds the filters allow), then filtered, sorted and paged; facets count the unfiltered set.
 */

/** How long pricing a search may take before the answer is 504 searchTimeout. */
export const DEFAULT_SEARCH_BUDGET_MS = 4000;

interface PricedProperty {
  summary: PropertySummary;
  distanceKm: number;
}

export function summaryOf(
  property: Property,
  lowest: NonNullable<ReturnType<typeof lowestRateOf>>,
): PropertySummary {
  return {
    propertyId: property.propertyId,
    name: property.name,
    propertyType: property.propertyType,
    starRating: property.starRating,
    reviewScore: property.reviewScore,
    reviewCount: property.reviewCount,
    address: property.address,
    latitude: property.latitude,
    longitude: property.longitude,
    distanceFromCentreKm: property.distanceFromCentreKm,
    airportCode: property.airportCode,
    distanceFromAirportKm: property.distanceFromAirportKm,
    amenities: property.amenities,
    image: property.images[0]!,
    lowestRate: {
      nightlyCents: lowest.nightlyCents,
      totalCents: lowest.totalCents,
      board: lowest.board,
      refundable: lowest.refundable,
    },
    roomsLeft: lowest.roomsLeft <= 5 ? lowest.roomsLeft : null,
  };
}

export async function stayContextOf(
  platform: Platform,
  session: HotelSession,
  propertyIds: string[],
): Promise<StayContext> {
  const { stay } = session;
  return {
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    adults: stay.adults,
    children: stay.children,
    now: platform.clock.now(),
    sold: await soldRoomNights(platform.database.db, propertyIds, stay.checkInDate, stay.checkOutDate),
  };
}

/** Prices every property of the search for the rate kinds the filter allows; 504 past the budget. */
function priceProperties(
  properties: Property[],
  context: StayContext,
  session: HotelSession,
  filter: Pick<HotelFilter, 'board' | 'freeCancellation'>,
  budgetMs: number,
): PricedProperty[] {
  const started = performance.now();
  const kinds = ALL_RATE_KINDS.filter(
    (kind) =>
      (filter.board.length === 0 || filter.board.includes(kind.board)) &&
      (!filter.freeCancellation || kind.refundable),
  );
  const { location } = session.stay;
  const priced: PricedProperty[] = [];
  for (const property of properties) {
    const lowest = lowestRateOf(property, context, kinds);
    if (performance.now() - started > budgetMs) throw new RequestRejected(504, HOTEL_MESSAGES.searchTimeout);
    if (!lowest) continue;
    priced.push({
      summary: summaryOf(property, lowest),
      distanceKm: greatCircleKm(
        { lat: location.latitude, lon: location.longitude },
        { lat: property.latitude, lon: property.longitude },
      ),
    });
  }
  return priced;
}

function matches(summary: PropertySummary, filter: HotelFilter): boolean {
  // The price filter is per night, as people compare hotels and as the cards lead with it.
  const price = summary.lowestRate.nightlyCents;
  const name = filter.name.toLowerCase();
  return (
    filter.amenities.every((amenity) => summary.amenities.includes(amenity)) &&
    (filter.minPriceCents === undefined || price >= filter.minPriceCents) &&
    (filter.maxPriceCents === undefined || price <= filter.maxPriceCents) &&
    (filter.stars.length === 0 || filter.stars.includes(summary.starRating)) &&
    (name === '' || summary.name.toLowerCase().includes(name))
  );
}

const SORT_KEYS: Record<HotelResultRequest['sortBy'], (entry: PricedProperty) => number> = {
  price: (entry) => entry.summary.lowestRate.totalCents,
  stars: (entry) => entry.summary.starRating,
  reviewScore: (entry) => entry.summary.reviewScore,
  distance: (entry) => entry.distanceKm,
};

function facetsOf(entries: PricedProperty[]): HotelResultPage['facets'] {
  const prices = entries.map((entry) => entry.summary.lowestRate.nightlyCents);
  const amenities: Partial<Record<HotelAmenity, number>> = {};
  const stars: Partial<Record<'3' | '4' | '5', number>> = {};
  for (const { summary } of entries) {
    for (const amenity of summary.amenities) amenities[amenity] = (amenities[amenity] ?? 0) + 1;
    const key = String(summary.starRating) as '3' | '4' | '5';
    stars[key] = (stars[key] ?? 0) + 1;
  }
  return {
    priceCents: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
    },
    amenities,
    stars,
  };
}

export async function getHotelResult(
  platform: Platform,
  owner: string,
  request: HotelResultRequest,
  budgetMs = DEFAULT_SEARCH_BUDGET_MS,
): Promise<HotelResultPage> {
  const session = await loadHotelSession(platform, request.searchKey, owner, request.siteId);
  const properties = propertiesOf(session.cityCode);
  const context = await stayContextOf(
    platform,
    session,
    properties.map((property) => property.propertyId),
  );
  const filter = request.filterBy as HotelFilter;
  const all = priceProperties(properties, context, session, filter, budgetMs);
  const kept = all.filter((entry) => matches(entry.summary, filter));
  const key = SORT_KEYS[request.sortBy];
  const direction = request.sortDirection === 'desc' ? -1 : 1;
  // Ties keep a stable order: by price, then by id, so pages never repeat or skip a property.
  kept.sort(
    (a, b) =>
      direction * (key(a) - key(b)) ||
      a.summary.lowestRate.totalCents - b.summary.lowestRate.totalCents ||
      a.summary.propertyId.localeCompare(b.summary.propertyId),
  );
  const page = pageOf(kept, request);
  return {
    searchKey: session.id,
    shoppingRspId: session.id,
    stay: session.stay,
    totalCount: kept.length,
    unfilteredCount: all.length,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
    pageCount: page.pageCount,
    sortBy: request.sortBy,
    sortDirection: request.sortDirection,
    properties: page.items.map((entry) => entry.summary),
    facets: facetsOf(all),
  };
}
