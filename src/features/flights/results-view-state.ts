import type { SortOrder } from '../../shared/contracts/flights';
import {
  TIME_BAND_IDS,
  DEFAULT_SORT,
  emptyFilters,
  SORT_OPTIONS,
  type ResultFilters,
} from './result-filters';
import type { TimeBand } from '../../shared/domain/time-bands';

/**
 * What the results screen shows beyond the search itself: the step (outbound, return, each leg), the
 * sort order and the filters. It lives in the URL's fragment, so each step is a history entry (Back
 * returns to the previous step), and a reload or a shared link keeps the view. The fragment, not the
 * query: the server canonicalises the search's query string (and would drop anything else), and the
 * view never changes what the server renders.
 */
export interface ResultsViewState {
  step: number;
  sort: SortOrder;
  filters: ResultFilters;
  /**
   * Flight numbers of an itinerary to point out, in flying order ("SQ218,SQ322"): the shortlist's
   * "Search this again" link names the flights the traveller kept.
   */
  highlight: string[];
}

const KEYS = {
  step: 'step',
  sort: 'sort',
  stops: 'stops',
  departure: 'dep',
  arrival: 'arr',
  airlines: 'airlines',
  maxPrice: 'maxPrice',
  maxDuration: 'maxTime',
  via: 'via',
  lieFlat: 'lieFlat',
  aisle: 'aisle',
  lowerEmissions: 'eco',
  highlight: 'highlight',
} as const;

const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,4}$/;

export function defaultViewState(): ResultsViewState {
  return { step: 0, sort: DEFAULT_SORT, filters: emptyFilters(), highlight: [] };
}

/** "#step=1&sort=cheapest&stops=0,1": only what differs from the default view ("" for the default). */
export function viewStateToHash(state: ResultsViewState): string {
  const params = new URLSearchParams();
  const { filters } = state;
  if (state.step > 0) params.set(KEYS.step, String(state.step));
  if (state.sort !== DEFAULT_SORT) params.set(KEYS.sort, state.sort);
  if (filters.stops.length) params.set(KEYS.stops, filters.stops.join(','));
  if (filters.departureBands.length) params.set(KEYS.departure, filters.departureBands.join(','));
  if (filters.arrivalBands.length) params.set(KEYS.arrival, filters.arrivalBands.join(','));
  if (filters.airlines.length) params.set(KEYS.airlines, filters.airlines.join(','));
  if (filters.maxPrice !== null) params.set(KEYS.maxPrice, String(filters.maxPrice));
  if (filters.maxDurationMinutes !== null) params.set(KEYS.maxDuration, String(filters.maxDurationMinutes));
  if (filters.layoverAirports.length) params.set(KEYS.via, filters.layoverAirports.join(','));
  if (filters.lieFlatOnly) params.set(KEYS.lieFlat, '1');
  if (filters.directAisleOnly) params.set(KEYS.aisle, '1');
  if (filters.lowerEmissionsOnly) params.set(KEYS.lowerEmissions, '1');
  if (state.highlight.length) params.set(KEYS.highlight, state.highlight.join(','));
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `#${text}` : '';
}

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const unique = <T>(items: T[]) => [...new Set(items)];

function boundOf(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * The view a fragment describes. Anything malformed or unknown is dropped (a shared link typed by hand
 * shows the default view for that part, never an error); the step is capped at the trip's last step.
 */
export function viewStateFromHash(hash: string, stepCount: number): ResultsViewState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const step = Number(params.get(KEYS.step) ?? '0');
  const sort = params.get(KEYS.sort) as SortOrder | null;
  const bands = (value: string | null) =>
    TIME_BAND_IDS.filter((band: TimeBand) => listOf(value).includes(band));
  return {
    step: Number.isInteger(step) && step > 0 ? Math.min(step, Math.max(0, stepCount - 1)) : 0,
    sort: sort && SORT_OPTIONS.includes(sort) ? sort : DEFAULT_SORT,
    filters: {
      stops: ([0, 1, 2] as const).filter((stops) => listOf(params.get(KEYS.stops)).includes(String(stops))),
      departureBands: bands(params.get(KEYS.departure)),
      arrivalBands: bands(params.get(KEYS.arrival)),
      airlines: unique(listOf(params.get(KEYS.airlines)).filter((code) => /^[A-Z0-9]{2}$/.test(code))),
      maxPrice: boundOf(params.get(KEYS.maxPrice), 1_000_000),
      maxDurationMinutes: boundOf(params.get(KEYS.maxDuration), 10_000),
      layoverAirports: unique(listOf(params.get(KEYS.via)).filter((code) => /^[A-Z]{3}$/.test(code))),
      lieFlatOnly: params.get(KEYS.lieFlat) === '1',
      directAisleOnly: params.get(KEYS.aisle) === '1',
      // Only when set, so a view without it equals emptyFilters() (the field is optional).
      ...(params.get(KEYS.lowerEmissions) === '1' ? { lowerEmissionsOnly: true } : {}),
    },
    highlight: listOf(params.get(KEYS.highlight))
      .filter((number) => FLIGHT_NUMBER.test(number))
      .slice(0, 6),
  };
}
