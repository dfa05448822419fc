import { describe, expect, it } from 'vitest';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';
import type { RefundCondition } from '../../shared/domain/fare-conditions';
import { cancellationQuote, type QuoteInput } from './cancel-quote.rules';

const NOW = new Date('2026-11-21T00:00:00Z');
const DEPARTURE = new Date('2026-12-15T00:00:00Z');

/** A journey whose brand has the refund condition and fee (dollars) given; adult taxes PMC, AU, YR. */
function journey(condition: RefundCondition, fee: number | null): OfferJourney {
  return {
    brand: {
      refund: { condition, fee },
      prices: [
        {
          passengerType: 'Adult',
          taxes: [
            { code: 'PMC', name: 'Passenger Movement Charge', amount: 70 },
            { code: 'AU', name: 'Airport charges', amount: 55.8 },
            { code: 'YR', name: 'Carrier-imposed charges', amount: 12.34 },
          ],
        },
      ],
    },
  } as unknown as OfferJourney;
}

const fare = (travelerId: string, amountCents: number): PriceLine => ({
  kind: 'fare',
  label: 'Sydney to Singapore fare',
  travelerId,
  amountCents,
});
const taxes = (travelerId: string): PriceLine => ({
  kind: 'taxes',
  label: 'Sydney to Singapore, taxes and charges',
  travelerId,
  amountCents: 13_814,
});

function flight(condition: RefundCondition, fee: number | null, extra: Partial<QuoteInput> = {}): QuoteInput {
  return {
    kind: 'flight',
    status: 'Ticketed',
    paymentMode: 'MintPayment',
    lines: [fare('T1', 100_000), taxes('T1'), fare('T2', 100_000), taxes('T2')],
    surchargeCents: 0,
    journeys: [journey(condition, fee)],
    passengerTypes: { T1: 'Adult', T2: 'Adult' },
    stay: null,
    firstDeparture: DEPARTURE,
    payBy: null,
    now: NOW,
    ...extra,
  };
}

describe('flight cancellation quotes', () => {
  it.each([
    // condition, fee ($ per passenger), refund of each fare line, of each taxes line, basis
    ['Refundable', null, 100_000, 13_814, 'Refundable'],
    ['RefundableWithFee', 150, 85_000, 13_814, 'RefundableWithFee'],
    // Not refundable: PMC 70.00 + AU 55.80 come back; YR 12.34 does not.
    ['NotRefundable', null, 0, 12_580, 'NotRefundable'],
  ] as const)(
    '%s (fee %s): fare %i and taxes %i back per passenger',
    (condition, fee, fareBack, taxBack, basis) => {
      const quote = cancellationQuote(flight(condition, fee));
      expect(quote.refusal).toBeNull();
      expect(quote.basis).toBe(basis);
      expect(quote.lines.map((item) => item.refundCents)).toEqual([fareBack, taxBack, fareBack, taxBack]);
      expect(quote.paidCents).toBe(2 * (100_000 + 13_814));
      expect(quote.refundCents).toBe(2 * (fareBack + taxBack));
      expect(quote.keptCents + quote.refundCents).toBe(quote.paidCents);
      for (const item of quote.lines) expect(item.reason === '').toBe(item.keptCents === 0);
      expect(quote.validUntil).toEqual(DEPARTURE);
    },
  );

  it('keeps the whole fare when the fee exceeds it, never more', () => {
    const quote = cancellationQuote(flight('RefundableWithFee', 2_000));
    expect(quote.lines[0]).toMatchObject({ paidCents: 100_000, refundCents: 0, keptCents: 100_000 });
  });

  it('refunds extras with refundable fares and keeps them with a non-refundable one', () => {
    const seat: PriceLine = { kind: 'seat', label: 'Seat 3A', travelerId: 'T1', amountCents: 4_500 };
    const lines = [fare('T1', 100_000), taxes('T1'), seat];
    const refundable = cancellationQuote(flight('Refundable', null, { lines }));
    const not = cancellationQuote(flight('NotRefundable', null, { lines }));
    expect(refundable.lines[2]!.refundCents).toBe(4_500);
    expect(not.lines[2]).toMatchObject({ refundCents: 0, keptCents: 4_500 });
  });

  it('assigns the fare lines of a return to their own journeys (mixed brands)', () => {
    const lines = [fare('T1', 50_000), taxes('T1'), fare('T1', 60_000), taxes('T1')];
    const quote = cancellationQuote(
      flight('Refundable', null, {
        lines,
        journeys: [journey('Refundable', null), journey('NotRefundable', null)],
      }),
    );
    expect(quote.lines.map((item) => item.refundCents)).toEqual([50_000, 13_814, 0, 12_580]);
    expect(quote.basis).toBe('NotRefundable');
  });

  it('gives back the card surcharge in proportion to the refund', () => {
    const full = cancellationQuote(flight('Refundable', null, { surchargeCents: 1_000 }));
    expect(full.lines.at(-1)).toMatchObject({ kind: 'surcharge', refundCents: 1_000, keptCents: 0 });
    const part = cancellationQuote(flight('NotRefundable', null, { surchargeCents: 1_000 }));
    // 25,160 of 227,628 back: floor(1000 × 25160 / 227628) = 110.
    expect(part.lines.at(-1)).toMatchObject({ refundCents: 110, keptCents: 890 });
  });

  it.each([
    ['Authorised', 'This booking is still being paid for. Try again in a minute.'],
    ['Refunded', 'This booking is already cancelled.'],
    ['Released', 'This booking was released because it was not paid: there is nothing to cancel.'],
  ] as const)('refuses a %s order: %s', (status, refusal) => {
    expect(cancellationQuote(flight('Refundable', null, { status })).refusal).toBe(refusal);
  });

  it('refuses once the trip has begun', () => {
    const quote = cancellationQuote(flight('Refundable', null, { now: DEPARTURE }));
    expect(quote.refusal).toBe('This trip has begun: it can no longer be cancelled online.');
  });

  it('releases an unpaid invoice order: nothing paid, nothing refunded', () => {
    const payBy = new Date('2026-11-24T00:00:00Z');
    const quote = cancellationQuote(
      flight('NotRefundable', null, { status: 'Held', paymentMode: 'Invoice', payBy }),
    );
    expect(quote).toMatchObject({ basis: 'InvoiceUnpaid', paidCents: 0, refundCents: 0, keptCents: 0 });
    expect(quote.validUntil).toEqual(payBy);
  });

  // A bank-paid invoice order is cancelled by the same fare rules as a card order (ADR 024 amendment of
  // 2026-11-28); only how the refund is paid differs (by bank transfer, recorded by an agent).
  it.each([
    ['Refundable', null, 227_628, 0],
    ['RefundableWithFee', 150, 197_628, 30_000],
    ['NotRefundable', null, 25_160, 202_468],
  ] as const)('quotes a bank-paid %s fare by the fare rules', (condition, fee, refund, kept) => {
    const paid = flight(condition, fee, { status: 'Ticketed', paymentMode: 'Invoice' });
    const card = cancellationQuote({ ...paid, paymentMode: 'MintPayment' });
    const quote = cancellationQuote(paid);
    expect(quote.refusal).toBeNull();
    expect(quote).toMatchObject({ paidCents: 227_628, refundCents: refund, keptCents: kept });
    expect(quote).toEqual(card);
  });
});

