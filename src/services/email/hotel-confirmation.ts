/**
 * The hotel booking confirmation email (ADR 016): the property, its address and phone, the dates with
 * the check-in and check-out times, the room, board, guests, the price paid (or the invoice to pay),
 * the cancellation deadline in the property's time zone, schema.org LodgingReservation JSON-LD and an
 * .ics calendar file spanning check-in to check-out.
 */
import { BOARD_LABELS } from '../../lib/contracts/hotel';
import type { HotelStay } from '../../lib/contracts/hotel-order';
import type { Order } from '../../lib/contracts/order';
import { formatLocal } from '../flights/schedule.rules';
import { stayInstants } from '../hotels/hotel-order-stay';
import type { OutgoingEmail } from '../platform/mailer';
import { localTime, money, paymentLines, renderBookingEmail, zonedTime } from './booking-email-parts';
import { ICS_CONTENT_TYPE, icsFile } from './ics';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 adults, 1 child". */
export function guestsLabel(stay: Pick<HotelStay, 'adults' | 'children'>): string {
  const adults = plural(stay.adults, 'adult', 'adults');
  return stay.children ? `${adults}, ${plural(stay.children, 'child', 'children')}` : adults;
}

/** The cancellation terms as a traveller reads them, in the property's local time. */
export function cancellationLine(stay: HotelStay): string {
  if (!stay.refundable || !stay.freeCancellationUntil) {
    return 'This rate is non-refundable: cancelling or not arriving is charged in full.';
  }
  return (
    `Free cancellation until ${zonedTime(stay.freeCancellationUntil, stay.timeZone)} ` +
    `(local time at the hotel).`
  );
}

/** schema.org LodgingReservation (Gmail's and Outlook's booking cards). */
export function lodgingReservationJsonLd(order: Order, stay: HotelStay): object {
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
export function stayIcs(order: Order, stay: HotelStay, stamp: Date): string {
  const { checkIn, checkOut } = stayInstants(stay);
  return icsFile(
    {
      uid: `${order.orderId}-stay@ctg.example`,
      start: checkIn.toISOString(),
      end: checkOut.toISOString(),
      summary: `Stay at ${stay.propertyName}`,
      location: `${stay.propertyName}, ${stay.address}`,
      description:
        `Booking reference ${order.bookingReference}. ${stay.roomName}, ${BOARD_LABELS[stay.board]}, ` +
        `${plural(stay.nights, 'night', 'nights')} for ${guestsLabel(stay)}. Check-in from ` +
        `${localTime(`${stay.checkInDate}T${stay.checkInTime}`)}, check-out by ` +
        `${localTime(`${stay.checkOutDate}T${stay.checkOutTime}`)} (local time at the hotel).`,
    },
    stamp,
  );
}

export function hotelConfirmationEmail(order: Order, stamp: Date): OutgoingEmail {
  const stay = order.stay;
  if (!stay) throw new Error(`order ${order.orderId} is not a hotel order`);
  const heading =
    order.status === 'Held'
      ? `Hotel booking ${order.bookingReference} is held for payment`
      : `Hotel booking ${order.bookingReference} is confirmed`;
  const guest = `${stay.leadGuest.title} ${stay.leadGuest.firstName} ${stay.leadGuest.lastName}`;
  const email = renderBookingEmail(order.contact.email, {
    heading,
    bookingReference: order.bookingReference,
    sections: [
      {
        title: 'Hotel',
        items: [
          `${stay.propertyName} (${plural(stay.starRating, 'star', 'stars')})`,
          stay.address,
          ...(stay.phone ? [`Phone ${stay.phone}`] : []),
        ],
      },
      {
        title: 'Your stay',
        items: [
          `Check-in from ${localTime(`${stay.checkInDate}T${stay.checkInTime}`)}`,
          `Check-out by ${localTime(`${stay.checkOutDate}T${stay.checkOutTime}`)}`,
          `${plural(stay.nights, 'night', 'nights')} (times are local time at the hotel)`,
          `${stay.roomName}, ${stay.bedType}, ${BOARD_LABELS[stay.board]}`,
          `Guests: ${guestsLabel(stay)}; lead guest ${guest}`,
          ...(stay.specialRequests ? [`Special requests: ${stay.specialRequests}`] : []),
        ],
      },
      {
        title: 'Price',
        items: [
          ...order.lines.map((line) => `${line.label}: ${money(line.amountCents)}`),
          `Total: ${money(order.totalCents)}`,
        ],
      },
      { title: 'Payment', items: paymentLines(order), prose: true },
      { title: 'Cancellation', items: [cancellationLine(stay)], prose: true },
    ],
    jsonLd: [lodgingReservationJsonLd(order, stay)],
    footnote: 'Your stay is attached as a calendar file (.ics) from check-in to check-out.',
  });
  const attachments = [
    {
      filename: `${order.bookingReference}-stay.ics`,
      contentType: ICS_CONTENT_TYPE,
      content: stayIcs(order, stay, stamp),
    },
  ];
  return { ...email, attachments };
}
