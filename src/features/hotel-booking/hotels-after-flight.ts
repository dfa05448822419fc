/**
 * After a flight booking, the confirmation offers hotels at the destination for the trip's dates
 * (issue 11): the stay runs from the outbound arrival (local date at the airport) to the next
 * journey's departure, or one night for a one-way trip, for the booking's adults and children.
 */
import { HOTEL_LIMITS } from '../../shared/contracts/hotel';
import type { Order } from '../../shared/contracts/order';
import { addDays, daysBetween } from '../../shared/domain/calendar-days';
import { localDate } from '../../shared/domain/local-iso-time';
import type { HotelSearchQuery } from '../hotels/search-url';
import type { BookedFlight } from '../hotels/hotel.store';

export interface HotelsAfterFlight {
  search: HotelSearchQuery;
  bookedFlight: BookedFlight;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The hotel search a flight order suggests; null for an order without flights. */
export function hotelsAfterFlight(order: Order): HotelsAfterFlight | null {
  const outbound = order.journeys[0]?.itinerary.segments;
  const arrival = outbound?.[outbound.length - 1]?.arrival;
  if (order.kind !== 'flight' || !arrival) return null;
  const checkIn = localDate(arrival.time);
  const onward = order.journeys[1]?.itinerary.segments[0]?.departure;
  const stayNights = onward ? daysBetween(checkIn, localDate(onward.time)) : 1;
  // A same-day onward flight still suggests one night; a long trip is cut to the longest stay.
  const nights = clamp(stayNights, 1, HOTEL_LIMITS.maxNights);
  const checkOut = addDays(checkIn, nights);
  const count = (type: string) => order.passengers.filter((p) => p.passengerType === type).length;
  return {
    search: {
      code: arrival.cityCode,
      type: 'City',
      name: arrival.cityName,
      checkIn,
      checkOut,
      adults: clamp(count('Adult'), 1, HOTEL_LIMITS.maxAdults),
      children: clamp(count('Children'), 0, HOTEL_LIMITS.maxChildren),
    },
    bookedFlight: {
      orderId: order.orderId,
      bookingReference: order.bookingReference,
      cityCode: arrival.cityCode,
      cityName: arrival.cityName,
      checkInDate: checkIn,
      checkOutDate: checkOut,
    },
  };
}
