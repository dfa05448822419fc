import { describe, expect, it } from 'vitest';
import type { FareBrand } from '../../shared/contracts/flight-results';
import type { OfferJourney } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import { ORDER_CHANGE_MESSAGES } from '../../shared/contracts/order-change';
import { brandOfFixture, itineraryOf, segmentOf } from '../offers/offer.fixtures';
import { offerJourneyOf } from '../offers/offer.rules';
import {
  changeFigures,
  changeRefusal,
  confirmableOnline,
  dateRefusal,
  datesAround,
  fitsBetween,
} from './change-quote.rules';

const NOW = new Date('2026-11-21T00:00:00Z');

/** A brand of the exchange condition and fee given, the adult fare and taxes (dollars) given. */
function brand(
  exchange: FareBrand['exchange']['condition'],
  fee: number | null,
  adultFare = 100.1,
  adultTax = 20.05,
): FareBrand {
  return brandOfFixture({
    exchange: { condition: exchange, fee },
    prices: [
      {
        passengerType: 'Adult',
        count: 1,
        baseFare: adultFare,
        taxes: [{ code: 'AU', name: 'AU', amount: adultTax }],
        totalPerPassenger: 0,
      },
      { passengerType: 'Children', count: 1, baseFare: 50, taxes: [], totalPerPassenger: 50 },
    ],
  });
}

/** Journey `index` leaving on the local date given (08:00 Sydney, 21:00 UTC the day before). */
function journeyOn(index: number, date: string, fare = brand('Exchangeable', null)): OfferJourney {
  const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const segment = segmentOf({
    departure: {
      ...segmentOf().departure,
      time: `${date}T08:00:00+11:00`,
      utc: `${dayBefore}T21:00:00.000Z`,
    },
    arrival: { ...segmentOf().arrival, time: `${date}T09:35:00+11:00`, utc: `${dayBefore}T22:35:00.000Z` },
  });
  return offerJourneyOf(index, itineraryOf([segment], fare), fare);
}

describe('changeRefusal', () => {
  const journeys = [journeyOn(0, '2026-12-15'), journeyOn(1, '2026-12-20', brand('NotAllowed', null))];
  const cases: Array<[string, Partial<Parameters<typeof changeRefusal>[0]>, string | null]> = [
    ['a confirmed exchangeable journey', {}, null],
    ['a ticketed one', { status: 'Ticketed' }, null],
    ['a held invoice order', { status: 'Held' }, ORDER_CHANGE_MESSAGES.notPaid],
    ['an order being paid', { status: 'Authorised' }, ORDER_CHANGE_MESSAGES.inProgress],
    ['a cancelled order', { status: 'Cancelled' }, ORDER_CHANGE_MESSAGES.cancelled],
    ['a refunded order', { status: 'Refunded' }, ORDER_CHANGE_MESSAGES.cancelled],
    ['a hotel order', { kind: 'hotel' }, ORDER_CHANGE_MESSAGES.notFlight],
    ['a fare that allows no change', { journeyIndex: 1 }, ORDER_CHANGE_MESSAGES.notExchangeable],
    ['a journey the order does not have', { journeyIndex: 2 }, ORDER_CHANGE_MESSAGES.noJourney],
    ['a departed journey', { now: new Date('2026-12-15T00:00:00Z') }, ORDER_CHANGE_MESSAGES.departed],
  ];
  it.each(cases)('%s', (_name, overrides, expected) => {
    const input = {
      kind: 'flight' as const,
      status: 'Confirmed' as OrderStatus,
      journeys,
      journeyIndex: 0,
      now: NOW,
      ...overrides,
    };
    expect(changeRefusal(input)).toBe(expected);
  });
});

describe('dateRefusal', () => {
  const journeys = [journeyOn(0, '2026-12-15'), journeyOn(1, '2026-12-20')];
  it.each([
    [0, '2026-12-17', null],
    [0, '2026-12-15', null],
    [0, '2026-12-20', null],
    [0, '2026-12-21', ORDER_CHANGE_MESSAGES.laterJourney],
    [0, '2026-11-21', ORDER_CHANGE_MESSAGES.pastDate],
    [1, '2026-12-14', ORDER_CHANGE_MESSAGES.earlierJourney],
    [1, '2026-12-30', null],
  ])('journey %i on %s', (index, date, expected) => {
    expect(dateRefusal(journeys, index, date, '2026-11-21')).toBe(expected);
  });
});

describe('changeFigures', () => {
  it('charges the increase of fare and taxes per passenger', () => {
    const figures = changeFigures(brand('Exchangeable', null), brand('Exchangeable', null, 130.1, 21.05), [
      'Adult',
      'Adult',
    ]);
    expect(figures).toEqual({
      fareDifferenceCents: 6000,
      taxesDifferenceCents: 200,
      changeFeeCents: 0,
      forfeitedCents: 0,
      totalCents: 6200,
    });
  });

  it('forfeits a decrease: never negative to the traveller', () => {
    const figures = changeFigures(brand('Exchangeable', null), brand('Exchangeable', null, 80.1, 19.05), [
      'Adult',
    ]);
    expect(figures).toMatchObject({
      fareDifferenceCents: 0,
      taxesDifferenceCents: 0,
      forfeitedCents: 2100,
      totalCents: 0,
    });
    expect(confirmableOnline(figures!, false)).toBe(true);
  });

  it('adds the change fee per passenger, capped at the fare booked', () => {
    const figures = changeFigures(brand('ExchangeableWithFee', 75), brand('ExchangeableWithFee', 75), [
      'Adult',
      'Children',
    ]);
    expect(figures).toMatchObject({ changeFeeCents: 7500 + 5000, totalCents: 12_500 });
    expect(confirmableOnline(figures!, false)).toBe(false);
    expect(confirmableOnline(figures!, true)).toBe(true);
  });

  it('is null when the new flights do not price a passenger type', () => {
    expect(changeFigures(brand('Exchangeable', null), brand('Exchangeable', null), ['Infants'])).toBeNull();
  });
});

describe('datesAround', () => {
  it('lists three days either side, across a month end', () => {
    expect(datesAround('2026-12-30')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('fitsBetween', () => {
  // Outbound 15 Dec 21:00-22:35 UTC the day before; return 20 Dec likewise.
  const journeys = [journeyOn(0, '2026-12-15'), journeyOn(1, '2026-12-20')];
  it.each([
    [0, '2026-12-19T19:00:00.000Z', '2026-12-19T20:30:00.000Z', true],
    [0, '2026-12-19T20:00:00.000Z', '2026-12-19T21:00:00.000Z', false],
    [1, '2026-12-14T22:35:00.000Z', '2026-12-15T00:00:00.000Z', false],
    [1, '2026-12-14T23:00:00.000Z', '2026-12-15T00:00:00.000Z', true],
  ])('journey %i leaving %s, arriving %s: %s', (index, departs, arrives, expected) => {
    expect(fitsBetween(journeys, index, departs, arrives)).toBe(expected);
  });
});
