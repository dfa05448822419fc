/** The rows of a new order: the order (with a snapshot of the offer's flights), passengers and items. */
import type { InvoiceDetails, OrderCreateRequest } from '../../lib/contracts/order';
import type { PassengerForm } from '../../lib/validation/booking-forms';
import { orderItems, orderPassengers, orders } from '../db/schema';
import type { DbTx, StoredOffer } from '../offers/offer-access';
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
}

/** "SYD – SIN – SYD": each journey's origin, then the last journey's destination. */
export function routeOf(stored: StoredOffer): string {
  const codes: string[] = [];
  for (const journey of stored.offer.journeys) {
    const segments = journey.itinerary.segments;
    const from = segments[0]!.departure.code;
    if (codes.at(-1) !== from) codes.push(from);
    codes.push(segments.at(-1)!.arrival.code);
  }
  return codes.join(' – ');
}

export async function insertOrder(tx: DbTx, order: NewOrder): Promise<void> {
  const { stored, input, now } = order;
  const segments = stored.offer.journeys.flatMap((journey) => journey.itinerary.segments);
  await tx.insert(orders).values({
    id: order.orderId,
    bookingReference: order.bookingReference,
    owner: order.owner,
    siteId: input.siteId,
    offerId: stored.offerId,
    status: order.payment ? 'Authorised' : 'Held',
    paymentMode: input.paymentMode,
    paymentId: order.payment?.id ?? null,
    contactEmail: input.contact.email,
    contactMobileCountry: input.contact.mobile.mobileCountry,
    contactMobileNumber: input.contact.mobile.mobileNumber,
    journeys: stored.offer.journeys,
    ancillaries: stored.offer.ancillaries,
    totalCents: stored.totalCents,
    surchargeCents: order.payment?.surchargeCents ?? 0,
    firstDeparture: new Date(segments[0]!.departure.utc),
    lastArrival: new Date(segments.at(-1)!.arrival.utc),
    route: routeOf(stored),
    invoice: order.invoice,
    payBy: order.invoice ? new Date(order.invoice.payBy) : null,
    createdAt: now,
    updatedAt: now,
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
  if (stored.offer.lines.length > 0) {
    await tx.insert(orderItems).values(
      stored.offer.lines.map((line, position) => ({
        orderId: order.orderId,
        position,
        kind: line.kind,
        label: line.label,
        travelerId: line.travelerId,
        amountCents: line.amountCents,
      })),
    );
  }
}
