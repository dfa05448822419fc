import { describe, expect, it } from 'vitest';
import type { Ancillaries } from '../../shared/contracts/offer';
import { travelersFor } from '../../shared/domain/passengers';
import { catalogueFor } from './ancillary.rules';
import { brandOfFixture, journeyOf, segmentOf } from './offer.fixtures';
import {
  assembleOffer,
  carriedAncillaries,
  checkAncillaryChoices,
  fareLinesOf,
  flightSignatureOf,
  passengersOf,
  travelFactsOf,
  travellersWithInfant,
} from './offer.rules';

const counts = { adult: 2, children: 1, infants: 1 };
const passengers = passengersOf(counts);
const journey = journeyOf();
const catalogue = catalogueFor([
  { journeyIndex: 0, segments: journey.itinerary.segments, brand: journey.brand },
]);
const offer = { journeys: [journey], catalogue, passengers };
const none: Ancillaries = { seats: [], bags: [], meals: [] };
const parts = {
  offerId: 'off_0123456789abcdef01234567',
  shoppingRspId: '00000000-0000-4000-8000-000000000000',
  tripType: 'OneWay' as const,
  passengers,
  journeys: [journey],
  catalogue,
  pricedAt: new Date('2026-11-21T00:00:00Z'),
  expiresAt: new Date('2026-11-21T00:20:00Z'),
};

describe('passengersOf', () => {
  it.each([
    [{ adult: 1, children: 0, infants: 0 }],
    [{ adult: 2, children: 1, infants: 1 }],
    [{ adult: 3, children: 4, infants: 2 }],
  ])('numbers %j as the booking screens do', (mix) => {
    expect(passengersOf(mix)).toEqual(travelersFor(mix));
  });

  it('gives the infants to the first adults', () => {
    expect([...travellersWithInfant(passengersOf({ adult: 3, children: 0, infants: 2 }))]).toEqual([
      'T1',
      'T2',
    ]);
  });
});

describe('fareLinesOf and assembleOffer', () => {
  it('has a fare and a taxes line per traveller, in cents, adding up to the engine total', () => {
    const lines = fareLinesOf([journey], passengers);
    expect(lines.map((line) => [line.kind, line.travelerId, line.amountCents])).toEqual([
      ['fare', 'T1', 10_010],
      ['taxes', 'T1', 2_520],
      ['fare', 'T2', 10_010],
      ['taxes', 'T2', 2_520],
      ['fare', 'T3', 7_508],
      ['taxes', 'T3', 2_005],
      ['fare', 'T4', 1_001],
      ['taxes', 'T4', 0],
    ]);
    expect(lines[0]!.label).toBe('Sydney to Melbourne, Economy Saver fare');
    const total = assembleOffer(parts, none, () => null);
    expect(total.fareCents).toBe(35_574);
    expect(total.totalCents).toBe(35_574);
  });

  it('adds seat, bag and meal lines to the total', () => {
    const ancillaries: Ancillaries = {
      seats: [{ travelerId: 'T1', flightKey: journey.flightKeys[0]!, designator: '12A' }],
      bags: [{ travelerId: 'T2', journeyIndex: 0, bandId: 'bag-20kg' }],
      meals: [{ travelerId: 'T3', mealCode: 'CHML' }],
    };
    const bag = catalogue.baggage.find((band) => band.bandId === 'bag-20kg')!.priceCents;
    const priced = assembleOffer(parts, ancillaries, () => 3_500);
    expect(priced.ancillariesCents).toBe(3_500 + bag);
    expect(priced.totalCents).toBe(35_574 + 3_500 + bag);
    expect(priced.lines.slice(-3).map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ['seat', 'Seat 12A on QF401', 3_500],
      ['bag', 'Extra baggage 20 kg, Sydney to Melbourne', bag],
      ['meal', 'Child meal', 0],
    ]);
    // An included seat is not a line.
    expect(assembleOffer(parts, ancillaries, () => null).lines.some((line) => line.kind === 'seat')).toBe(
      false,
    );
  });
});

