import * as v from 'valibot';
import { HOTEL_LIMITS, HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { isIsoDate } from '../dates';
import { addDays } from '../../shared/domain/calendar-days';

const ADD_CHECK_IN = 'Please choose a check-in date';
const ADD_CHECK_OUT = 'Please choose a check-out date';

type Values = { locationName: string; checkInDate: string; checkOutDate: string };

/** A rule on one field of the values, reported under that field. */
const rule = (field: keyof Values, holds: (values: Values) => boolean, message: string) =>
  v.forward<Values, v.CheckIssue<Values>, [keyof Values]>(v.check(holds, message), [field]);

/**
 * The hotel search form's rules (spec §3, §8 texts word for word): a place, a check-in neither in the
 * past nor more than 359 days ahead, a check-out after check-in, at most 30 nights. `today` is
 * YYYY-MM-DD in the site's calendar. Each field's rules are listed in the order they are told, and a
 * field shows its first message only (the form kit's schemaValidator, validateHotelSearch), so a
 * later rule may assume the earlier ones hold. Every rule runs on every parse, so a past check-in and
 * a check-out before it are both said.
 */
export function hotelSearchSchema(today: string) {
  const lastCheckIn = addDays(today, HOTEL_LIMITS.maxDaysAhead);
  return v.pipe(
    v.object({ locationName: v.string(), checkInDate: v.string(), checkOutDate: v.string() }),
    rule('locationName', ({ locationName }) => locationName.trim() !== '', HOTEL_MESSAGES.locationRequired),
    rule('checkInDate', ({ checkInDate }) => isIsoDate(checkInDate), ADD_CHECK_IN),
    rule('checkInDate', ({ checkInDate }) => checkInDate >= today, HOTEL_MESSAGES.checkInPast),
    rule('checkInDate', ({ checkInDate }) => checkInDate <= lastCheckIn, HOTEL_MESSAGES.tooFarAhead),
    rule('checkOutDate', ({ checkOutDate }) => isIsoDate(checkOutDate), ADD_CHECK_OUT),
    // The check-out is measured from a check-in that is a date (whether or not it is allowed).
    rule(
      'checkOutDate',
      ({ checkInDate, checkOutDate }) => !isIsoDate(checkInDate) || checkOutDate > checkInDate,
      HOTEL_MESSAGES.checkOutOrder,
    ),
    rule(
      'checkOutDate',
      ({ checkInDate, checkOutDate }) =>
        !isIsoDate(checkInDate) || checkOutDate <= addDays(checkInDate, HOTEL_LIMITS.maxNights),
      HOTEL_MESSAGES.tooManyNights,
    ),
  );
}
