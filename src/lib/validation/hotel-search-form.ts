import { HOTEL_LIMITS, HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { addDays, isIsoDate } from '../flights/dates';

/**
 * The hotel search form's rules (spec §3, §8 texts word for word): a place, a check-in neither in the
 * past nor more than 359 days ahead, a check-out after check-in, at most 30 nights. The service checks
 * the same with its clock; the form checks first so a person learns it before a round trip.
 */
export interface HotelSearchFormValues {
  /** The typed or chosen place's name. */
  locationName: string;
  checkInDate: string;
  checkOutDate: string;
}

export type HotelSearchField = 'location' | 'checkIn' | 'checkOut';
export type HotelSearchErrors = Partial<Record<HotelSearchField, string>>;

const ADD_CHECK_IN = 'Please choose a check-in date';
const ADD_CHECK_OUT = 'Please choose a check-out date';

/** The errors of the form's values, by field; empty when the search can run. `today` is YYYY-MM-DD. */
export function validateHotelSearch(values: HotelSearchFormValues, today: string): HotelSearchErrors {
  const errors: HotelSearchErrors = {};
  if (!values.locationName.trim()) errors.location = HOTEL_MESSAGES.locationRequired;

  const { checkInDate, checkOutDate } = values;
  if (!isIsoDate(checkInDate)) errors.checkIn = ADD_CHECK_IN;
  else if (checkInDate < today) errors.checkIn = HOTEL_MESSAGES.checkInPast;
  else if (checkInDate > addDays(today, HOTEL_LIMITS.maxDaysAhead))
    errors.checkIn = HOTEL_MESSAGES.tooFarAhead;

  if (!isIsoDate(checkOutDate)) errors.checkOut = ADD_CHECK_OUT;
  else if (isIsoDate(checkInDate)) {
    if (checkOutDate <= checkInDate) errors.checkOut = HOTEL_MESSAGES.checkOutOrder;
    else if (checkOutDate > addDays(checkInDate, HOTEL_LIMITS.maxNights)) {
      errors.checkOut = HOTEL_MESSAGES.tooManyNights;
    }
  }
  return errors;
}

/** The first message to announce, in the form's order. */
export function firstHotelSearchError(errors: HotelSearchErrors): string | undefined {
  return errors.location ?? errors.checkIn ?? errors.checkOut;
}
