import type { TripSummary } from '../../../shared/contracts/order';
import { formatDate } from '../../../lib/dates';
import { localDate } from '../../../shared/domain/local-iso-time';
import { fromPageT } from '../../../lib/i18n/page-t';
import { formatGuests, formatNights } from '../../hotels/stay';
import { formatCents } from '../../../shared/domain/money';
import type { OrderT } from './order-text';

/** The card's second line: a flight's dates and travellers, or a stay's dates, nights and guests. */
export function tripWhen(trip: TripSummary, t: OrderT): string {
  const { stay } = trip;
  if (trip.kind === 'hotel' && stay) {
    const dates = t('trips.listDates', {
      from: formatDate(stay.checkInDate),
      to: formatDate(stay.checkOutDate),
    });
    const words = fromPageT(t);
    return `${dates} · ${formatNights(words, stay.nights)} · ${formatGuests(words, trip.passengerCount)}`;
  }
  const dates = t('trips.listDates', {
    from: formatDate(localDate(trip.firstDeparture)),
    to: formatDate(localDate(trip.lastArrival)),
  });
  return `${dates} · ${t('trips.listTravellers', { count: trip.passengerCount })}`;
}

/** The dashboard's list of trips (server-rendered): route or property, dates, people, status, total. */
export function TripCards({ trips, t }: { trips: TripSummary[]; t: OrderT }) {
  return (
    <ul className="grid gap-3">
      {trips.map((trip) => (
        <li className="rounded border border-[var(--c-line)] p-4" key={trip.orderId} data-kind={trip.kind}>
          <p className="text-lg font-bold">
            <a href={`/dashboard/trips/${trip.orderId}`}>
              {trip.route}
              <span className="sr-only">{t('trips.open', { reference: trip.bookingReference })}</span>
            </a>
          </p>
          <p>{tripWhen(trip, t)}</p>
          <p className="text-sm text-ink-muted">
            {t('trips.reference')}: <span data-testid="trip-reference">{trip.bookingReference}</span> ·{' '}
            {t(`trips.statuses.${trip.status}`)} · {formatCents(trip.totalCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}
