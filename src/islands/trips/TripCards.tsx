import type { TripSummary } from '../../lib/contracts/order';
import { formatDate } from '../../lib/flights/dates';
import { localDate } from '../../lib/flights/itinerary-format';
import { formatCents } from '../../lib/payment/surcharge';
import type { OrderT } from './order-text';

/** The dashboard's list of trips (server-rendered): route, dates, travellers, status, total, a link. */
export function TripCards({ trips, t }: { trips: TripSummary[]; t: OrderT }) {
  return (
    <ul className="grid gap-3">
      {trips.map((trip) => (
        <li className="rounded border border-[var(--c-line)] p-4" key={trip.orderId}>
          <p className="text-lg font-bold">
            <a href={`/dashboard/trips/${trip.orderId}`}>
              {trip.route}
              <span className="sr-only">{t('trips.open', { reference: trip.bookingReference })}</span>
            </a>
          </p>
          <p>
            {t('trips.listDates', {
              from: formatDate(localDate(trip.firstDeparture)),
              to: formatDate(localDate(trip.lastArrival)),
            })}
            {' · '}
            {t('trips.listTravellers', { count: trip.passengerCount })}
          </p>
          <p className="text-sm text-ink-muted">
            {t('trips.reference')}: <span data-testid="trip-reference">{trip.bookingReference}</span> ·{' '}
            {t(`trips.statuses.${trip.status}`)} · {formatCents(trip.totalCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}
