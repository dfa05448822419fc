import { fieldErrors } from './field-errors';
import { hotelSearchSchema } from './hotel-search-schema';

/**
 * The hotel search form's rules by field (spec §3, §8), for the results page, which checks a search's
 * URL before it runs it; the rules are the valibot schema the form uses (hotel-search-schema.ts). The
 * service checks the same with its clock; the form checks first so a person learns it before a round
 * trip.
 */
export interface HotelSearchFormValues {
  /** The typed or chosen place's name. */
  locationName: string;
  checkInDate: string;
  checkOutDate: string;
}

type HotelSearchField = 'location' | 'checkIn' | 'checkOut';
export type HotelSearchErrors = Partial<Record<HotelSearchField, string>>;

/** The errors of the form's values, by field; empty when the search can run. `today` is YYYY-MM-DD. */
export function validateHotelSearch(values: HotelSearchFormValues, today: string): HotelSearchErrors {
  const fields = fieldErrors(hotelSearchSchema(today), values) ?? {};
  const errors: HotelSearchErrors = {};
  if (fields.locationName) errors.location = fields.locationName;
  if (fields.checkInDate) errors.checkIn = fields.checkInDate;
  if (fields.checkOutDate) errors.checkOut = fields.checkOutDate;
  return errors;
}

/** The first message to announce, in the form's order. */
export function firstHotelSearchError(errors: HotelSearchErrors): string | undefined {
  return errors.location ?? errors.checkIn ?? errors.checkOut;
}
