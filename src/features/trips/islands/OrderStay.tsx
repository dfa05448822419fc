import type { HotelStay } from '../../../shared/contracts/hotel-order';
import { formatDate } from '../../../lib/dates';
import { formatClock } from '../../hotel-booking/stay-format';
import { cancellationText } from '../../hotel-booking/stay-text';
import { fromPageT } from '../../../lib/i18n/page-t';
import { boardLabel } from '../../hotels/format';
import { formatGuestParty, formatNights } from '../../hotels/stay';
import type { OrderT } from './order-text';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

/** A hotel order's stay (server-rendered; no script): property, dates with times, room, guests. */
export function OrderStay({ stay, t }: { stay: HotelStay; t: OrderT }) {
  const guest = stay.leadGuest;
  const words = fromPageT(t);
  const rows: [string, string, string?][] = [
    // The address already ends with the city and country.
    [t('hotelTrips.address'), stay.address],
    [t('hotelTrips.phone'), stay.phone],
    [
      t('hotelTrips.checkIn'),
      t('hotelBooking.summary.dateAndTime', {
        date: formatDate(stay.checkInDate),
        time: formatClock(stay.checkInTime),
      }),
      'stay-check-in',
    ],
    [
      t('hotelTrips.checkOut'),
      t('hotelBooking.summary.dateUntil', {
        date: formatDate(stay.checkOutDate),
        time: formatClock(stay.checkOutTime),
      }),
      'stay-check-out',
    ],
    [t('hotelTrips.room'), `${stay.roomName} · ${stay.bedType} · ${formatNights(words, stay.nights)}`],
    [t('hotelTrips.board'), boardLabel(words, stay.board)],
    [t('hotelTrips.guests'), formatGuestParty(words, stay.adults, stay.children)],
    [t('hotelTrips.leadGuest'), `${guest.title} ${guest.firstName} ${guest.lastName}`],
    [t('hotelTrips.cancellation'), cancellationText(stay, stay.timeZone, words), 'stay-cancellation'],
  ];
  if (stay.specialRequests.trim()) rows.push([t('hotelTrips.specialRequests'), stay.specialRequests]);
  return (
    <HeadedSection
      id="order-stay"
      title={
        <>
          {t('hotelTrips.stay')}: <span data-testid="stay-property">{stay.propertyName}</span>
        </>
      }
      className="card grid gap-4 p-5 sm:p-8"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value, testId]) => (
          <div className="contents" key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
