import { describe, expect, it } from 'vitest';
import type { OrderPayment, OrderStatus } from '../../shared/contracts/order';
import {
  flightSupplyOf,
  gstLinesOf,
  gstOfInclusive,
  gstTotalsOf,
  isTaxInvoiceIssuable,
  staySupplyOf,
  treatmentOf,
  type Supply,
} from './gst.rules';

describe('GST on a GST-inclusive price', () => {
  it.each([
    [0, 0],
    [11, 1],
    [1100, 100],
    [110_000, 10_000],
    [5, 0], // 0.4545 c
    [6, 1], // 0.5454 c
    [12_345, 1_122], // 1122.27 c
    [33_333, 3_030], // 3030.27 c
    [99_999_999, 9_090_909],
  ])('%i cents includes %i cents of GST', (price, gst) => {
    expect(gstOfInclusive(price)).toBe(gst);
  });
});

describe('which supplies are taxable', () => {
  const AU = 'AU';
  it.each<[string, { from: string; to: string }[], Supply]>([
    ['Sydney to Melbourne', [{ from: AU, to: AU }], 'domestic-flight'],
    [
      'Sydney to Perth via Adelaide',
      [
        { from: AU, to: AU },
        { from: AU, to: AU },
      ],
      'domestic-flight',
    ],
    ['Melbourne to Singapore', [{ from: AU, to: 'SG' }], 'international-flight'],
    ['Singapore to Sydney', [{ from: 'SG', to: AU }], 'international-flight'],
    [
      'Canberra to Tokyo via Sydney',
      [
        { from: AU, to: AU },
        { from: AU, to: 'JP' },
      ],
      'international-flight',
    ],
    ['Tokyo to Osaka', [{ from: 'JP', to: 'JP' }], 'international-flight'],
  ])('%s is a %s', (_route, segments, supply) => {
    expect(flightSupplyOf(segments)).toBe(supply);
  });

  it.each<[string, Supply]>([
    ['AU', 'australian-stay'],
    ['JP', 'overseas-stay'],
    ['NZ', 'overseas-stay'],
  ])('a stay in %s is an %s', (country, supply) => {
    expect(staySupplyOf(country)).toBe(supply);
  });

  it.each<[Supply, string]>([
    ['domestic-flight', 'taxable'],
    ['australian-stay', 'taxable'],
    ['international-flight', 'gst-free'],
    ['overseas-stay', 'gst-free'],
  ])('%s is %s', (supply, treatment) => {
    expect(treatmentOf(supply)).toBe(treatment);
  });
});

describe('the lines and totals of a tax invoice', () => {
  const fare = {
    label: 'Sydney to Melbourne, Business Saver fare',
    travellerName: 'Ms A',
    amountCents: 45_100,
  };
  const taxes = {
    label: 'Sydney to Melbourne, taxes and charges',
    travellerName: 'Ms A',
    amountCents: 3_850,
  };

  it.each<[string, Supply, number, number[], number]>([
    // [case, supply, surcharge, GST per line, total GST]
    ['domestic by card', 'domestic-flight', 538, [4_100, 350, 49], 4_499],
    ['domestic by invoice', 'domestic-flight', 0, [4_100, 350], 4_450],
    ['international by card: only the surcharge', 'international-flight', 538, [0, 0, 49], 49],
    ['overseas stay by invoice: none', 'overseas-stay', 0, [0, 0], 0],
    ['Australian stay by card', 'australian-stay', 110, [4_100, 350, 10], 4_460],
  ])('%s', (_case, supply, surcharge, perLine, totalGst) => {
    const lines = gstLinesOf([fare, taxes], supply, surcharge);
    expect(lines.map((line) => line.gstCents)).toEqual(perLine);
    const totals = gstTotalsOf(lines);
    expect(totals.gstCents).toBe(totalGst);
    expect(totals.totalCents).toBe(45_100 + 3_850 + surcharge);
    expect(totals.taxableCents + totals.gstFreeCents).toBe(totals.totalCents);
    if (surcharge > 0)
      expect(lines.at(-1)).toMatchObject({ label: 'Card payment surcharge', treatment: 'taxable' });
  });
});

describe('when a tax invoice may be issued', () => {
  it.each<[OrderStatus, OrderPayment['status'], boolean]>([
    ['Ticketed', 'Captured', true],
    ['Confirmed', 'Captured', true],
    ['Cancelled', 'Captured', true],
    ['PartlyRefunded', 'Captured', true],
    ['Held', 'AwaitingPayment', false],
    ['Authorised', 'Authorised', false],
    ['Released', 'Released', false],
    ['Failed', 'Voided', false],
    ['Ticketed', 'Voided', false],
  ])('%s with the payment %s: %s', (status, payment, issuable) => {
    expect(isTaxInvoiceIssuable(status, { status: payment })).toBe(issuable);
  });
});
