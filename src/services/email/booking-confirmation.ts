/**
 * The booking confirmation email: itinerary, passengers, amount by method (and the BPAY / EFT details of
 * an invoice), schema.org FlightReservation JSON-LD in the HTML (mail clients show the trip from it) and
 * one .ics calendar file per flight. Money is shown as "$2,914.20"; times in the airports' local time;
 * all in the recipient's language (`locale`: the order's, see email-language.ts).
 */
import type { Order } from '../../shared/contracts/order';
import {
  paymentSection,
  renderConfirmationEmail,
  segmentLine,
  type ConfirmationEmail,
} from './booking-email-parts';
import { cityNameIn } from '../../shared/places/city-name-in';
import { fareConditionLines, passengerExtras, priceLineItems } from './flight-email-extras';
import { inEmailLanguage } from './email-text';
import { flightIcs } from './flight-ics';
import { ICS_CONTENT_TYPE } from './ics';

const segmentsOf = (order: Order) => order.journeys.flatMap((journey) => journey.itinerary.segments);

/** schema.org FlightReservation, one per passenger and flight (Gmail's and Outlook's trip cards). */
function flightReservationsJsonLd(order: Order): object[] {
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

export const bookingConfirmationEmail: ConfirmationEmail = (order, stamp, locale = 'en', claimLink, help) =>
  inEmailLanguage(locale, (t) => {
    const reference = order.bookingReference;
    // Cities in the recipient's script, as the site's pages name them (issue 25 defect 7).
    const cityName = (code: string, english: string) => cityNameIn(locale, code, english);
    const flights = segmentsOf(order).map((s) => segmentLine(t, s, cityName));
    const prices = priceLineItems(order, t, cityName);
    const passengers = order.passengers.map((p) => {
      const name = `${p.title} ${p.firstName} ${p.lastName}`;
      const person = p.ticketNumber ? t('flight.eTicket', { name, ticket: p.ticketNumber }) : name;
      const extras = passengerExtras(order, p.travelerId, t, locale);
      return extras ? `${person}: ${extras}` : person;
    });
    const email = renderConfirmationEmail(
      order,
      'flight',
      { locale, t, help, claimLink },
      {
        sections: [
          { title: t('flight.flights'), items: flights },
          { title: t('flight.passengers'), items: passengers },
          { title: t('flight.conditionsTitle'), items: fareConditionLines(order, t, locale) },
          ...(prices.length ? [{ title: t('flight.price'), items: prices }] : []),
          paymentSection(order, t),
        ],
        jsonLd: flightReservationsJsonLd(order),
        footnote: t('flight.calendar'),
      },
    );
    const attachments = segmentsOf(order).map((segment, index) => ({
      filename: `${reference}-${index + 1}-${segment.flightNumber}.ics`,
      contentType: ICS_CONTENT_TYPE,
      content: flightIcs(
        { bookingReference: reference, segment, uid: `${order.orderId}-${index + 1}@ctg.example` },
        stamp,
        locale,
      ),
    }));
    return { ...email, attachments };
  });