describe('checkAncillaryChoices', () => {
  const key = journey.flightKeys[0]!;
  it.each([
    [none, null],
    [
      { ...none, seats: [{ travelerId: 'T5', flightKey: key, designator: '1A' }] },
      'Traveller T5 is not on this offer',
    ],
    [
      { ...none, seats: [{ travelerId: 'T1', flightKey: 'QF1-2026-12-15-SYD', designator: '1A' }] },
      'Flight QF1-2026-12-15-SYD is not on this offer',
    ],
    [
      {
        ...none,
        seats: [
          { travelerId: 'T1', flightKey: key, designator: '1A' },
          { travelerId: 'T1', flightKey: key, designator: '1B' },
        ],
      },
      'Traveller T1 can have one seat per flight',
    ],
    [
      { ...none, bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-15kg' }] },
      'Baggage band bag-15kg is not sold on journey 1',
    ],
    [
      {
        ...none,
        bags: [
          { travelerId: 'T1', journeyIndex: 0, bandId: 'bag-10kg' },
          { travelerId: 'T1', journeyIndex: 0, bandId: 'bag-20kg' },
        ],
      },
      'Traveller T1 can have one baggage band per journey',
    ],
    [
      {
        ...none,
        meals: [
          { travelerId: 'T1', mealCode: 'VGML' },
          { travelerId: 'T1', mealCode: 'AVML' },
        ],
      },
      'Traveller T1 can have one meal request',
    ],
    // Issue 25, defect 9: adults were offered, and could order, baby and child meals.
    [{ ...none, meals: [{ travelerId: 'T1', mealCode: 'BBML' }] }, 'Meal BBML is not offered to an adult'],
    [{ ...none, meals: [{ travelerId: 'T1', mealCode: 'CHML' }] }, 'Meal CHML is not offered to an adult'],
  ] as [Ancillaries, string | null][])('%j: %s', (ancillaries, problem) => {
    expect(checkAncillaryChoices(offer, ancillaries)).toBe(problem);
  });

  it('carries over to a new offer only what it can still sell', () => {
    const previous: Ancillaries = {
      seats: [
        { travelerId: 'T1', flightKey: key, designator: '1A' },
        { travelerId: 'T1', flightKey: 'QF9-2026-12-15-SYD', designator: '1A' },
      ],
      bags: [
        { travelerId: 'T2', journeyIndex: 0, bandId: 'bag-10kg' },
        { travelerId: 'T2', journeyIndex: 1, bandId: 'bag-10kg' },
      ],
      meals: [{ travelerId: 'T9', mealCode: 'VGML' }],
    };
    expect(carriedAncillaries(offer, previous)).toEqual({
      seats: [previous.seats[0]],
      bags: [previous.bags[0]],
      meals: [],
    });
  });
});

describe('flights and travel facts', () => {
  it('tells the same flights by number and departure instant', () => {
    const same = journeyOf([segmentOf()], brandOfFixture({ total: 999 }));
    const later = journeyOf([
      segmentOf({ departure: { ...segmentOf().departure, utc: '2026-12-14T23:00:00.000Z' } }),
    ]);
    expect(flightSignatureOf(same.itinerary)).toBe(flightSignatureOf(journey.itinerary));
    expect(flightSignatureOf(later.itinerary)).not.toBe(flightSignatureOf(journey.itinerary));
  });

  it('is international when any flight leaves Australia', () => {
    expect(travelFactsOf([journey])).toEqual({
      firstTravelDate: '2026-12-15',
      lastTravelDate: '2026-12-15',
      international: false,
    });
    const abroad = journeyOf([segmentOf({ arrival: { ...segmentOf().arrival, countryCode: 'NZ' } })]);
    expect(travelFactsOf([abroad]).international).toBe(true);
  });
});
