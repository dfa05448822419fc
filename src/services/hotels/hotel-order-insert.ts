/**
 * The rows of a new hotel order in the one order model (ADR 016): an orders row of kind 'hotel' whose
 * offer_id is the quote, with no journeys or passengers, the HotelStay snapshot, the stay's instants as
 * its first departure and last arrival (so Upcoming/Previous trips sort it with flights), and its lines.
 */
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { HotelOrderCreateRequest, HotelStay } from '../../shared/contracts/hotel-order';
import type { InvoiceDetails } from '../../shared/contracts/order';
import { orders } from '../db/schema';
import type { DbTx } from '../db/database';
import { insertItems, orderBase } from '../orders/order-insert';
import type { PaymentRow } from '../payments/payment.repo';
import { quoteStayTimes, stayInstants, stayLines, stayRoute } from './rules/hotel-order-stay';

export interface NewHotelOrder {
  orderId: string;
  bookingReference: string;
  owner: string;
  input: HotelOrderCreateRequest;
  quote: HotelQuote;
  stay: HotelStay;
  payment: PaymentRow | null;
  invoice: InvoiceDetails | null;
  now: Date;
  reservationProfileId: string | null;
}

export async function insertHotelOrder(tx: DbTx, order: NewHotelOrder): Promise<void> {
  const { input, quote } = order;
  const { checkIn, checkOut } = stayInstants(quoteStayTimes(quote));
  await tx.insert(orders).values({
    ...orderBase({ ...order, ...input, contact: input.guest.contact }),
    kind: 'hotel',
    offerId: quote.quoteId,
    journeys: [],
    // The Order contract's shape, empty: a stay has no seats, bags or meals.
    ancillaries: { seats: [], bags: [], meals: [] },
    stay: order.stay,
    totalCents: quote.totalCents,
    firstDeparture: checkIn,
    lastArrival: checkOut,
    route: stayRoute(quote),
  });
  await insertItems(tx, order.orderId, stayLines(quote));
}
