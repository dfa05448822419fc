/**
 * A document's lines carry what they price and the order's journeys (issue 25 defect 7), so the site
 * can word a Japanese reader's tax invoice in Japanese; the card surcharge line carries none.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { journeyOf, segmentOf } from '../offers/offer.fixtures';
import { documentOf } from './documents.service';

const seller = { name: 'CTG Travel', abn: '12 345 678 901', address: 'Sydney NSW' };

function paidOrder(): Order {
  return {
    orderId: 'ord_00112233445566778899aabb',
    kind: 'flight',
    stay: null,
    bookingReference: 'QX7K2M',
    status: 'Ticketed',
    createdAt: '2026-11-21T00:00:00.000Z',
    contact: { email: 'kenji@example.com', mobileNumber: '0412 345 678' },
    journeys: [journeyOf([segmentOf()])],
    passengers: [],
    ancillaries: { seats: [], bags: [], meals: [] },
    lines: [
      {
        kind: 'taxes',
        label: 'Sydney to Melbourne, taxes and charges',
        subject: { journeyIndex: 0 },
        travelerId: null,
        amountCents: 4_000,
      },
    ],
    totalCents: 4_000,
    payment: {
      paymentMode: 'MintPayment',
      scheme: 'visa',
      last4: '4242',
      amountCents: 4_044,
      surchargeCents: 44,
      status: 'Captured',
    },
    invoice: null,
  } as Order;
}

describe('a tax invoice of a flight order', () => {
  it("keeps each line's subject and names the journeys' cities", () => {
    const doc = documentOf(paidOrder(), { document: 'tax-invoice', businessName: '', abn: '' }, seller);
    expect(doc.journeys).toEqual([
      {
        journeyIndex: 0,
        from: { cityCode: 'SYD', cityName: 'Sydney' },
        to: { cityCode: 'MEL', cityName: 'Melbourne' },
      },
    ]);
    expect(doc.lines[0]).toMatchObject({ kind: 'taxes', subject: { journeyIndex: 0 } });
    expect(doc.lines[1]).toMatchObject({ label: 'Card payment surcharge' });
    expect(doc.lines[1]?.subject).toBeUndefined();
  });
});
