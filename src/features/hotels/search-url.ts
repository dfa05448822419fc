import {
  BOARD_TYPES,
  HOTEL_AMENITY_FILTERS,
  HOTEL_LIMITS,
  HOTEL_LOCATION_TYPES,
  HOTEL_SORTS,
  type BoardType,
  type HotelLocationType,
  type HotelSort,
} from '../../shared/contracts/hotel';
import { isIsoDate } from '../../lib/dates';

/**
 * A hotel search as a URL (spec §3: "URL-encoded search"), so the search form works before any script
 * loads, a results page can be reloaded or shared, and Back returns to the same list. The results
 * page's filters, sort and page ride in the same query string.
 */
export const HOTEL_QUERY = {
  code: 'code',
  type: 'type',
  name: 'name',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  adults: 'adults',
  children: 'children',
} as const;

const HOTEL_VIEW_QUERY = {
  amenities: 'amenities',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  stars: 'stars',
  board: 'board',
  freeCancellation: 'freeCancel',
  sort: 'sort',
  page: 'page',
} as const;

export interface HotelSearchQuery {
  /** City or airport code, or a propertyId; empty when only a name was typed. */
  code: string;
  type: HotelLocationType;
  name: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

type HotelAmenityFilter = (typeof HOTEL_AMENITY_FILTERS)[number];
export type StarRating = 3 | 4 | 5;
export const STAR_OPTIONS: readonly StarRating[] = [5, 4, 3];

/** Filters, sort and page of the results list. Prices are whole dollars (what the person chose). */
export interface HotelResultView {
  amenities: HotelAmenityFilter[];
  minPrice: number | null;
  maxPrice: number | null;
  stars: StarRating[];
  board: BoardType[];
  freeCancellation: boolean;
  sort: HotelSort;
  page: number;
}

export const DEFAULT_VIEW: HotelResultView = {
  amenities: [],
  minPrice: null,
  maxPrice: null,
  stars: [],
  board: [],
  freeCancellation: false,
  sort: 'price',
  page: 1,
};

/** Each sort's direction: cheapest and nearest first, best rated first. */
export const SORT_DIRECTION: Record<HotelSort, 'asc' | 'desc'> = {
  price: 'asc',
  stars: 'desc',
  reviewScore: 'desc',
  distance: 'asc',
};

function count(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

function listOf<T extends string | number>(raw: string | null, allowed: readonly T[]): T[] {
  const words = (raw ?? '').split(',').map((word) => word.trim());
  return allowed.filter((item) => words.includes(String(item)));
}

function dollars(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  return Number(raw);
}

/** Reads a search from the URL; missing or malformed parts come back empty for the form to flag. */
export function readHotelSearch(params: URLSearchParams): HotelSearchQuery {
  const type = params.get(HOTEL_QUERY.type) ?? '';
  const date = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    code: (params.get(HOTEL_QUERY.code) ?? '').trim().slice(0, 20),
    type: (HOTEL_LOCATION_TYPES as readonly string[]).includes(type) ? (type as HotelLocationType) : 'City',
    name: (params.get(HOTEL_QUERY.name) ?? '').trim().slice(0, 100),
    checkIn: date(HOTEL_QUERY.checkIn),
    checkOut: date(HOTEL_QUERY.checkOut),
    adults: count(params.get(HOTEL_QUERY.adults), 1, HOTEL_LIMITS.maxAdults, 1),
    children: count(params.get(HOTEL_QUERY.children), 0, HOTEL_LIMITS.maxChildren, 0),
  };
}

/** Reads the results view (filters, sort, page); anything unknown falls back to the default. */
export function readResultView(params: URLSearchParams): HotelResultView {
  const sort = params.get(HOTEL_VIEW_QUERY.sort) ?? '';
  return {
    amenities: listOf(params.get(HOTEL_VIEW_QUERY.amenities), HOTEL_AMENITY_FILTERS),
    minPrice: dollars(params.get(HOTEL_VIEW_QUERY.minPrice)),
    maxPrice: dollars(params.get(HOTEL_VIEW_QUERY.maxPrice)),
    stars: listOf(params.get(HOTEL_VIEW_QUERY.stars), STAR_OPTIONS),
    board: listOf(params.get(HOTEL_VIEW_QUERY.board), BOARD_TYPES),
    freeCancellation: params.get(HOTEL_VIEW_QUERY.freeCancellation) === '1',
    sort: (HOTEL_SORTS as readonly string[]).includes(sort) ? (sort as HotelSort) : 'price',
    page: count(params.get(HOTEL_VIEW_QUERY.page), 1, 999, 1),
  };
}

/** The search's query string parameters, in a stable order. */
export function searchParamsOf(search: HotelSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search.code) {
    params.set(HOTEL_QUERY.code, search.code);
    params.set(HOTEL_QUERY.type, search.type);
  }
  params.set(HOTEL_QUERY.name, search.name);
  params.set(HOTEL_QUERY.checkIn, search.checkIn);
  params.set(HOTEL_QUERY.checkOut, search.checkOut);
  params.set(HOTEL_QUERY.adults, String(search.adults));
  params.set(HOTEL_QUERY.children, String(search.children));
  return params;
}

/** The search plus the view; defaults are left out so shared links stay short. */
export function resultParamsOf(search: HotelSearchQuery, view: HotelResultView): URLSearchParams {
  const params = searchParamsOf(search);
  if (view.amenities.length) params.set(HOTEL_VIEW_QUERY.amenities, view.amenities.join(','));
  if (view.minPrice !== null) params.set(HOTEL_VIEW_QUERY.minPrice, String(view.minPrice));
  if (view.maxPrice !== null) params.set(HOTEL_VIEW_QUERY.maxPrice, String(view.maxPrice));
  if (view.stars.length) params.set(HOTEL_VIEW_QUERY.stars, view.stars.join(','));
  if (view.board.length) params.set(HOTEL_VIEW_QUERY.board, view.board.join(','));
  if (view.freeCancellation) params.set(HOTEL_VIEW_QUERY.freeCancellation, '1');
  if (view.sort !== DEFAULT_VIEW.sort) params.set(HOTEL_VIEW_QUERY.sort, view.sort);
  if (view.page !== 1) params.set(HOTEL_VIEW_QUERY.page, String(view.page));
  return params;
}

export const hotelResultUrl = (search: HotelSearchQuery, view: HotelResultView = DEFAULT_VIEW) =>
  `/hotel/result?${resultParamsOf(search, view).toString()}`;

/** The detail page of one property of a search session; the search rides along for "search again". */
export function hotelDetailUrl(search: HotelSearchQuery, shoppingRspId: string, propertyId: string): string {
  const params = searchParamsOf(search);
  params.set('shoppingRspId', shoppingRspId);
  params.set('propertyId', propertyId);
  return `/hotel/detail?${params.toString()}`;
}

/** How many filters are on (for "Clear filters (3)"). */
export function countActiveFilters(view: HotelResultView): number {
  return (
    view.amenities.length +
    view.stars.length +
    view.board.length +
    (view.freeCancellation ? 1 : 0) +
    (view.minPrice !== null || view.maxPrice !== null ? 1 : 0)
  );
}

/** The view without its filters (sort kept), back on page 1. */
export function clearedFilters(view: HotelResultView): HotelResultView {
  return { ...DEFAULT_VIEW, sort: view.sort };
}
