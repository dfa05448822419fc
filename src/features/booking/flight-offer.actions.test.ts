import { describe, expect, it } from 'vitest';
import type { FareBrand, PricedItinerary } from '../../shared/contracts/flights';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_DECIMAL_PLACES } from '../../shared/domain/money';
import {
  clearSelectionState,
  isOfferLive,
  selectJourneyState,
  shoppingResponseState,
  shortlistedState,
  startSearchState,
} from './flight-offer.actions';
import { travelersFor } from '../../shared/domain/passengers';
import { decodeFlightOffer, initialFlightOffer, type FlightOfferState } from './flight-offer.store';

const brand = (brandIndex: number): FareBrand =>
  ({ brandIndex, name: `Brand ${brandIndex}`, total: 1000 + brandIndex }) as unknown as FareBrand;
const itinerary = (id: string): PricedItinerary =>
  ({
    pricedItineraryId: id,
    brands: [brand(0), brand(1)],
    segments: [
      {
        airline: { code: 'QF', name: 'Qantas' },
        departure: {
          code: 'SYD',
          name: 'Sydney Airport',
          cityName: 'Sydney',
          countryName: 'Australia',
          timeZone: 'Australia/Sydney',
        },
        arrival: {
          code: 'SIN',
          name: 'Changi',
          cityName: 'Singapore',
          countryName: 'Singapore',
          timeZone: 'Asia/Singapore',
        },
      },
    ],
  }) as unknown as PricedItinerary;

function midSearch(): FlightOfferState {
  let state = startSearchState(initialFlightOffer(), 'trip=return&from=SYD', {
    adult: 1,
    children: 0,
    infants: 0,
  });
  state = shoppingResponseState(state, {
    shoppingRspId: 'rsp-1',
    expiresAt: '2026-11-21T12:00:00Z',
    tripType: 'RoundTrip',
  });
  state = selectJourneyState(state, 0, itinerary('J0-aaaaaaaaaaaa'), 1);
  return {
    ...state,
    offerId: 'offer-1',
    passengerAncillaries: {
      seats: [{ travelerId: 'T1', flightKey: 'k', designator: '1A' }],
      bags: [],
      meals: [],
    },
    contact: { email: 'a@b.co', mobileCountry: 'AU', mobileNumber: '0412345678' },
    bookingStep: 4,
    isShortlisted: true,
    searchDateRange: {
      start: '2026-11-23',
      end: '2027-10-17',
      leadTimeRestrictionMethod: 'Prompt',
      promptMessage: 'x',
    },
  };
}

describe('flight offer state (spec §3, §4)', () => {
  it('starts with the spec defaults: $ and 2 decimals, nothing chosen', () => {
    const state = initialFlightOffer();
    expect([state.currencySymbol, state.decimalPlaces]).toEqual([
      DEFAULT_CURRENCY_SYMBOL,
      DEFAULT_DECIMAL_PLACES,
    ]);
    expect(state).toMatchObject({
      currencySymbol: '$',
      decimalPlaces: 2,
      offerId: null,
      shoppingRspId: null,
      isShortlisted: false,
      paymentInfo: { ccPayload: null },
    });
  });

  it('a new search resets offer id, shopping response id, priced itinerary id, ancillaries, shortlist flag and search key', () => {
    const state = startSearchState(midSearch(), 'trip=oneway&from=MEL', {
      adult: 2,
      children: 0,
      infants: 1,
    });
    expect(state).toMatchObject({
      searchKey: 'trip=oneway&from=MEL',
      offerId: null,
      shoppingRspId: null,
      pricedItineraryId: [],
      passengerAncillaries: { seats: [], bags: [], meals: [] },
      contact: null,
      bookingStep: 1,
      offerData: null,
      isShortlisted: false,
      selectedPItin: [],
      scheduleGroupJourneys: [],
    });
    // The bookable date range is about the calendar, not the search: it stays.
    expect(state.searchDateRange?.start).toBe('2026-11-23');
    expect(state.travelers).toEqual([
      { travelerId: 'T1', passengerType: 'Adult' },
      { travelerId: 'T2', passengerType: 'Adult' },
      { travelerId: 'T3', passengerType: 'Infants' },
    ]);
  });

  it('the same search again keeps the state (returning to the results)', () => {
    const state = midSearch();
    expect(startSearchState(state, 'trip=return&from=SYD', { adult: 1, children: 0, infants: 0 })).toBe(
      state,
    );
  });

  it('records the fare chosen for a journey and drops later choices', () => {
    let state = midSearch();
    state = selectJourneyState(state, 1, itinerary('J1-bbbbbbbbbbbb'), 0);
    expect(state.pricedItineraryId).toEqual(['J0-aaaaaaaaaaaa', 'J1-bbbbbbbbbbbb']);
    expect(
      state.scheduleGroupJourneys.map((journey) => [
        journey.scheduleGroupJourneyIndex,
        journey.brandIndex,
        journey.brand.name,
      ]),
    ).toEqual([
      [0, 1, 'Brand 1'],
      [1, 0, 'Brand 0'],
    ]);
    expect(state.offerId).toBeNull();
    expect(state.referenceData.places.SIN?.cityName).toBe('Singapore');
    expect(state.referenceData.airlines.QF).toBe('Qantas');

    const again = selectJourneyState(state, 0, itinerary('J0-cccccccccccc'), 0);
    expect(again.pricedItineraryId).toEqual(['J0-cccccccccccc']);
    expect(clearSelectionState(state, 1).pricedItineraryId).toEqual(['J0-aaaaaaaaaaaa']);
  });

  it('marks shortlisted itineraries, and the flag when the selection is one', () => {
    const base = { ...midSearch(), isShortlisted: false };
    const other = shortlistedState(base, 'J0-zzzzzzzzzzzz');
    expect(other.shortlistedIds).toEqual(['J0-zzzzzzzzzzzz']);
    expect(other.isShortlisted).toBe(false);
    expect(shortlistedState(base, 'J0-aaaaaaaaaaaa').isShortlisted).toBe(true);
  });

  it.each([
    ['2026-11-21T11:59:00Z', true],
    ['2026-11-21T12:00:01Z', false],
  ])('at %s the offer is live: %s', (now, live) => {
    expect(isOfferLive(midSearch(), new Date(now))).toBe(live);
  });

  it('reads a saved state, filling fields an older save lacks', () => {
    expect(decodeFlightOffer('{"shoppingRspId":"x"}')).toMatchObject({
      shoppingRspId: 'x',
      currencySymbol: '$',
      selectedPItin: [],
    });
    expect(decodeFlightOffer('not json')).toEqual(initialFlightOffer());
  });

  it('lists travellers adults first', () => {
    expect(
      travelersFor({ adult: 1, children: 1, infants: 0 }).map((traveler) => traveler.passengerType),
    ).toEqual(['Adult', 'Children']);
  });
});
