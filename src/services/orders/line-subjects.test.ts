import { describe, expect, it } from 'vitest';
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';
import { withLineSubjects } from './line-subjects';

const place = (code: string, cityName: string) => ({ code, cityName, cityCode: code });
const journey = (journeyIndex: number, from: [string, string], to: [string, string]) =>
  ({
    journeyIndex,
    brand: { name: 'Business Saver' },
    itinerary: { segments: [{ departure: place(...from), arrival: place(...to) }] },
  }) as unknown as OfferJourney;
const journeys = [
  journey(0, ['SYD', 'Sydney'], ['LON', 'London']),
  journey(1, ['LON', 'London'], ['SYD', 'Sydney']),
];
const line = (kind: PriceLine['kind'], label: string): PriceLine => ({
  kind,
  label,
  travelerId: 'T1',
  amountCents: 100,
});

describe('withLineSubjects', () => {
  it('gives each stored line of a sale the journey, bag, seat or meal it prices', () => {
    const lines = withLineSubjects(
      [
        line('fare', 'Sydney to London, Business Saver fare'),
        line('taxes', 'Sydney to London, taxes and charges'),
        line('fare', 'London to Sydney, Business Saver fare'),
        line('taxes', 'London to Sydney, taxes and charges'),
        line('seat', 'Seat 7A on QF1'),
        line('bag', 'Extra baggage 23 kg, London to Sydney'),
        line('meal', 'Vegetarian vegan meal'),
      ],
      journeys,
      {
        seats: [{ travelerId: 'T1', flightKey: 'QF1-2027-01-16-SYD', designator: '7A' }],
        bags: [{ travelerId: 'T1', journeyIndex: 1, bandId: 'bag-23kg' }],
        meals: [{ travelerId: 'T1', mealCode: 'VGML' }],
      },
    );
    expect(lines.map((item) => item.subject)).toEqual([
      { journeyIndex: 0, brand: 'Business Saver' },
      { journeyIndex: 0 },
      { journeyIndex: 1, brand: 'Business Saver' },
      { journeyIndex: 1 },
      { seat: '7A', flight: 'QF1' },
      { journeyIndex: 1, extraKg: 23 },
      { mealCode: 'VGML' },
    ]);
  });

  it('leaves a line worded otherwise (a change, a hotel room) with its label alone', () => {
    const lines = withLineSubjects(
      [line('fare', 'Fare difference, new dates'), line('room', 'Deluxe King, 3 nights')],
      journeys,
      { seats: [], bags: [], meals: [] },
    );
    expect(lines.map((item) => item.subject)).toEqual([undefined, undefined]);
  });

  it('reads a hotel order whose stored extras are an empty object', () => {
    const noExtras = {} as Parameters<typeof withLineSubjects>[2];
    expect(withLineSubjects([line('room', 'Deluxe King, 3 nights')], [], noExtras)).toHaveLength(1);
  });
});