describe('hotel cancellation quotes (the rate timeline as booked)', () => {
  const stay = {
    cancellation: [
      { until: '2026-12-11T03:00:00.000Z', penaltyCents: 0, label: 'Free cancellation until …' },
      { until: '2026-12-14T03:00:00.000Z', penaltyCents: 20_000, label: 'First night charged' },
      { until: null, penaltyCents: 66_000, label: 'Full price charged' },
    ],
  } as unknown as HotelStay;
  const lines: PriceLine[] = [
    { kind: 'room', label: 'Deluxe King, 3 nights', travelerId: null, amountCents: 60_000 },
    { kind: 'taxes', label: 'GST and city taxes', travelerId: null, amountCents: 6_000 },
  ];
  const hotel = (now: string, surchargeCents = 0): QuoteInput => ({
    ...flight('Refundable', null),
    kind: 'hotel',
    status: 'Confirmed',
    lines,
    journeys: [],
    stay,
    surchargeCents,
    now: new Date(now),
  });

  it.each([
    ['2026-11-21T00:00:00Z', [60_000, 6_000], 66_000, '2026-12-11T03:00:00.000Z'],
    ['2026-12-12T00:00:00Z', [40_000, 6_000], 46_000, '2026-12-14T03:00:00.000Z'],
    ['2026-12-14T05:00:00Z', [0, 0], 0, null],
  ] as const)('at %s: lines back %j, total %i, valid until %s', (now, back, total, until) => {
    const quote = cancellationQuote(hotel(now));
    expect(quote.basis).toBe('HotelTimeline');
    expect(quote.lines.map((item) => item.refundCents)).toEqual(back);
    expect(quote.refundCents).toBe(total);
    expect(quote.validUntil?.toISOString() ?? null).toBe(until);
  });

  it('refunds a free cancellation in full, card surcharge included', () => {
    const quote = cancellationQuote(hotel('2026-11-21T00:00:00Z', 990));
    expect(quote).toMatchObject({ paidCents: 66_990, refundCents: 66_990, keptCents: 0 });
  });
});
