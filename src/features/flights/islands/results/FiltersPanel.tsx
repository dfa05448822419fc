import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { JourneyFacets } from '../../../../shared/contracts/flights';
import { formatMoney } from '../../../../shared/domain/money';
import { TIME_BANDS } from '../../../../shared/domain/time-bands';
import { formatDuration } from '../../itinerary-format';
import {
  boundOrNull,
  countActiveFilters,
  durationRange,
  emptyFilters,
  priceRange,
  STOPS_OPTIONS,
  TIME_BAND_IDS,
  toggleIn,
  type RangeSteps,
  type ResultFilters,
} from '../../result-filters';
import { useT } from '../../../../islands/shared/island-shell';
import { EmissionsFilter } from './EmissionsFilter';

/** Airlines shown before "Show all airlines". */
const AIRLINES_SHOWN = 8;
/** A slider settles for this long before the list reloads. */
const SLIDER_SETTLE_MS = 350;

interface FiltersPanelProps {
  facets: JourneyFacets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  fromCity: string;
  toCity: string;
  /** What the rest of the trip adds to a journey fare (features/flights/trip-price.ts). */
  tripOffset: number;
  /** The sheet on phones has its own title and Clear button. */
  inSheet?: boolean;
}

/**
 * The results filters (spec §2, §9): stops, seat product, departure and arrival times, airlines, price,
 * duration, layovers. Prices read as trip totals (tripOffset added), as everywhere on the screen; the
 * price bound sent to the API stays the journey fare it filters on.
 */
