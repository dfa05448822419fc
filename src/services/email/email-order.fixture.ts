/** A held invoice flight order (SYD–MEL, one adult) for the booking emails' tests. */
import type { Order } from '../../shared/contracts/order';
import { awaitingInvoicePayment } from '../../shared/contracts/order-samples.fixture';
import { journeyOf, segmentOf } from '../offers/offer.fixtures';

export function emailOrderFixture(): Order {
  return {
    orderId: 'ord_00112233445566778899aabb',
    kind: 'flight',
    stay: null,
    bookingReference: 'QX7K2M',
    status: 'Held',
    createdAt: '2026-11-21T00:00:00.000Z',
    contact: { email: 'kenji@example.com', mobileNumber: '0412 345 678' },
    journeys: [journeyOf([segmentOf()])],
    passengers: [
      {
        travelerId: 'T1',
        passengerType: 'Adult',
        title: 'Mr',
        firstName: 'Kenji',
        lastName: 'Sato',
        dateOfBirth: '1980-02-03',
        passportMasked: '•••••123',
        frequentFlyer: null,
        ticketNumber: null,
      },
    ],
    ancillaries: { seats: [], bags: [], meals: [] },
    lines: [],
    totalCents: 291_420,
    payment: awaitingInvoicePayment(),
    invoice: {
      bpayBillerCode: '123456',
      customerReference: '1000000001',
      eft: { accountName: 'CTG Travel', bsb: '062-000', accountNumber: '12345678', reference: 'QX7K2M' },
      payBy: '2026-11-23T12:59:00.000Z',
      amountCents: 291_420,
    },
  };
}
