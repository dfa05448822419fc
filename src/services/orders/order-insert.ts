/**
 * The rows of a new order: the order (with a snapshot of the offer's flights), passengers and items.
 * orderBase and insertItems are shared with hotel orders (hotels/hotel-order-insert.ts, ADR 016).
 */
import { requestLanguage } from '../http/request-language';
import type { PriceLine } from '../../shared/contracts/offer';
import type { InvoiceDetails, OrderCreateRequest, PaymentMode } from '../../shared/contracts/order';
import type { PassengerForm } from '../../shared/validation/booking-forms';
import { orderItems, orderPassengers, orders } from '../db/schema';
import type { StoredOffer } from '../offers/offer-access';
import type { DbTx } from '../db/database';
import type { PaymentRow } from '../payments/payment.repo';

export interface NewOrder {
  orderId: string;
  bookingReference: string;
  owner: string;
  input: OrderCreateRequest;
  stored: StoredOffer;
  passengers: PassengerForm[];
  /** Passport numbers encrypted (field-encryption.ts), in passenger order. */
  ciphertexts: string[];
  payment: PaymentRow | null;
  invoice: InvoiceDetails | null;
  now: Date;
  /** The reservation profile linked to the booking account (linked-reservation-profile.ts). */
  reservationProfileId: string | null;
}

/** "SYD – SIN – SYD": each journey's origin, then the last journey's destination. */
function routeOf(stored: StoredOffer): string {
  const codes: string[] = [];
  for (const journey of stored.offer.journeys) {
    const segments = journey.itinerary.segments;
    const from = segments[0]!.departure.code;
    if (codes.at(-1) !== from) codes.push(from);
    codes.push(segments.at(-1)!.arrival.code);
  }
  return codes.join(' – ');
}

/** What every new order row has, flight or hotel: who, how it is paid, its contact and its times. */
export function orderBase(order: {
  orderId: string;
  bookingReference: string;
  owner: string;
  siteId: string;
  paymentMode: PaymentMode;
  contact: OrderCreateRequest['contact'];
  payment: PaymentRow | null;
  invoice: InvoiceDetails | null;
  now: Date;
  reservationProfileId: string | null;
}) {
  return {
    id: order.orderId,
    bookingReference: order.bookingReference,
    owner: order.owner,
    siteId: order.siteId,
    // A card order waits for its capture; an invoice order is held until paid (ADR 015).
    status: order.payment ? ('Authorised' as const) : ('Held' as const),
    paymentMode: order.paymentMode,
    paymentId: order.payment?.id ?? null,
    contactEmail: order.contact.email,
    contactMobileCountry: order.contact.mobile.mobileCountry,
    contactMobileNumber: order.contact.mobile.mobileNumber,
    surchargeCents: order.payment?.surchargeCents ?? 0,
    invoice: order.invoice,
    payBy: order.invoice ? new Date(order.invoice.payBy) : null,
    // The language the order was made in writes its emails when the owner has no profile language.
    language: requestLanguage() ?? null,
    createdAt: order.now,
    updatedAt: order.now,
    reservationProfileId: order.reservationProfileId,
  };
}

/** The order's price lines, in the order shown. */
export async function insertItems(tx: DbTx, orderId: string, lines: PriceLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId,
      position,
      kind: line.kind,
      label: line.label,
      travelerId: line.travelerId,
      amountCents: line.amountCents,
    })),
  );
}

export async function insertOrder(tx: DbTx, order: NewOrder): Promise<void> {
  const { stored, input } = order;
  const segments = stored.offer.journeys.flatMap((journey) => journey.itinerary.segments);
  await tx.insert(orders).values({
    ...orderBase({ ...order, ...input }),
    offerId: stored.offerId,
    journeys: stored.offer.journeys,
    ancillaries: stored.offer.ancillaries,
    totalCents: stored.totalCents,
    firstDeparture: new Date(segments[0]!.departure.utc),
    lastArrival: new Date(segments.at(-1)!.arrival.utc),
    route: routeOf(stored),
  });
  await tx.insert(orderPassengers).values(
    order.passengers.map((p, index) => ({
      orderId: order.orderId,
      travelerId: p.travelerId,
      passengerType: stored.offer.passengers.find((o) => o.travelerId === p.travelerId)!.passengerType,
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      nationality: p.nationality,
      passportCiphertext: order.ciphertexts[index]!,
      passportLast3: p.passportNumber.slice(-3),
      passportIssueDate: p.passportIssueDate,
      passportExpiryDate: p.passportExpiryDate,
      passportCountry: p.passportCountry,
      frequentFlyer: p.frequentFlyer ?? null,
    })),
  );
  await insertItems(tx, order.orderId, stored.offer.lines);
}
