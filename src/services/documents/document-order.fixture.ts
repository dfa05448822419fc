/** A paid card flight order, Sydney to London Heathrow, for the documents' language tests. */
import type { Order } from '../../shared/contracts/order';
import { heathrowArrival, journeyOf, segmentOf } from '../offers/offer.fixtures';
import { emailOrderFixture } from '../email/email-order.fixture';
import { documentOf } from './documents.service';

const heathrow = heathrowArrival({
  countryName: 'United Kingdom',
  time: '2026-12-16T06:10:00+00:00',
  utc: '2026-12-16T06:10:00.000Z',
});

const DOCUMENT_SELLER = {
  name: 'CTG Travel Pty Ltd',
  abn: '99 000 000 000',
  address: '1 Martin Place, Sydney NSW 2000',
};

function sydneyLondonOrder(): Order {
  const held = emailOrderFixture();
  return {
    ...held,
    status: 'Ticketed',
    journeys: [journeyOf([segmentOf({ flightNumber: 'QF1', arrival: heathrow, cabinClass: 'Business' })])],
    passengers: held.passengers.map((passenger) => ({ ...passenger, ticketNumber: '0812345678901' })),
    ancillaries: { seats: [], bags: [], meals: [] },
    lines: [
      {
        kind: 'fare',
        label: 'Sydney to London, Economy Saver fare',
        subject: { journeyIndex: 0, brand: 'Economy Saver' },
        travelerId: 'T1',
        amountCents: 250_000,
      },
      {
        kind: 'taxes',
        label: 'Sydney to London, taxes and charges',
        subject: { journeyIndex: 0 },
        travelerId: 'T1',
        amountCents: 41_420,
      },
    ],
    totalCents: 291_420,
    payment: {
      paymentMode: 'MintPayment',
      scheme: 'visa',
      last4: '4242',
      amountCents: 294_334,
      surchargeCents: 2_914,
      status: 'Captured',
    },
    invoice: null,
  } as Order;
}

export const sydneyLondonInvoice = () =>
  documentOf(sydneyLondonOrder(), { document: 'tax-invoice', businessName: '', abn: '' }, DOCUMENT_SELLER);
