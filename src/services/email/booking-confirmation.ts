/**
 * The booking confirmation email: itinerary, passengers, amount by method (and the BPAY / EFT details of
 * an invoice), schema.org FlightReservation JSON-LD in the HTML (mail clients show the trip from it) and
 * one .ics calendar file per flight. Money is shown as "$2,914.20"; times in the airports' local time.
 */
import type { Order } from '../../lib/contracts/order';
import type { OutgoingEmail } from '../platform/mailer';
import { localTime, paymentLines, renderBookingEmail } from './booking-email-parts';
import { flightIcs } from './flight-ics';
import { ICS_CONTENT_TYPE } from './ics';

const segmentsOf = (order: Order) => order.journeys.flatMap((journey) => journey.itinerary.segments);

/** schema.org FlightReservation, one per passenger and flight (Gmail's and Outlook's trip cards). */
export function flightReservationsJsonLd(order: Order): object[] {
  return segmentsOf(order).flatMap((segment) =>
    order.passengers.map((passenger) => ({
      '@context': 'https://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: order.bookingReference,
      reservationStatus:
        order.status === 'Ticketed'
          ? 'https://schema.org/ReservationConfirmed'
          : 'https://schema.org/ReservationPending',
      underName: { '@type': 'Person', name: `${passenger.firstName} ${passenger.lastName}` },
      ...(passenger.ticketNumber ? { ticketNumber: passenger.ticketNumber } : {}),
      reservationFor: {
        '@type': 'Flight',
        flightNumber: segment.flightNumber.replace(/^[A-Z0-9]{2}/, ''),
        airline: { '@type': 'Airline', name: segment.airline.name, iataCode: segment.airline.code },
        departureAirport: {
          '@type': 'Airport',
          name: segment.departure.name,
          iataCode: segment.departure.code,
        },
        departureTime: segment.departure.utc,
        arrivalAirport: { '@type': 'Airport', name: segment.arrival.name, iataCode: segment.arrival.code },
        arrivalTime: segment.arrival.utc,
      },
    })),
  );
}

export function bookingConfirmationEmail(order: Order, stamp: Date): OutgoingEmail {
  const held = order.status === 'Held';
  const heading = held
    ? `Booking ${order.bookingReference} is held for payment`
    : `Booking ${order.bookingReference} is confirmed`;
  const flights = segmentsOf(order).map(
    (s) =>
      `${s.flightNumber} ${s.departure.cityName} (${s.departure.code}) ${localTime(s.departure.time)} to ${s.arrival.cityName} (${s.arrival.code}) ${localTime(s.arrival.time)}`,
  );
  const passengers = order.passengers.map(
    (p) => `${p.title} ${p.firstName} ${p.lastName}${p.ticketNumber ? `, e-ticket ${p.ticketNumber}` : ''}`,
  );
  const email = renderBookingEmail(order.contact.email, {
    heading,
    bookingReference: order.bookingReference,
    sections: [
      { title: 'Flights', items: flights },
      { title: 'Passengers', items: passengers },
      { title: 'Payment', items: paymentLines(order), prose: true },
    ],
    jsonLd: flightReservationsJsonLd(order),
    footnote: 'Each flight is attached as a calendar file (.ics).',
  });
  const attachments = segmentsOf(order).map((segment, index) => ({
    filename: `${order.bookingReference}-${index + 1}-${segment.flightNumber}.ics`,
    contentType: ICS_CONTENT_TYPE,
    content: flightIcs(
      { bookingReference: order.bookingReference, segment, uid: `${order.orderId}-${index + 1}@ctg.example` },
      stamp,
    ),
  }));
  return { ...email, attachments };
}
