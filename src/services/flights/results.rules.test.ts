import { describe, expect, it } from 'vitest';
import type { PricedItinerary, SortOrder } from '../../shared/contracts/flights';
import { filterItineraries, matchingBoundsOf, sortItineraries } from './results.rules';

/** An itinerary with only what the filters and sort orders read. */
function itinerary(id: string, price: number, minutes: number, departs: string, stops = 0): PricedItinerary {
  const segment = {
    airline: { code: id.slice(0, 2), name: id, alliance: null },
    departure: { utc: `2026-12-15T${departs}:00Z`, time: `2026-12-15T${departs}:00+00:00` },
    arrival: { time: '2026-12-16T10:00:00+00:00' },
    seatProduct: null,
  };
  return {
    pricedItineraryId: id,
    lowestPrice: price,
    totalDurationMinutes: minutes,
    stops,
    layovers: [],
    segments: [segment],
  } as unknown as PricedItinerary;
}

const items = [
  itinerary('QF1', 5000, 1400, '08:00', 1),
  itinerary('EK2', 4000, 1500, '21:00', 1),
  itinerary('SQ3', 4000, 1300, '13:00', 2),
  itinerary('BA4', 6000, 1200, '06:00', 0),
];
const ids = (list: PricedItinerary[]) => list.map((item) => item.pricedItineraryId);

describe('GetResult sort orders', () => {
  it.each<[SortOrder, string[]]>([
    ['cheapest', ['SQ3', 'EK2', 'QF1', 'BA4']],
    ['fastest', ['BA4', 'SQ3', 'QF1', 'EK2']],
    ['earliest', ['BA4', 'QF1', 'SQ3', 'EK2']],
    ['latest', ['EK2', 'SQ3', 'QF1', 'BA4']],
  ])('%s', (sortBy, expected) => {
    expect(ids(sortItineraries(items, sortBy))).toEqual(expected);
  });

  it("best: puts the agency's priority airlines first among equally good itineraries, in their order", () => {
    const tied = [
      itinerary('SQ7', 4000, 1300, '06:00'),
      itinerary('EK8', 4000, 1300, '07:00'),
      itinerary('QF9', 4010, 1300, '09:00'),
      itinerary('BA5', 3000, 1000, '23:00'),
    ];
    expect(ids(sortItineraries(tied, 'best'))).toEqual(['BA5', 'QF9', 'EK8', 'SQ7']);
  });

  it('best: a priority airline does not pass a clearly better itinerary', () => {
    const list = [itinerary('QF1', 5000, 1400, '06:00'), itinerary('SQ2', 4000, 1400, '09:00')];
    expect(ids(sortItineraries(list, 'best'))).toEqual(['SQ2', 'QF1']);
  });

  it('leaves the list it was given as it was', () => {
    sortItineraries(items, 'cheapest');
    expect(ids(items)).toEqual(['QF1', 'EK2', 'SQ3', 'BA4']);
  });
});

describe('GetResult filters', () => {
  it.each<[string, Parameters<typeof filterItineraries>[1], string[]]>([
    ['none', {}, ['QF1', 'EK2', 'SQ3', 'BA4']],
    ['direct', { stops: [0] }, ['BA4']],
    ['two or more stops', { stops: [2] }, ['SQ3']],
    ['an airline', { airlines: ['EK'] }, ['EK2']],
    ['a price ceiling', { maxPrice: 4500 }, ['EK2', 'SQ3']],
    ['a duration ceiling', { maxDurationMinutes: 1300 }, ['SQ3', 'BA4']],
    ['morning departures', { departureBands: ['morning'] }, ['QF1']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filterItineraries(items, filters))).toEqual(expected);
  });

  it('keeps only the itineraries labelled "Lower emissions" when asked (lowerEmissionsOnly)', () => {
    const labelled = items.map((item, index) => ({
      ...item,
      emissions: { co2eKg: 1000 + index, typicalKg: 1200, lower: index % 2 === 1 },
    }));
    expect(ids(filterItineraries(labelled, { lowerEmissionsOnly: true }))).toEqual(['EK2', 'BA4']);
    expect(ids(filterItineraries(labelled, { lowerEmissionsOnly: false }))).toHaveLength(4);
    // An itinerary without an estimate is never "lower".
    expect(filterItineraries(items, { lowerEmissionsOnly: true })).toEqual([]);
  });
});

// Issue 25: the Cheapest chip kept the unfiltered lowest price after a filter removed that fare.
describe('the sort chips read the itineraries that pass the filters', () => {
  it('gives the cheapest and quickest of the filtered list', () => {
    const direct = filterItineraries(items, { stops: [0] });
    expect(matchingBoundsOf(direct)).toEqual({ lowestPrice: 6000, shortestDurationMinutes: 1200 });
    const oneStop = filterItineraries(items, { stops: [1] });
    expect(matchingBoundsOf(oneStop)).toEqual({ lowestPrice: 4000, shortestDurationMinutes: 1400 });
  });

  it('is null when nothing passes', () => {
    expect(matchingBoundsOf([])).toBeNull();
  });
});
