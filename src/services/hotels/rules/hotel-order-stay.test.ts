import { describe, expect, it } from 'vitest';
import type { HotelQuote } from '../../../shared/contracts/hotel-rooms';
import { stayLines } from './hotel-order-stay';

/** Only what the price lines read: the room, the nights, the total, its taxes and the country. */
const quoteIn = (countryCode: string) =>
  ({
    stay: { nights: 2 },
    room: { name: 'Deluxe King' },
    rate: { taxesCents: 5_000 },
    totalCents: 55_000,
    property: { address: { countryCode } },
  }) as unknown as HotelQuote;

describe("a stay's price lines", () => {
  it("name the country's own tax: a Tokyo stay is not charged Australian GST (issue 25, defect 8)", () => {
    expect(stayLines(quoteIn('JP'))).toEqual([
      { kind: 'room', label: 'Deluxe King, 2 nights', travelerId: null, amountCents: 50_000 },
      { kind: 'taxes', label: 'Consumption tax (10%)', travelerId: null, amountCents: 5_000 },
    ]);
    expect(stayLines(quoteIn('AU'))[1]?.label).toBe('GST');
  });
});
