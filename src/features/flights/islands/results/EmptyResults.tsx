import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../shared/domain/money';
import { suggestPlaces } from '../../booking-client';
import type { PlaceSuggestion } from '../../../../shared/contracts/booking-utilities';
import { formatDate } from '../../../../lib/dates';
import type { FlexibleDateOption } from '../../result-filters';
import type { SearchPlace } from '../../search-criteria';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';

import { NO_FLIGHTS } from '../../flight-messages';

export { NO_FLIGHTS };

interface EmptyResultsProps {
  activeFilters: number;
  onClearFilters: () => void;
  /** Nearby days that do have flights (FlexibleDateSearch), with their trip price. */
  nearbyDates: FlexibleDateOption[];
  dateHrefOf: (option: FlexibleDateOption) => string;
  /** The searched ends; an airport gets a "whole city" suggestion when its city has others. */
  places: { place: SearchPlace | null; hrefOf: (city: SearchPlace) => string }[];
}

/**
 * No flight matches: only this state (no sort hints of "$0.00", no empty list), with what could find
 * flights: clearing the filters, nearby dates with their prices, and every airport of the city.
 */
export function EmptyResults({
  activeFilters,
  onClearFilters,
  nearbyDates,
  dateHrefOf,
  places,
}: EmptyResultsProps) {
  const t = useT();
  const known = useKnownMessage();
  const cities = useWholeCities(places.map((item) => item.place));
  const dates = nearbyDates.filter((option) => !option.isCurrent && option.lowestPrice !== null).slice(0, 4);
  return (
    <div className="card grid gap-4 p-6">
      <h3 className="text-xl">{known(NO_FLIGHTS)}</h3>
      {activeFilters > 0 && (
        <p className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn btn-primary" onClick={onClearFilters}>
            {t('flights.filters.clear', { count: activeFilters })}
          </button>
          <span className="text-ink-muted">{t('flights.results.emptyClearFilters')}</span>
        </p>
      )}
      {dates.length > 0 && (
        <nav aria-label={t('flights.results.emptyDatesTitle')} className="grid gap-2">
          <h4 className="font-semibold">{t('flights.results.emptyDatesTitle')}</h4>
          <ul className="flex flex-wrap gap-2">
            {dates.map((option) => (
              <li key={`${option.depDate}-${option.retDate ?? ''}`}>
                <a className="flex-day" href={dateHrefOf(option)}>
                  <span>
                    {formatDate(option.depDate, { year: false })}
                    {option.retDate && ` – ${formatDate(option.retDate, { year: false })}`}
                  </span>
                  <span className="flex-price">{formatMoney(option.lowestPrice!)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {cities.map((city, index) =>
        city ? (
          <p key={city.code}>
            <a className="text-button" href={places[index]!.hrefOf(city)}>
              {t('flights.results.emptyWholeCity', { city: city.name.split(/[,(]/)[0]!.trim() })}
            </a>
          </p>
        ) : null,
      )}
      {activeFilters === 0 && <p className="text-ink-muted">{t('flights.results.noFlightsHint')}</p>}
    </div>
  );
}

/** For each searched airport, its city (all airports) when that city has more than one; else null. */
function useWholeCities(places: (SearchPlace | null)[]): (SearchPlace | null)[] {
  const [cities, setCities] = useState<(SearchPlace | null)[]>([]);
  const codes = places.map((place) => (place?.codeType === 'A' ? place.code : '')).join(',');
  useEffect(() => {
    const controller = new AbortController();
    const lookUp = async (code: string): Promise<SearchPlace | null> => {
      if (!code) return null;
      const byCode: PlaceSuggestion[] = (await suggestPlaces(code, controller.signal)) ?? [];
      const airport = byCode.find((item) => item.code === code && item.codeType === 'A');
      if (!airport) return null;
      // The city entry (with its airports) is found by the city's name.
      const byCity: PlaceSuggestion[] = (await suggestPlaces(airport.cityName, controller.signal)) ?? [];
      const city = [...byCode, ...byCity].find(
        (item) => item.codeType === 'C' && item.code === airport.cityCode && (item.airports?.length ?? 0) > 1,
      );
      return city ? { code: city.code, codeType: 'C', name: city.name } : null;
    };
    Promise.all(codes.split(',').map(lookUp))
      .then(setCities)
      .catch(() => setCities([]));
    return () => controller.abort();
  }, [codes]);
  return cities;
}
