/**
 * A hotel order's stay as the one order model keeps it (ADR 016): the HotelStay snapshot of the quote
 * and the guest form, the check-in and check-out instants (the property's local times in its zone),
 * the trips list's route ("<property>, <city>") and the order's price lines.
 */
import type { HotelQuote } from '../../../shared/contracts/hotel-rooms';
import type { HotelGuestForm, HotelStay } from '../../../shared/contracts/hotel-order';
import type { PriceLine } from '../../../shared/contracts/offer';
import { localToUtc } from '../../../shared/domain/zone-clock';
import { stayTaxOf } from './stay-taxes';

/** Minutes after midnight of "14:00". */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** What fixes a stay's start and end: its dates, the property's local times and its zone. */
export type StayTimes = Pick<
  HotelStay,
  'checkInDate' | 'checkOutDate' | 'checkInTime' | 'checkOutTime' | 'timeZone'
>;

export function quoteStayTimes(quote: HotelQuote): StayTimes {
  const { property, stay } = quote;
  return {
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    timeZone: property.timeZone,
  };
}

/** When the stay begins and ends: the check-in and check-out times at the property, as instants. */
export function stayInstants(times: StayTimes): { checkIn: Date; checkOut: Date } {
  return {
    checkIn: new Date(localToUtc(times.checkInDate, minutesOf(times.checkInTime), times.timeZone)),
    checkOut: new Date(localToUtc(times.checkOutDate, minutesOf(times.checkOutTime), times.timeZone)),
  };
}

/** "Harbour View Hotel, Sydney": the trips list's label of a stay. */
export function stayRoute(quote: HotelQuote): string {
  return `${quote.property.name}, ${quote.property.address.city}`;
}

export function stayOf(quote: HotelQuote, guest: HotelGuestForm, phone: string): HotelStay {
  const { property, stay, room, rate } = quote;
  const { address } = property;
  return {
    propertyId: property.propertyId,
    propertyName: property.name,
    starRating: property.starRating,
    address: [address.line, address.suburb, address.city, address.countryName].filter(Boolean).join(', '),
    city: address.city,
    countryCode: address.countryCode,
    phone,
    timeZone: property.timeZone,
    image: property.image,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    nights: stay.nights,
    adults: stay.adults,
    children: stay.children,
    roomName: room.name,
    bedType: room.bedType,
    board: rate.board,
    refundable: rate.refundable,
    freeCancellationUntil: rate.freeCancellationUntil,
    cancellation: rate.cancellation,
    leadGuest: { title: guest.title, firstName: guest.firstName, lastName: guest.lastName },
    specialRequests: guest.specialRequests,
  };
}

/** The room for its nights and the taxes it includes; together they make the quote's total. */
export function stayLines(quote: HotelQuote): PriceLine[] {
  const nights = quote.stay.nights === 1 ? '1 night' : `${quote.stay.nights} nights`;
  const taxes = Math.min(quote.rate.taxesCents, quote.totalCents);
  const lines: PriceLine[] = [
    {
      kind: 'room',
      label: `${quote.room.name}, ${nights}`,
      travelerId: null,
      amountCents: quote.totalCents - taxes,
    },
  ];
  if (taxes > 0) {
    const { label } = stayTaxOf(quote.property.address.countryCode);
    lines.push({ kind: 'taxes', label, travelerId: null, amountCents: taxes });
  }
  return lines;
}
