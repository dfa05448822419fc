import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { fieldErrors } from './field-errors';
import { hotelSearchSchema } from './hotel-search-schema';

const today = '2026-11-24';
const valid = { locationName: 'Melbourne', checkInDate: '2026-12-04', checkOutDate: '2026-12-07' };
const ADD_CHECK_IN = 'Please choose a check-in date';
const ADD_CHECK_OUT = 'Please choose a check-out date';

/** What the form shows: the first message of each field, or undefined when the search can run. */
const shown = (change: Partial<typeof valid>) =>
  fieldErrors(hotelSearchSchema(today), { ...valid, ...change });

describe('the hotel search schema (the form kit reads the first message per field)', () => {
  it.each([
    [{}, undefined],
    [{ checkInDate: today, checkOutDate: '2026-11-25' }, undefined],
    [{ locationName: '  ' }, { locationName: HOTEL_MESSAGES.locationRequired }],
    [
      { locationName: '', checkInDate: '', checkOutDate: '' },
      {
        locationName: HOTEL_MESSAGES.locationRequired,
        checkInDate: ADD_CHECK_IN,
        checkOutDate: ADD_CHECK_OUT,
      },
    ],
    [{ checkInDate: '2026-02-30' }, { checkInDate: ADD_CHECK_IN }],
    [{ checkInDate: '2026-11-23' }, { checkInDate: HOTEL_MESSAGES.checkInPast }],
    // A past check-in and a check-out before it: both are said, as each field has its own rule.
    [
      { checkInDate: '2026-11-23', checkOutDate: '2026-11-22' },
      { checkInDate: HOTEL_MESSAGES.checkInPast, checkOutDate: HOTEL_MESSAGES.checkOutOrder },
    ],
    [{ checkInDate: '2027-11-18', checkOutDate: '2027-11-19' }, undefined],
    [{ checkInDate: '2027-11-19', checkOutDate: '2027-11-20' }, { checkInDate: HOTEL_MESSAGES.tooFarAhead }],
    [{ checkOutDate: '2026-12-04' }, { checkOutDate: HOTEL_MESSAGES.checkOutOrder }],
    [{ checkOutDate: '2027-01-03' }, undefined],
    [{ checkOutDate: '2027-01-04' }, { checkOutDate: HOTEL_MESSAGES.tooManyNights }],
    // Without a check-in there is nothing to order the check-out against.
    [{ checkInDate: '', checkOutDate: '2026-11-01' }, { checkInDate: ADD_CHECK_IN }],
  ])('%o gives %o', (change, expected) => {
    expect(shown(change)).toEqual(expected);
  });
});
