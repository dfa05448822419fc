import { describe, expect, it } from 'vitest';
import type { FareBrand, PricedItinerary } from '../../shared/contracts/flights';
import { SEAT_SELECTION_NOT_AVAILABLE } from '../../shared/contracts/seat-map';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import { formatMoney } from '../../shared/domain/money';
import { BRAND_FAMILIES } from '../flights/fare-brands.rules';
import { Inventory } from '../flights/inventory';
import { loadNetwork } from '../flights/network';
import type { AircraftSize } from '../flights/schedule.rules';
import { rulesOfBrand } from '../flight-search/fare-rule.rules';
import { AIRCRAFT_OF_SIZE, INCLUDED, mapOf, NO_SELECTION, SAVER, seatsOf } from './seat-map.fixtures';
import { daysToDepartureOf, flightKeyOf, priceSeat } from './seat-map.rules';

describe('prices by brand', () => {
  const economy = mapOf({ aircraft: { code: '738' }, cabin: 'Economy', brand: SAVER });
  const standard = seatsOf(economy).find((seat) => !seat.characteristics.includes('L'))!;
  const exit = seatsOf(economy).find((seat) => seat.characteristics.includes('E'))!;

  it.each([
    ['an included brand, standard seat', standard, INCLUDED, null],
    ['an included brand, exit seat', exit, INCLUDED, null],
    ['a saver brand, standard seat', standard, SAVER, 3500],
    ['a saver brand, exit seat', exit, SAVER, 7000],
    ['a saver brand, bulkhead leg space', { characteristics: ['K', 'L'] as const }, SAVER, 7000],
    ['a brand without seat selection', standard, NO_SELECTION, null],
  ])('%s', (_name, seat, brand, cents) => {
    const price = priceSeat({ characteristics: [...seat.characteristics] }, brand);
    expect(price).toEqual(cents === null ? null : { amountCents: cents, currency: 'AUD' });
  });

  it.each(
    Object.entries(BRAND_FAMILIES).flatMap(([cabin, family]) =>
      family.map((brand) => [cabin, brand] as const),
    ),
  )('%s %s agrees with its fare rule', (cabin, template) => {
    const size: AircraftSize = cabin === 'First' ? 'heavy' : 'wide';
    const brand = { seatSelection: { included: template.seatSelectionIncluded, fee: template.seatFee } };
    const map = mapOf({ aircraft: { code: AIRCRAFT_OF_SIZE[size] }, cabin: cabin as CabinClass, brand });
    expect(map.selectable).toBe(true);
    for (const seat of seatsOf(map)) {
      expect(seat.price === null).toBe(template.seatSelectionIncluded);
      expect(seat.characteristics.includes('CH')).toBe(seat.price !== null);
      if (seat.price) expect(seat.price.amountCents).toBeGreaterThanOrEqual((template.seatFee ?? 0) * 100);
    }
  });

  it('charges what the fare rule text says, for standard and extra-legroom seats', () => {
    const fareBrand = { seatSelection: SAVER.seatSelection } as FareBrand;
    const itinerary = {
      segments: [],
      validatingAirline: 'QF',
      offerExpiresAt: '',
    } as unknown as PricedItinerary;
    const rule = rulesOfBrand(
      {
        ...fareBrand,
        name: 'Economy Saver',
        cabinClass: 'Economy',
        refund: { condition: 'NotRefundable', fee: null },
        exchange: { condition: 'NotAllowed', fee: null },
        baggage: { checkedPieces: 0, checkedKgPerPiece: 0, cabinKg: 7 },
        meals: 'Snack',
        lounge: false,
        priority: false,
      },
      itinerary,
    ).find((entry) => entry.category === 'Seat selection')!.text;
    const dollars = (cents: number | undefined) => formatMoney((cents ?? 0) / 100);
    expect(rule).toContain(`${dollars(priceSeat(standard, SAVER)?.amountCents)} per seat per flight`);
    expect(rule).toContain(
      `Exit-row and extra-legroom seats cost ${dollars(priceSeat(exit, SAVER)?.amountCents)}`,
    );
  });

  it('says "Seat selection not available" when the brand allows none', () => {
    expect(mapOf({ brand: NO_SELECTION })).toMatchObject({
      selectable: false,
      reason: SEAT_SELECTION_NOT_AVAILABLE,
    });
  });
});

describe('against the fare engine', () => {
  const inventory = new Inventory(loadNetwork());

  it.each(['Business', 'Economy'] as const)(
    'a %s seat map of a searched flight has the seats its fares count as left',
    (cabin) => {
      const searchedAt = new Date('2026-12-20T02:00:00Z');
      const itineraries = inventory.searchJourney(
        {
          origins: ['SYD'],
          destinations: ['MEL', 'BNE', 'SIN'],
          date: '2026-12-21',
          cabin,
          passengers: { adult: 1, children: 0, infants: 0 },
          journeyIndex: 0,
          directOnly: true,
        },
        searchedAt,
      );
      expect(itineraries.length).toBeGreaterThan(5);
      let fewSeatsChecked = 0;
      for (const itinerary of itineraries) {
        const segment = itinerary.segments[0]!;
        const route = inventory.network.routesFrom
          .get('SYD')!
          .find(
            (candidate) =>
              candidate.to === segment.arrival.code && candidate.airline === segment.airline.code,
          )!;
        const keys = inventory.flightsOn(route, '2026-12-21').map((flight) => flight.key);
        expect(keys).toContain(flightKeyOf(segment));

        const map = mapOf({
          flightKey: flightKeyOf(segment),
          aircraft: segment.aircraft,
          cabin: segment.cabinClass,
          daysToDeparture: daysToDepartureOf(segment.departure.time.slice(0, 10), searchedAt),
          brand: itinerary.brands[0]!,
        });
        const free = seatsOf(map).filter((seat) => seat.available).length;
        for (const brand of itinerary.brands) expect(brand.seatsLeft).toBe(Math.min(free, 9));
        if (free < 9) fewSeatsChecked += 1;
      }
      expect(fewSeatsChecked).toBeGreaterThan(0);
    },
  );
});
