import { useT } from '../../../islands/shared/island-shell';
import { type HotelQuote } from '../../../shared/contracts/hotel-rooms';
import { formatDate } from '../../../lib/dates';
import { formatClock } from '../stay-format';
import { cancellationText } from '../stay-text';
import { boardLabel } from '../../hotels/format';
import { formatCents } from '../../../shared/domain/money';
import { formatGuestParty, formatNights } from '../../hotels/stay';
import type { SurchargeLines } from '../../payment/surcharge';
import { SurchargeRows } from '../../payment/islands/SurchargeRows';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

interface StaySummaryProps {
  quote: HotelQuote;
  /** The card's surcharge and the total with it, once the scheme is known. */
  surcharge: SurchargeLines | null;
}

/** The booking's side panel: property, dates with times, room and rate, the price and its total. */
export function StaySummary({ quote, surcharge }: StaySummaryProps) {
  const t = useT();
  const { stay, property, room, rate } = quote;
  return (
    <HeadedSection
      as="aside"
      id="stay-summary"
      title={t('hotelBooking.summary.heading')}
      className="card grid h-fit gap-4 p-5"
    >
      <div>
        <p className="text-lg font-bold">{property.name}</p>
        <p className="text-sm text-ink-muted">
          {property.address.line}, {property.address.suburb}, {property.address.city}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('hotelBooking.summary.checkIn')}</dt>
        <dd>
          {t('hotelBooking.summary.dateAndTime', {
            date: formatDate(stay.checkInDate),
            time: formatClock(property.checkInTime),
          })}
        </dd>
        <dt className="font-semibold">{t('hotelBooking.summary.checkOut')}</dt>
        <dd>
          {t('hotelBooking.summary.dateUntil', {
            date: formatDate(stay.checkOutDate),
            time: formatClock(property.checkOutTime),
          })}
        </dd>
      </dl>
      <p>
        {formatNights(t, stay.nights)} · {formatGuestParty(t, stay.adults, stay.children)}
      </p>
      <div>
        <p className="font-semibold">{room.name}</p>
        <p className="text-sm">
          {room.bedType} · {boardLabel(t, rate.board)}
        </p>
        <p className="text-sm" data-testid="cancellation-deadline">
          {cancellationText(rate, property.timeZone, t)}
        </p>
      </div>
      {quote.priceChanged && (
        <p className="notice" role="status">
          {t('hotelBooking.summary.priceChanged', { previous: formatCents(quote.previousTotalCents) })}
        </p>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('hotelBooking.summary.roomPrice', { nights: formatNights(t, stay.nights) })}</dt>
        <dd className="text-right">{formatCents(quote.totalCents)}</dd>
        <dt className="col-span-2 text-sm text-ink-muted">
          {t('hotelBooking.summary.taxes', { amount: formatCents(rate.taxesCents) })}
        </dt>
        <dt className="font-bold">{t('hotelBooking.summary.total')}</dt>
        <dd className="text-right font-bold" data-testid="stay-total">
          {formatCents(quote.totalCents)}
        </dd>
        <SurchargeRows surcharge={surcharge} />
      </dl>
    </HeadedSection>
  );
}
