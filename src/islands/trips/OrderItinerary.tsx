import type { Order } from '../../shared/contracts/order';
import { formatDuration } from '../../lib/flights/itinerary-format';
import { formatLocalDateTime } from '../../lib/payment/format';
import type { OrderT } from './order-text';

/** The order's flights, journey by journey (server-rendered; no script). */
export function OrderItinerary({ order, t }: { order: Order; t: OrderT }) {
  return (
    <section className="card grid gap-4 p-5 sm:p-8" aria-labelledby="order-itinerary">
      <h2 className="text-2xl" id="order-itinerary">
        {t('trips.itinerary')}
      </h2>
      {order.journeys.map((journey) => {
        const segments = journey.itinerary.segments;
        const first = segments[0];
        const last = segments[segments.length - 1];
        return (
          <div className="grid gap-2" key={journey.journeyIndex}>
            <h3 className="text-lg font-bold">
              {t('trips.journeyOut', { number: journey.journeyIndex + 1 })}
              {first && last ? `: ${first.departure.cityName} to ${last.arrival.cityName}` : ''}
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
                    {segment.departure.name} ({segment.departure.code})
                    {segment.departure.terminal ? `, terminal ${segment.departure.terminal}` : ''}
                  </p>
                  <p>
                    {t('trips.arrives')}: {formatLocalDateTime(segment.arrival.time)}, {segment.arrival.name}{' '}
                    ({segment.arrival.code})
                    {segment.arrival.terminal ? `, terminal ${segment.arrival.terminal}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
