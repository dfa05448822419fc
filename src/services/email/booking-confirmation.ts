/**
 * The booking confirmation email: itinerary, passengers, amount by method (and the BPAY / EFT details of
 * an invoice), schema.org FlightReservation JSON-LD in the HTML (mail clients show the trip from it) and
 * one .ics calendar file per flight. Money is shown as "$2,914.20"; times in the airports' local time.
 */
import type { Order } from '../../lib/contracts/order';
import type { OutgoingEmail } from '../platform/mailer';
import { flightIcs } from './flight-ics';
import { escapeHtml } from './templates';

const money = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

/** "Mon 21 Dec 2026, 9:30 am" from the local time the engine gives ("2026-12-21T09:30"). */
function localTime(local: string): string {
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

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

function paymentLines(order: Order): string[] {
  if (order.invoice) {
    const { invoice } = order;
    const payBy = new Intl.DateTimeFormat('en-AU', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Australia/Sydney',
    }).format(new Date(invoice.payBy));
    return [
      `Please pay ${money(invoice.amountCents)} by ${payBy} (Sydney time), or the booking is released.`,
      `BPAY: biller code ${invoice.bpayBillerCode}, reference ${invoice.customerReference}.`,
      `Bank transfer (EFT): ${invoice.eft.accountName}, BSB ${invoice.eft.bsb}, account ${invoice.eft.accountNumber}, reference ${invoice.eft.reference}.`,
    ];
  }
  const card = order.payment.last4 ? ` on the card ending in ${order.payment.last4}` : '';
  const surcharge = order.payment.surchargeCents
    ? ` (including a card surcharge of ${money(order.payment.surchargeCents)})`
    : '';
  return [`Paid ${money(order.payment.amountCents)}${card}${surcharge}.`];
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
  const payment = paymentLines(order);
  const jsonLd = JSON.stringify(flightReservationsJsonLd(order)).replace(/</g, '\\u003c');
  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px;color:#1f2933">${items
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul>`;
  const h2 = (text: string) =>
    `<h2 style="margin:24px 0 8px;font-size:18px;color:#0b2545">${escapeHtml(text)}</h2>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title>
<script type="application/ld+json">${jsonLd}</script></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0b2545">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;font-size:16px">Booking reference: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(order.bookingReference)}</strong></p>
${h2('Flights')}${list(flights)}${h2('Passengers')}${list(passengers)}${h2('Payment')}${list(payment)}
<p style="margin:16px 0 0;font-size:13px;color:#52606d">Each flight is attached as a calendar file (.ics).</p>
</div></body></html>`;
  const text = [
    heading,
    `Booking reference: ${order.bookingReference}`,
    '',
    'Flights:',
    ...flights.map((line) => `- ${line}`),
    '',
    'Passengers:',
    ...passengers.map((line) => `- ${line}`),
    '',
    'Payment:',
    ...payment,
  ].join('\n');
  const attachments = segmentsOf(order).map((segment, index) => ({
    filename: `${order.bookingReference}-${index + 1}-${segment.flightNumber}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: flightIcs(
      { bookingReference: order.bookingReference, segment, uid: `${order.orderId}-${index + 1}@ctg.example` },
      stamp,
    ),
  }));
  return { to: order.contact.email, subject: heading, html, text, attachments };
}
