import '../../lib/session-storage';
import { persistentAtom } from '@nanostores/persistent';
import type { HotelLocationType, PropertySummary } from '../../shared/contracts/hotel';
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';

/**
 * The hotel state of this tab (spec §3 "Hotel", "Browser-session items"), saved on every change and
 * restored on start. $hotelSearch is the search UI; $hotelBooking the held state of the booking: the
 * search key, the selected hotel and room (its price-checked quote), the total and its currency, and
 * the flight just booked when the hotel search came from a flight confirmation. Read with
 * useStore($x, { ssr: () => INITIAL_... }) so the server and first browser renders agree.
 */

export interface HotelLocation {
  code: string;
  locationType: HotelLocationType;
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
}

export interface HotelSearchState {
  checkInDate: string;
  checkOutDate: string;
  /** Nights between the dates (spec default 1); the form computes each from the others. */
  noOfNight: number;
  locationObject: HotelLocation | null;
  numberOfAdt: number;
  numberOfCnn: number;
}

export const INITIAL_HOTEL_SEARCH: HotelSearchState = {
  checkInDate: '',
  checkOutDate: '',
  noOfNight: 1,
  locationObject: null,
  numberOfAdt: 1,
  numberOfCnn: 0,
};

export interface BookedFlight {
  orderId: string;
  bookingReference: string;
  /** The destination's city code and name, and the stay the trip implies (arrival to return). */
  cityCode: string;
  cityName: string;
  checkInDate: string;
  checkOutDate: string;
}

export interface HotelBookingState {
  searchKey: string | null;
  selectedHotel: PropertySummary | null;
  /** The price-checked room: the quote carries the room, the rate and the stay. */
  selectedRoom: HotelQuote | null;
  totalBookingAmountCents: number | null;
  bookingCurrency: 'AUD';
  bookedFlight: BookedFlight | null;
}

export const INITIAL_HOTEL_BOOKING: HotelBookingState = {
  searchKey: null,
  selectedHotel: null,
  selectedRoom: null,
  totalBookingAmountCents: null,
  bookingCurrency: 'AUD',
  bookedFlight: null,
};

function decodeWith<T extends object>(initial: T) {
  return (raw: string): T => {
    try {
      const value: unknown = JSON.parse(raw);
      return value && typeof value === 'object' ? { ...initial, ...(value as Partial<T>) } : initial;
    } catch {
      // A damaged or foreign value: start clean rather than break the page.
      return initial;
    }
  };
}

export const $hotelSearch = persistentAtom<HotelSearchState>('ctg:hotelSearch', INITIAL_HOTEL_SEARCH, {
  encode: JSON.stringify,
  decode: decodeWith(INITIAL_HOTEL_SEARCH),
});

export const $hotelBooking = persistentAtom<HotelBookingState>('ctg:hotelBooking', INITIAL_HOTEL_BOOKING, {
  encode: JSON.stringify,
  decode: decodeWith(INITIAL_HOTEL_BOOKING),
});

export function saveHotelSearch(state: HotelSearchState): void {
  $hotelSearch.set(state);
}

/** A new search: the earlier selection belongs to the old search key. */
export function startHotelSearch(searchKey: string): void {
  const { bookedFlight } = $hotelBooking.get();
  $hotelBooking.set({ ...INITIAL_HOTEL_BOOKING, searchKey, bookedFlight });
}

export function selectHotel(hotel: PropertySummary): void {
  $hotelBooking.set({
    ...$hotelBooking.get(),
    selectedHotel: hotel,
    selectedRoom: null,
    totalBookingAmountCents: null,
  });
}

/** The room whose price check passed: what /hotel/book books. */
export function selectRoom(quote: HotelQuote): void {
  $hotelBooking.set({
    ...$hotelBooking.get(),
    selectedRoom: quote,
    totalBookingAmountCents: quote.totalCents,
  });
}

export function rememberBookedFlight(flight: BookedFlight | null): void {
  $hotelBooking.set({ ...$hotelBooking.get(), bookedFlight: flight });
}
