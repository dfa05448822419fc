import { describe, expect, it } from 'vitest';
import { tripOffsetOf, tripPriceOf } from './trip-price';

describe('one price rule: the whole trip for the party, taxes included', () => {
  it('one way: the fare itself, not a "from" price', () => {
    expect(tripPriceOf(2914.2, { chosenTotals: [], laterLowest: [] })).toEqual({
      amount: 2914.2,
      isFrom: false,
    });
  });

  it('outbound of a return: this fare + the lowest return fare, labelled "from"', () => {
    expect(tripPriceOf(5712.91, { chosenTotals: [], laterLowest: [4629.7] })).toEqual({
      amount: 10342.61,
      isFrom: true,
    });
  });

  it('return step: the chosen outbound + this fare, exactly (the detail total)', () => {
    expect(tripPriceOf(4629.7, { chosenTotals: [5712.91], laterLowest: [] })).toEqual({
      amount: 10342.61,
      isFrom: false,
    });
  });

  it('multi-city: chosen legs + this one + the lowest of each later leg, in whole cents', () => {
    expect(tripPriceOf(0.1, { chosenTotals: [0.2], laterLowest: [0.7, 1.005] })?.amount).toBe(2.01);
  });

  it("knows nothing while a later journey's lowest fare is unknown", () => {
    expect(tripOffsetOf({ chosenTotals: [], laterLowest: [null] })).toBeNull();
    expect(tripPriceOf(100, { chosenTotals: [], laterLowest: [null] })).toBeNull();
  });
});
