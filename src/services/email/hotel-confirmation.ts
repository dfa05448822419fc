/**
 * The hotel booking confirmation email (ADR 016): the property, its address and phone, the dates with
 * the check-in and check-out times, the room, board, guests, the price paid (or the invoice to pay),
 * the cancellation deadline in the property's time zone, schema.org LodgingReservation JSON-LD and an
 * .ics calendar file spanning check-in to check-out. Written in the recipient's language (`locale`).
 */
import type { BoardType } from '../../shared/contracts/hotel';
import { cleanFreeText } from '../../shared/domain/free-text';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { Order } from '../../shared/contracts/order';
import type { Translate } from '../../shared/i18n/translate';
import { formatLocal } from '../../shared/domain/zone-clock';
import { stayInstants } from '../hotels/rules/hotel-order-stay';
import {
  type ConfirmationEmail,
  localTime,
  money,
  paymentSection,
  renderConfirmationEmail,
  zonedTime,
} from './booking-email-parts';
import { emailTranslator, inEmailLanguage } from './email-text';
import { ICS_CONTENT_TYPE, icsFile } from './ics';

const BOARD_KEYS: Record<BoardType, string> = {
  RoomOnly: 'hotel.boardRoomOnly',
  Breakfast: 'hotel.boardBreakfast',
};

/** "2 adults, 1 child". */
export function guestsLabel(
  stay: Pick<HotelStay, 'adults' | 'children'>,
  t: Translate = emailTranslator(),
): string {
  const adults = t('hotel.adults', { count: stay.adults });
  if (!stay.children) return adults;
  return t('hotel.guestList', { adults, children: t('hotel.children', { count: stay.children }) });
}

/** The cancellation terms as a traveller reads them, in the property's local time. */
export function cancellationLine(stay: HotelStay, t: Translate = emailTranslator()): string {
  if (!stay.refundable || !stay.freeCancellationUntil) return t('hotel.nonRefundable');
  return t('hotel.freeCancellation', { time: zonedTime(stay.freeCancellationUntil, stay.timeZone) });
}

/** schema.org LodgingReservation (Gmail's and Outlook's booking cards). */
function lodgingReservationJsonLd(order: Order, stay: HotelStay): object {
  const { checkIn, checkOut } = stayInstants(stay);
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: order.bookingReference,
    reservationStatus:
      order.status === 'Confirmed'
        ? 'https://schema.org/ReservationConfirmed'
        : 'https://schema.org/ReservationPending',
    underName: { '@type': 'Person', name: `${stay.leadGuest.firstName} ${stay.leadGuest.lastName}` },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: stay.propertyName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: stay.address,
        addressLocality: stay.city,
        addressCountry: stay.countryCode,
      },
      ...(stay.phone ? { telephone: stay.phone } : {}),
    },
    checkinTime: formatLocal(checkIn.getTime(), stay.timeZone),
    checkoutTime: formatLocal(checkOut.getTime(), stay.timeZone),
    lodgingUnitDescription: `${stay.roomName} (${stay.bedType})`,
    numAdults: stay.adults,
    numChildren: stay.children,
    totalPrice: (order.payment.amountCents / 100).toFixed(2),
    priceCurrency: 'AUD',
  };
}

/** The stay as one calendar event from check-in to check-out, at the property. */
function stayIcs(order: Order, stay: HotelStay, stamp: Date, t: Translate = emailTranslator()): string {
  const { checkIn, checkOut } = stayInstants(stay);
  return icsFile(
    {
      uid: `${order.orderId}-stay@ctg.example`,
      start: checkIn.toISOString(),
      end: checkOut.toISOString(),
      summary: t('calendar.staySummary', { name: stay.propertyName }),
      location: `${stay.propertyName}, ${stay.address}`,
      description: t('calendar.stayDescription', {
        reference: order.bookingReference,
        room: stay.roomName,
        board: t(BOARD_KEYS[stay.board]),
        nights: t('calendar.nights', { count: stay.nights }),
        guests: guestsLabel(stay, t),
        checkIn: localTime(`${stay.checkInDate}T${stay.checkInTime}`),
        checkOut: localTime(`${stay.checkOutDate}T${stay.checkOutTime}`),
      }),
    },
    stamp,
  );
}

export const hotelConfirmationEmail: ConfirmationEmail = (order, stamp, locale = 'en', claimLink, help) => {
  const stay = order.stay;
  if (!stay) throw new Error(`order ${order.orderId} is not a hotel order`);
  return inEmailLanguage(locale, (t) => {
    const reference = order.bookingReference;
    const requests = cleanFreeText(stay.specialRequests ?? '');
    const lead = `${stay.leadGuest.title} ${stay.leadGuest.firstName} ${stay.leadGuest.lastName}`;
    const email = renderConfirmationEmail(
      order,
      'hotel',
      { locale, t, help, claimLink },
      {
        sections: [
          {
            title: t('hotel.hotel'),
            items: [
              t('hotel.stars', { name: stay.propertyName, count: stay.starRating }),
              stay.address,
              ...(stay.phone ? [t('hotel.phone', { phone: stay.phone })] : []),
            ],
          },
          {
            title: t('hotel.yourStay'),
            items: [
              t('hotel.checkIn', { time: localTime(`${stay.checkInDate}T${stay.checkInTime}`) }),
              t('hotel.checkOut', { time: localTime(`${stay.checkOutDate}T${stay.checkOutTime}`) }),
              t('hotel.nights', { count: stay.nights }),
              t('hotel.room', { room: stay.roomName, bed: stay.bedType, board: t(BOARD_KEYS[stay.board]) }),
              t('hotel.guests', { guests: guestsLabel(stay, t), lead }),
            ],
          },
          {
            title: t('hotel.price'),
            items: [
              ...order.lines.map((line) =>
                t('hotel.line', { label: line.label, amount: money(line.amountCents) }),
              ),
              t('hotel.total', { amount: money(order.totalCents) }),
            ],
          },
          paymentSection(order, t),
          { title: t('hotel.cancellation'), items: [cancellationLine(stay, t)], prose: true },
        ],
        jsonLd: [lodgingReservationJsonLd(order, stay)],
        footnote: t('hotel.calendar'),
        // Cleaned again: orders stored before the rule existed may still hold control characters.
        ...(requests ? { customerWords: { label: t('hotel.specialRequests'), text: requests } } : {}),
      },
    );
    const attachments = [
      {
        filename: `${reference}-stay.ics`,
        contentType: ICS_CONTENT_TYPE,
        content: stayIcs(order, stay, stamp, t),
      },
    ];
    return { ...email, attachments };
  });
};
