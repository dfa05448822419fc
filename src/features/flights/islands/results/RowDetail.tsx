import type { Layover, PricedItinerary } from '../../../../shared/contracts/flights';
import { isThroughStop } from '../../../../shared/domain/flight-numbers';
import { formatDuration } from '../../itinerary-format';
import { localClock } from '../../../../shared/domain/local-iso-time';
import { seatProductWords } from '../../seat-product';
import { AmenityLine } from '../shared/AmenityLine';
import { useT } from '../../../../islands/shared/island-shell';
import { EmissionsDetail } from './EmissionsBadge';
import { FareMatrix } from './FareMatrix';
import type { TripPricing } from './trip-pricing';

interface RowDetailProps {
  itinerary: PricedItinerary;
  flightName: string;
  pricing: TripPricing;
  selectLabel: string;
  onSelect: (itinerary: PricedItinerary, brandIndex: number) => void;
  onFareRules: (itinerary: PricedItinerary, brandIndex: number, trigger: HTMLElement) => void;
}

/**
 * A result row opened in place: each flight (number, aircraft, local times, the seat of the booked
 * cabin in words), the connections between them, then the fare brands side by side.
 */
export function RowDetail({
  itinerary,
  flightName,
  pricing,
  selectLabel,
  onSelect,
  onFareRules,
}: RowDetailProps) {
  const t = useT();
  return (
    <div className="row-detail">
      <ol className="row-flights" aria-label={t('flights.results.details')}>
        {itinerary.segments.map((segment, index) => {
          const layover = index > 0 ? itinerary.layovers[index - 1] : undefined;
          const seat = seatProductWords(segment.seatProduct, t);
          // A through-flight's stop: the same flight continues, so its number is said once, at the stop.
          const through = isThroughStop(itinerary.segments, index);
          return (
            <li key={`${segment.flightNumber}-${segment.departure.utc}`} className="grid gap-1">
              {layover && (
                <p className="row-layover">
                  {t(through ? 'flights.common.throughStop' : 'flights.results.layover', {
                    city: layover.cityName,
                    code: layover.airport,
                    duration: formatDuration(layover.durationMinutes),
                    number: segment.flightNumber,
                  })}
                  {layover.changeOfAirport && <> {t('flights.results.changeAirport')}</>}
                  {warningsOf(layover).length > 0 && (
                    <span className="layover-warning font-semibold text-[color:var(--c-danger)]">
                      {' · '}
                      {warningsOf(layover)
                        .map((warning) => t(`flights.common.layoverWarning.${warning}`))
                        .join(' · ')}
                    </span>
                  )}
                </p>
              )}
              <p className="font-semibold">
                {localClock(segment.departure.time)} {segment.departure.code} –{' '}
                {localClock(segment.arrival.time)} {segment.arrival.code}
                <span className="font-normal text-ink-muted">
                  {' '}
                  · {formatDuration(segment.durationMinutes)}
                </span>
              </p>
              {!through && (
                <p className="text-sm text-ink-muted">
                  {t('flights.results.flightNumber', {
                    airline: segment.airline.name,
                    number: segment.flightNumber,
                    aircraft: segment.aircraft.name,
                  })}
                </p>
              )}
              {seat && <p className="seat-words text-sm">{seat}</p>}
              <AmenityLine amenities={segment.amenities} />
              {segment.isMixedCabin && (
                <p className="text-sm text-ink-muted">{t('flights.results.mixedCabin')}</p>
              )}
            </li>
          );
        })}
      </ol>
      <EmissionsDetail itinerary={itinerary} />
      <FareMatrix
        itinerary={itinerary}
        caption={t('flights.fares.caption', { flight: flightName })}
        pricing={pricing}
        selectLabel={selectLabel}
        onSelect={(brandIndex) => onSelect(itinerary, brandIndex)}
        onFareRules={(brandIndex, trigger) => onFareRules(itinerary, brandIndex, trigger)}
      />
    </div>
  );
}

/** A connection's warnings other than the change of airport, which has its own sentence above. */
function warningsOf(layover: Layover) {
  return (layover.warnings ?? []).filter((warning) => warning !== 'changeOfAirport');
}
