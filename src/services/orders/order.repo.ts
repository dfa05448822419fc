import type { HotelStay } from '../../shared/contracts/hotel-order';
/** Reading orders with their passengers, items and payment, and how they read on the wire. */
import { asc, eq } from 'drizzle-orm';
import type { Ancillaries, OfferJourney } from '../../shared/contracts/offer';
import type {
  CardScheme,
  InvoiceDetails,
  Order,
  OrderPayment,
  OrderStatus,
  TripSummary,
} from '../../shared/contracts/order';
import { bookingPayments, orderItems, orderPassengers, orders } from '../db/schema';
import type { DbTx } from '../db/database';
import type { DbOrTx } from '../db/database';
import { withLineSubjects } from './line-subjects';
import { latestReissueOf, ticketReissuesOf, type TicketReissueRow } from './order-ticket-reissue';

export type OrderRow = typeof orders.$inferSelect;
type PassengerRow = typeof orderPassengers.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof bookingPayments.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  passengers: PassengerRow[];
  items: ItemRow[];
  payment: PaymentRow | null;
  /** E-tickets replaced by date changes (ADR 026), oldest first; absent where nothing was read. */
  reissues?: TicketReissueRow[];
}

export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order's row locked (FOR UPDATE) until the transaction ends: a concurrent writer of it waits. */
export async function lockOrderRow(tx: DbTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function loadOrderRecord(db: DbOrTx, orderId: string): Promise<OrderRecord | null> {
  const order = await findOrderRow(db, orderId);
  if (!order) return null;
  const passengers = await db
    .select()
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(asc(orderPassengers.travelerId));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const [payment] = order.paymentId
    ? await db.select().from(bookingPayments).where(eq(bookingPayments.id, order.paymentId))
    : [];
  const reissues = await ticketReissuesOf(db, orderId);
  return { order, passengers, items, payment: payment ?? null, reissues };
}

function paymentOf(record: OrderRecord): OrderPayment {
  const { order, payment } = record;
  if (order.paymentMode === 'Invoice') {
    return {
      paymentMode: 'Invoice',
      scheme: null,
      last4: null,
      amountCents: order.totalCents,
      surchargeCents: 0,
      status:
        order.status === 'Released' ? 'Released' : order.status === 'Held' ? 'AwaitingPayment' : 'Captured',
    };
  }
  const status: OrderPayment['status'] =
    payment?.status === 'Captured' ? 'Captured' : payment?.status === 'Authorised' ? 'Authorised' : 'Voided';
  return {
    paymentMode: 'MintPayment',
    scheme: (payment?.scheme ?? null) as CardScheme | null,
    last4: payment?.last4 ?? null,
    amountCents: payment?.amountCents ?? order.totalCents + order.surchargeCents,
    surchargeCents: order.surchargeCents,
    status,
  };
}

export function toOrder(record: OrderRecord): Order {
  const { order } = record;
  return {
    orderId: order.id,
    kind: order.kind,
    stay: (order.stay as HotelStay | null) ?? null,
    bookingReference: order.bookingReference,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    contact: { email: order.contactEmail, mobileNumber: order.contactMobileNumber },
    journeys: order.journeys as OfferJourney[],
    passengers: record.passengers.map((p) => ({
      travelerId: p.travelerId,
      passengerType: p.passengerType,
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth,
      passportMasked: `•••••${p.passportLast3}`,
      frequentFlyer: (p.frequentFlyer as Order['passengers'][number]['frequentFlyer']) ?? null,
      ticketNumber: p.ticketNumber,
      ticketReissue: latestReissueOf(record.reissues ?? [], p.travelerId),
    })),
    ancillaries: order.ancillaries as Ancillaries,
    lines: withLineSubjects(
      record.items.map((item) => ({
        kind: item.kind as Order['lines'][number]['kind'],
        label: item.label,
        travelerId: item.travelerId,
        amountCents: item.amountCents,
      })),
      (order.journeys as OfferJourney[] | null) ?? [],
      (order.ancillaries as Ancillaries | null) ?? { seats: [], bags: [], meals: [] },
    ),
    totalCents: order.totalCents,
    payment: paymentOf(record),
    invoice: (order.invoice as InvoiceDetails | null) ?? null,
    reservationProfileId: order.reservationProfileId,
  };
}

export function toTripSummary(order: OrderRow, passengerCount: number): TripSummary {
  return {
    orderId: order.id,
    kind: order.kind,
    bookingReference: order.bookingReference,
    status: order.status as OrderStatus,
    ...tripTimesOf(order),
    route: order.route,
    passengerCount,
    totalCents: order.totalCents + order.surchargeCents,
    stay: tripStayOf(order.stay as HotelStay | null),
  };
}

/**
 * A flight trip's first departure and last arrival as the airports' clocks read them
 * ("2027-02-20T08:55:00+11:00"): the card shows their dates, and a morning departure from Sydney is the
 * previous day in UTC (the dashboard once said Fri 19 Feb for a Sat 20 Feb flight). A stay has no
 * segments: its instants stay UTC and the card reads its `stay` dates instead.
 */
function tripTimesOf(order: OrderRow): Pick<TripSummary, 'firstDeparture' | 'lastArrival'> {
  const segments = ((order.journeys as OfferJourney[] | null) ?? []).flatMap(
    (journey) => journey.itinerary.segments,
  );
  return {
    firstDeparture: segments[0]?.departure.time ?? order.firstDeparture.toISOString(),
    lastArrival: segments.at(-1)?.arrival.time ?? order.lastArrival.toISOString(),
  };
}

/** The local dates a trip card shows for a stay (the property's calendar, not UTC). */
function tripStayOf(stay: HotelStay | null): TripSummary['stay'] {
  if (!stay) return null;
  const { propertyName, checkInDate, checkOutDate, nights } = stay;
  return { propertyName, checkInDate, checkOutDate, nights };
}
