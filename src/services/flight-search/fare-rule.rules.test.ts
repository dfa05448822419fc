import { describe, expect, it } from 'vitest';
import type { FareBrand, PricedItinerary } from '../../shared/contracts/flights';
import { fareRulesOf } from './fare-rule.rules';

const brand = (overrides: Partial<FareBrand>): FareBrand => ({
  brandIndex: 0,
  code: 'BUSSAVER',
  name: 'Business Saver',
  cabinClass: 'Business',
  refund: { condition: 'RefundableWithFee', fee: 800 },
  exchange: { condition: 'ExchangeableWithFee', fee: 500 },
  baggage: { checkedPieces: 2, checkedKgPerPiece: 32, cabinKg: 14 },
  seatSelection: { included: true, fee: null },
  meals: 'Multi-course dining on demand',
  lounge: true,
  priority: true,
  seatsLeft: 9,
  prices: [],
  baseFareTotal: 6000,
  taxTotal: 300,
  total: 6300,
  currency: 'AUD',
  ...overrides,
});

const itinerary = (brands: FareBrand[]) =>
  ({
    pricedItineraryId: 'J0-0123456789ab',
    validatingAirline: 'QF',
    offerExpiresAt: '2026-11-21T00:30:00.000Z',
    segments: [{ airline: { code: 'QF', name: 'Qantas', alliance: 'oneworld' } }],
    brands,
  }) as unknown as PricedItinerary;

const textOf = (groups: ReturnType<typeof fareRulesOf>, category: string) =>
  groups[0]!.rules.find((rule) => rule.category === category)!.text;

describe('fareRulesOf', () => {
  it.each([
    [
      { refund: { condition: 'RefundableWithFee', fee: 800 } },
      'Cancellation',
      'Refundable with fee. This fare is refundable before departure. A fee of $800.00',
    ],
    [
      { refund: { condition: 'NotRefundable', fee: null } },
      'Cancellation',
      'Not refundable. This fare is not refundable.',
    ],
    [
      { refund: { condition: 'Refundable', fee: null } },
      'Cancellation',
      'Refundable. This fare is refundable before departure without a fee.',
    ],
    [
      { exchange: { condition: 'ExchangeableWithFee', fee: 500 } },
      'Changes',
      'A fee of $500.00 per passenger applies, plus any fare difference.',
    ],
    [{ exchange: { condition: 'NotAllowed', fee: null } }, 'Changes', 'Changes not allowed.'],
    [
      { baggage: { checkedPieces: 0, checkedKgPerPiece: 0, cabinKg: 7 } },
      'Baggage',
      'No checked baggage is included; cabin baggage up to 7 kg.',
    ],
    [
      { baggage: { checkedPieces: 2, checkedKgPerPiece: 32, cabinKg: 14 } },
      'Baggage',
      '2 checked pieces of up to 32 kg each',
    ],
    [
      { seatSelection: { included: false, fee: 35 } },
      'Seat selection',
      'Seat selection is available for $35.00 per seat per flight.',
    ],
    [{ lounge: true }, 'Inclusions', 'Lounge access.'],
  ] as const)('%o -> %s says %s', (overrides, category, text) => {
    const groups = fareRulesOf(itinerary([brand(overrides as Partial<FareBrand>)]));
    expect(textOf(groups, category)).toContain(text);
  });

  it('filters to one brand and is empty for an unknown one', () => {
    const brands = [brand({}), brand({ brandIndex: 1, name: 'Business Flex' })];
    expect(fareRulesOf(itinerary(brands), 1).map((group) => group.brandName)).toEqual(['Business Flex']);
    expect(fareRulesOf(itinerary(brands), 2)).toEqual([]);
  });
});
