import type { HotelSearchState } from './hotel.store';
import type { HotelSearchQuery } from './search-url';
import { DEFAULT_NIGHTS, nightsBetween } from './stay';

/**
 * The search form's state ($hotelSearch, spec §3 "search UI") and the URL's search are two shapes of the
 * same search; these turn one into the other.
 */
export function stateOfQuery(query: HotelSearchQuery): HotelSearchState {
  const nights = nightsBetween(query.checkIn, query.checkOut);
  return {
    checkInDate: query.checkIn,
    checkOutDate: query.checkOut,
    noOfNight: nights > 0 ? nights : DEFAULT_NIGHTS,
    locationObject: query.name
      ? {
          code: query.code,
          locationType: query.type,
          name: query.name,
          detail: '',
          latitude: 0,
          longitude: 0,
        }
      : null,
    numberOfAdt: query.adults,
    numberOfCnn: query.children,
  };
}

export function queryOfState(state: HotelSearchState): HotelSearchQuery {
  return {
    code: state.locationObject?.code ?? '',
    type: state.locationObject?.locationType ?? 'City',
    name: state.locationObject?.name ?? '',
    checkIn: state.checkInDate,
    checkOut: state.checkOutDate,
    adults: state.numberOfAdt,
    children: state.numberOfCnn,
  };
}