export function FiltersPanel({
  facets,
  filters,
  onChange,
  fromCity,
  toCity,
  tripOffset,
  inSheet = false,
}: FiltersPanelProps) {
  const t = useT();
  const [allAirlines, setAllAirlines] = useState(false);
  const set = <K extends keyof ResultFilters>(key: K, value: ResultFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = countActiveFilters(filters);
  const airlines = allAirlines ? facets.airlines : facets.airlines.slice(0, AIRLINES_SHOWN);
  const tripMoney = (fare: number) => formatMoney(fare + tripOffset);

  return (
    <div className="grid">
      <div className={inSheet ? 'hidden' : 'flex items-center justify-between gap-2 pb-2'}>
        <h2 className="text-xl">{t('flights.filters.title')}</h2>
        {active > 0 && (
          <button type="button" className="text-button text-sm" onClick={() => onChange(emptyFilters())}>
            {t('flights.filters.clear', { count: active })}
          </button>
        )}
      </div>

      <fieldset className="filter-group">
        <legend>{t('flights.filters.stops')}</legend>
        {STOPS_OPTIONS.map((stops) => {
          const facet = facets.stops.find((item) => Math.min(item.stops, 2) === stops);
          return (
            <label key={stops} className="filter-check">
              <input
                type="checkbox"
                checked={filters.stops.includes(stops)}
                disabled={!facet}
                onChange={() => set('stops', toggleIn(filters.stops, stops, STOPS_OPTIONS))}
              />
              <span>{t(`flights.filters.stopsOption${stops}`)}</span>
              {facet && <span className="filter-check-price">{tripMoney(facet.lowestPrice)}</span>}
            </label>
          );
        })}
      </fieldset>

      <SeatProductGroup facets={facets} filters={filters} onChange={onChange} />
      <EmissionsFilter facets={facets} filters={filters} onChange={onChange} />

      <BandGroup
        legend={t('flights.filters.departure', { city: fromCity })}
        selected={filters.departureBands}
        onChange={(bands) => set('departureBands', bands)}
      />
      <BandGroup
        legend={t('flights.filters.arrival', { city: toCity })}
        selected={filters.arrivalBands}
        onChange={(bands) => set('arrivalBands', bands)}
      />

      <RangeFilter
        label={t('flights.filters.price')}
        range={priceRange(facets)}
        value={filters.maxPrice}
        describe={(value, range) =>
          value >= range.max
            ? t('flights.filters.anyPrice')
            : t('flights.filters.upTo', { value: tripMoney(value) })
        }
        onCommit={(value) => set('maxPrice', value)}
      />
      <RangeFilter
        label={t('flights.filters.duration')}
        range={durationRange(facets)}
        value={filters.maxDurationMinutes}
        describe={(value, range) =>
          value >= range.max
            ? t('flights.filters.anyDuration')
            : t('flights.filters.upTo', { value: formatDuration(value) })
        }
        onCommit={(value) => set('maxDurationMinutes', value)}
      />

      <fieldset className="filter-group">
        <legend>{t('flights.filters.airlines')}</legend>
        {airlines.map((airline) => (
          <label key={airline.code} className="filter-check">
            <input
              type="checkbox"
              checked={filters.airlines.includes(airline.code)}
              onChange={() => set('airlines', toggleIn(filters.airlines, airline.code))}
            />
            <span>{airline.name}</span>
            <span className="filter-check-price">{tripMoney(airline.lowestPrice)}</span>
          </label>
        ))}
        {facets.airlines.length > AIRLINES_SHOWN && (
          <button
            type="button"
            className="text-button text-sm"
            aria-expanded={allAirlines}
            onClick={() => setAllAirlines(!allAirlines)}
          >
            {allAirlines
              ? t('flights.filters.fewerAirlines')
              : t('flights.filters.allAirlines', { count: facets.airlines.length })}
          </button>
        )}
      </fieldset>

      {facets.layoverAirports.length > 0 && (
        <fieldset className="filter-group">
          <legend>{t('flights.filters.layovers')}</legend>
          <p className="mb-1 text-xs text-ink-muted">{t('flights.filters.layoversHint')}</p>
          {facets.layoverAirports.slice(0, 12).map((airport) => (
            <label key={airport.code} className="filter-check">
              <input
                type="checkbox"
                checked={filters.layoverAirports.includes(airport.code)}
                onChange={() => set('layoverAirports', toggleIn(filters.layoverAirports, airport.code))}
              />
              <span>
                {airport.cityName} ({airport.code})
              </span>
              <span className="filter-check-price">{airport.count}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** "Lie-flat seats only", "Direct aisle access", with how many flights have them (when any do). */
function SeatProductGroup({
  facets,
  filters,
  onChange,
}: Pick<FiltersPanelProps, 'facets' | 'filters' | 'onChange'>) {
  const t = useT();
  const options = [
    { key: 'lieFlatOnly', label: t('flights.filters.lieFlatOnly'), count: facets.seatProducts.lieFlat },
    {
      key: 'directAisleOnly',
      label: t('flights.filters.directAisleOnly'),
      count: facets.seatProducts.directAisleAccess,
    },
  ] as const;
  return (
    <fieldset className="filter-group">
      <legend>{t('flights.filters.seat')}</legend>
      {options.map((option) => (
        <label key={option.key} className="filter-check">
          <input
            type="checkbox"
            checked={filters[option.key]}
            onChange={() => onChange({ ...filters, [option.key]: !filters[option.key] })}
          />
          <span>{option.label}</span>
          {option.count > 0 && <span className="filter-check-price">{option.count}</span>}
        </label>
      ))}
    </fieldset>
  );
}

function BandGroup({
  legend,
  selected,
  onChange,
}: {
  legend: string;
  selected: ResultFilters['departureBands'];
  onChange: (bands: ResultFilters['departureBands']) => void;
}) {
  const t = useT();
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className="band-choices">
        {TIME_BANDS.map((band) => (
          <label key={band.id} className="band-choice-box">
            <input
              type="checkbox"
              className="sr-only"
              checked={selected.includes(band.id)}
              onChange={() => onChange(toggleIn(selected, band.id, TIME_BAND_IDS))}
            />
            <strong>{t(`flights.filters.bands.${band.id}`)}</strong>
            <span>
              {band.from}–{band.to}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface RangeFilterProps {
  label: string;
  range: RangeSteps;
  value: number | null;
  describe: (value: number, range: RangeSteps) => string;
  onCommit: (value: number | null) => void;
}

/** A slider for an upper bound; the list reloads once the slider settles. */
function RangeFilter({ label, range, value, describe, onCommit }: RangeFilterProps) {
  const id = useId();
  const committed = value ?? range.max;
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? committed;

  const commit = useEffectEvent((settled: number) => {
    onCommit(boundOrNull(settled, range));
    setDraft(null);
  });
  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => commit(draft), SLIDER_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <div className="filter-group">
      <label htmlFor={id} className="filter-title block">
        {label}
      </label>
      <output htmlFor={id} className="block text-sm text-ink-muted" aria-live="polite">
        {describe(shown, range)}
      </output>
      <input
        id={id}
        type="range"
        className="range-input"
        min={range.min}
        max={range.max}
        step={range.step}
        value={shown}
        aria-valuetext={describe(shown, range)}
        onChange={(event) => setDraft(Number(event.target.value))}
      />
    </div>
  );
}
