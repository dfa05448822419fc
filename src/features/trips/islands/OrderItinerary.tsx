import type { Segment } from '../../../shared/contracts/flight-results';
import type { Order } from '../../../shared/contracts/order';
import { englishCityNames, journeyRouteIn, type CityNamer } from '../../payment/line-labels';
import { formatDuration } from '../../flights/itinerary-format';
import { formatLocalDateTime } from '../../payment/format';
import type { OrderT } from './order-text';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

/** The order's flights, journey by journey (server-rendered; no script). */
export function OrderItinerary({
  order,
  t,
  cityName = englishCityNames,
}: {
  order: Order;
  t: OrderT;
  cityName?: CityNamer;
}) {
  /**
   * An airport as the reader knows it: its name where the city keeps its English name; the city's name
   * in the reader's script otherwise ("ロンドン"), since the sources name cities, not airports, in
   * other scripts. The code after it tells Heathrow from Gatwick.
   */
  const airportOf = (place: Segment['departure']) => {
    const city = cityName(place.cityCode, place.cityName);
    const terminal = place.terminal ? `, ${t('trips.terminal', { terminal: place.terminal })}` : '';
    return `${city === place.cityName ? place.name : city} (${place.code})${terminal}`;
  };
  return (
    <HeadedSection id="order-itinerary" title={t('trips.itinerary')} className="card grid gap-4 p-5 sm:p-8">
      {order.journeys.map((journey) => {
        const segments = journey.itinerary.segments;
        const first = segments[0];
        const last = segments[segments.length - 1];
        return (
          <div className="grid gap-2" key={journey.journeyIndex}>
            <h3 className="text-lg font-bold">
              {t('trips.journeyOut', { number: journey.journeyIndex + 1 })}
              {first && last ? `: ${journeyRouteIn(journey, t, cityName)}` : ''}
              {` · ${journey.brand.name}`}
            </h3>
            <ol className="grid gap-3">
              {segments.map((segment, index) => (
                <li
                  className="grid gap-1 rounded border border-[var(--c-line)] p-3"
                  key={`${segment.flightNumber}-${index}`}
                >
                  <p className="font-semibold">
                    {t('trips.flight', { airline: segment.airline.name, flightNumber: segment.flightNumber })}
                    {` · ${segment.aircraft.name} · ${formatDuration(segment.durationMinutes)}`}
                  </p>
                  <p>
                    {t('trips.departs')}: {formatLocalDateTime(segment.departure.time)},{' '}
                    {airportOf(segment.departure)}
                  </p>
                  <p>
                    {t('trips.arrives')}: {formatLocalDateTime(segment.arrival.time)},{' '}
                    {airportOf(segment.arrival)}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </HeadedSection>
  );
}
