import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { firstHotelSearchError, validateHotelSearch } from './hotel-search-form';

const today = '2026-11-24';
const valid = { locationName: 'Melbourne', checkInDate: '2026-12-04', checkOutDate: '2026-12-07' };

describe('the hotel search form rules', () => {
  it('accepts a search that can run', () => {
    expect(validateHotelSearch(valid, today)).toEqual({});
    expect(validateHotelSearch({ ...valid, checkInDate: today, checkOutDate: '2026-11-25' }, today)).toEqual(
      {},
    );
  });

  it('asks for a place', () => {
    const errors = validateHotelSearch({ ...valid, locationName: '  ' }, today);
    expect(errors).toEqual({ location: HOTEL_MESSAGES.locationRequired });
    expect(firstHotelSearchError(errors)).toBe(HOTEL_MESSAGES.locationRequired);
  });

  it('refuses a check-in in the past or more than 359 days ahead', () => {
    expect(validateHotelSearch({ ...valid, checkInDate: '2026-11-23' }, today).checkIn).toBe(
      HOTEL_MESSAGES.checkInPast,
    );
    // 2026-11-24 + 359 days = 2027-11-18: the last check-in that can be searched.
    expect(
      validateHotelSearch({ ...valid, checkInDate: '2027-11-18', checkOutDate: '2027-11-19' }, today),
    ).toEqual({});
    expect(
      validateHotelSearch({ ...valid, checkInDate: '2027-11-19', checkOutDate: '2027-11-20' }, today).checkIn,
    ).toBe(HOTEL_MESSAGES.tooFarAhead);
  });

  it('refuses a check-out on or before check-in, and more than 30 nights', () => {
    expect(validateHotelSearch({ ...valid, checkOutDate: '2026-12-04' }, today).checkOut).toBe(
      HOTEL_MESSAGES.checkOutOrder,
    );
    expect(validateHotelSearch({ ...valid, checkOutDate: '2027-01-03' }, today)).toEqual({});
    expect(validateHotelSearch({ ...valid, checkOutDate: '2027-01-04' }, today).checkOut).toBe(
      HOTEL_MESSAGES.tooManyNights,
    );
  });

  it('asks for missing dates', () => {
    const errors = validateHotelSearch({ ...valid, checkInDate: '', checkOutDate: '' }, today);
    expect(errors.checkIn).toMatch(/check-in date/);
    expect(errors.checkOut).toMatch(/check-out date/);
  });
});
