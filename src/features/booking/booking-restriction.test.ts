import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricedItinerary } from '../../shared/contracts/flights';

const callBooking = vi.fn();
vi.mock('../flights/booking-client', () => ({ callBooking: (...args: unknown[]) => callBooking(...args) }));

const { bookingRestrictionOf, restrictionRequestOf } = await import('./booking-restriction');

const leaving = (time: string) =>
  ({ segments: [{ departure: { time, utc: time } }] }) as unknown as PricedItinerary;
const state = {
  selectedPItin: [leaving('2026-11-30T23:30:00+11:00'), leaving('2026-12-10T08:00:00+00:00')],
  searchKey: 'trip=return&from=SYD&to=LHR&adults=2&children=1&cabin=Economy',
};

describe('the booking restriction check before OfferCreate', () => {
  beforeEach(() => callBooking.mockReset());

  it('sends each journey’s departure date as the airport shows it and the search’s travellers', () => {
    expect(restrictionRequestOf('ctg-au-web', state)).toEqual({
      siteId: 'ctg-au-web',
      journeys: [{ depDate: '2026-11-30' }, { depDate: '2026-12-10' }],
      passengerInfos: [
        { passengerType: 'Adult', count: 2 },
        { passengerType: 'Children', count: 1 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
  });

  it('answers the service’s reason when the trip is restricted', async () => {
    callBooking.mockResolvedValue({ isRestricted: true, message: 'The departure date has passed.' });
    await expect(bookingRestrictionOf('ctg-au-web', state)).resolves.toBe('The departure date has passed.');
    expect(callBooking.mock.calls[0]![0]).toMatchObject({ path: '/Utilities/CheckBookingRestriction' });
  });

  it('lets the booking go on when the trip is bookable or the service gave no answer', async () => {
    callBooking.mockResolvedValueOnce({ isRestricted: false, message: '' });
    await expect(bookingRestrictionOf('ctg-au-web', state)).resolves.toBeNull();
    callBooking.mockResolvedValueOnce(undefined);
    await expect(bookingRestrictionOf('ctg-au-web', state)).resolves.toBeNull();
  });

  it('does not ask without a chosen flight', async () => {
    await expect(
      bookingRestrictionOf('ctg-au-web', { selectedPItin: [], searchKey: null }),
    ).resolves.toBeNull();
    expect(callBooking).not.toHaveBeenCalled();
  });
});
