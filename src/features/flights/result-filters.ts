import type {
  FlexibleDateCell,
  GetResultRequest,
  JourneyFacets,
  SortOrder,
} from '../../shared/contracts/flights';
import { sumMoney } from '../../shared/domain/money';
import { TIME_BANDS, type TimeBand } from '../../shared/domain/time-bands';

/**
 * The results screen's filters and sorting (spec §9: stops direct / 1 / 2 or more, the five time bands),
 * as the UI holds them and as /AirShopping/GetResult takes them.
 */
export type StopsOption = 0 | 1 | 2;

export interface ResultFilters {
  stops: StopsOption[];
  departureBands: TimeBand[];
  arrivalBands: TimeBand[];
  airlines: string[];
  /** Upper price bound in dollars; null for no bound. */
  maxPrice: number | null;
  maxDurationMinutes: number | null;
  layoverAirports: string[];
  /** Only itineraries with a lie-flat seat on every flight. */
  lieFlatOnly: boolean;
  /** Only itineraries where every seat reaches the aisle directly, on every flight. */
  directAisleOnly: boolean;
  /** Only itineraries labelled "Lower emissions"; absent means off (older saved views lack it). */
  lowerEmissionsOnly?: boolean;
}

export const STOPS_OPTIONS: StopsOption[] = [0, 1, 2];
export const TIME_BAND_IDS: TimeBand[] = TIME_BANDS.map((band) => band.id);

/** Sort orders in the order the screen offers them; "best" first, the default. */
export const SORT_OPTIONS: SortOrder[] = ['best', 'cheapest', 'fastest', 'earliest', 'latest'];
export const DEFAULT_SORT: SortOrder = 'best';

/** Itineraries per GetResult page. */
export const PAGE_SIZE = 20;

export function emptyFilters(): ResultFilters {
  return {
    stops: [],
    departureBands: [],
    arrivalBands: [],
    airlines: [],
    maxPrice: null,
    maxDurationMinutes: null,
    layoverAirports: [],
    lieFlatOnly: false,
    directAisleOnly: false,
  };
}

/** Adds a value to a filter list, or removes it when present; keeps the list's natural order. */
export function toggleIn<T>(list: T[], value: T, order?: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return order ? order.filter((item) => next.includes(item)) : next;
}

/** How many filter groups are narrowing the list (for "Clear filters (3)"). */
export function countActiveFilters(filters: ResultFilters): number {
  return (
    Number(filters.stops.length > 0) +
    Number(filters.departureBands.length > 0) +
    Number(filters.arrivalBands.length > 0) +
    Number(filters.airlines.length > 0) +
    Number(filters.maxPrice !== null) +
    Number(filters.maxDurationMinutes !== null) +
    Number(filters.layoverAirports.length > 0) +
    Number(filters.lieFlatOnly) +
    Number(filters.directAisleOnly) +
    Number(filters.lowerEmissionsOnly === true)
  );
}

/** The GetResult `filters` object: only the groups that narrow the list. */
export function toRequestFilters(filters: ResultFilters): GetResultRequest['filters'] {
  const request: GetResultRequest['filters'] = {};
  if (filters.stops.length) request.stops = [...filters.stops];
  if (filters.departureBands.length) request.departureBands = [...filters.departureBands];
  if (filters.arrivalBands.length) request.arrivalBands = [...filters.arrivalBands];
  if (filters.airlines.length) request.airlines = [...filters.airlines];
  if (filters.maxPrice !== null) request.maxPrice = filters.maxPrice;
  if (filters.maxDurationMinutes !== null) request.maxDurationMinutes = filters.maxDurationMinutes;
  if (filters.layoverAirports.length) request.layoverAirports = [...filters.layoverAirports];
  if (filters.lieFlatOnly) request.lieFlatOnly = true;
  if (filters.directAisleOnly) request.directAisleOnly = true;
  if (filters.lowerEmissionsOnly) request.lowerEmissionsOnly = true;
  return request;
}

export interface RangeSteps {
  min: number;
  max: number;
  step: number;
}

/** Slider bounds for the price filter: whole dollars, the top rounded up so the dearest stays in. */
export function priceRange(facets: JourneyFacets): RangeSteps {
  const step = facets.price.max - facets.price.min > 5000 ? 100 : 50;
  const min = Math.floor(facets.price.min / step) * step;
  const max = Math.max(min + step, Math.ceil(facets.price.max / step) * step);
  return { min, max, step };
}

/** Slider bounds for the total-duration filter, in 30-minute steps. */
export function durationRange(facets: JourneyFacets): RangeSteps {
  const step = 30;
  const min = Math.floor(facets.durationMinutes.min / step) * step;
  const max = Math.max(min + step, Math.ceil(facets.durationMinutes.max / step) * step);
  return { min, max, step };
}

/** A slider at its top end means "no bound". */
export function boundOrNull(value: number, range: RangeSteps): number | null {
  return value >= range.max ? null : value;
}

// ---------------------------------------------------------------- flexible dates

export interface FlexibleDateOption {
  depDate: string;
  retDate: string | null;
  lowestPrice: number | null;
  isCurrent: boolean;
  isCheapest: boolean;
}

/**
 * The seven days of the flexible-date strip for the journey being chosen: a one-way's own days; for a
 * return, other outbound days with the same return (choosing the outbound) or other return days with
 * the same outbound (choosing the return). Days returning before leaving are dropped.
 *
 * On the return step `chosenTotals` holds the fare of the outbound already chosen: each return day is
 * priced with it (that fare plus the day's lowest return, the Booking API's own amounts), because the
 * lowest outbound of the day may not be the one chosen and a price that cannot be bought misleads.
 */
export function flexibleDateOptions(
  cells: FlexibleDateCell[],
  current: { depDate: string; retDate: string | null },
  journeyIndex: number,
  chosenTotals: number[] = [],
): FlexibleDateOption[] {
  const picked = cells.filter((cell) => {
    if (cell.retDate === null || current.retDate === null) return true;
    return journeyIndex === 0 ? cell.retDate === current.retDate : cell.depDate === current.depDate;
  });
  const usable = picked.filter((cell) => cell.retDate === null || cell.retDate >= cell.depDate);
  const chosenOutbound = journeyIndex === 1 ? chosenTotals[0] : undefined;
  const priceOf = (cell: FlexibleDateCell): number | null => {
    if (chosenOutbound === undefined) return cell.lowestPrice;
    const back = cell.journeyLowest[1] ?? null;
    return back === null ? null : sumMoney([chosenOutbound, back]);
  };
  const priced = usable.map((cell) => ({ cell, price: priceOf(cell) }));
  const prices = priced.map(({ price }) => price).filter((price): price is number => price !== null);
  const cheapest = prices.length ? Math.min(...prices) : null;
  return priced.map(({ cell, price }) => ({
    depDate: cell.depDate,
    retDate: cell.retDate,
    lowestPrice: price,
    isCurrent: cell.depDate === current.depDate && (cell.retDate ?? null) === (current.retDate ?? null),
    isCheapest: cheapest !== null && price === cheapest,
  }));
}
