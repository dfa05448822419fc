/**
 * The itinerary receipt and tax invoice of an order (issue 23): what each says, read from the order's
 * snapshot (its journeys, stay, lines and payment as booked), with the GST rules of gst.rules.ts. Who
 * may see an order is the order service's rule (retrieveOrder), so a document never reaches anyone
 * the order itself would not.
 */
import type {
  DocumentFlight,
  DocumentJourney,
  DocumentRequest,
  DocumentStay,
  OrderDocument,
} from '../../shared/contracts/documents';
import { TAX_INVOICE_NOT_PAID } from '../../shared/contracts/documents';
import type { Order } from '../../shared/contracts/order';
import type { TokenClaims } from '../http/token-claims';
import { RequestRejected } from '../http/envelope';
import { retrieveOrder } from '../orders/order-access.service';
import type { Platform } from '../platform/platform';
import type { PriceLine } from '../../shared/contracts/offer';
import { changesQuoteInput, paidChangesOf } from '../orders/order-cancel-changes';
import { extrasQuoteInput, paidExtrasOf } from '../orders/order-cancel-extras';
import { creditNoteOf } from './credit-note';
import {
  flightSupplyOf,
  gstLinesOf,
  gstTotalsOf,
  isTaxInvoiceIssuable,
  staySupplyOf,
  treatmentOf,
  type Supply,
} from './gst.rules';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { localDateOf } from '../../shared/domain/zone-clock';

const PREFIX = { 'tax-invoice': 'INV', 'itinerary-receipt': 'ITR' } as const;

/**
 * The document, or 404 (not the caller's order), or 409 (a tax invoice of an unpaid order, a credit
 * note of an order nothing was refunded on). A guest with an order access token sees what the owner sees.
 */
export async function loadOrderDocument(
  platform: Platform,
  claims: TokenClaims,
  request: DocumentRequest,
): Promise<OrderDocument> {
  const order = await retrieveOrder(platform, claims, request.orderId, request.accessToken);
  if (request.document !== 'itinerary-receipt' && !isTaxInvoiceIssuable(order.status, order.payment)) {
    throw new RequestRejected(409, TAX_INVOICE_NOT_PAID);
  }
  const { document } = request;
  // Seats and bags bought after booking (ADR 027) and date changes paid by card (ADR 026) are
  // supplies of the same trip: the invoice lists them, so its total is all the traveller paid.
  const { db } = platform.database;
  const bought = extrasQuoteInput(await paidExtrasOf(db, order.orderId));
  const changes = changesQuoteInput(await paidChangesOf(db, order.orderId));
  const extras = {
    lines: [...bought.lines, ...changes.lines],
    surchargeCents: bought.surchargeCents + changes.surchargeCents,
  };
  const { seller } = platform.config;
  if (document !== 'credit-note') return documentOf(order, { ...request, document }, seller, extras);
  // A credit note adjusts the tax invoice: the same seller, buyer and trip, the refunded lines.
  const invoice = documentOf(order, { ...request, document: 'tax-invoice' }, seller, extras);
  return creditNoteOf(platform, order, invoice, treatmentOf(supplyOf(order)));
}

const personOf = (person: { title: string; firstName: string; lastName: string }) =>
  [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');

/** "2027-02-20T08:55:00+11:00" as the airport's clock reads it: "2027-02-20 08:55". */
const localTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Where GST law places the order's supply: a domestic or international flight, a stay here or abroad. */
function supplyOf(order: Order): Supply {
  if (order.stay) return staySupplyOf(order.stay.countryCode);
  return flightSupplyOf(
    order.journeys.flatMap((journey) =>
      journey.itinerary.segments.map((segment) => ({
        from: segment.departure.countryCode,
        to: segment.arrival.countryCode,
      })),
    ),
  );
}

function journeysOf(order: Order): DocumentJourney[] {
  return order.journeys.flatMap((journey) => {
    const first = journey.itinerary.segments[0]?.departure;
    const last = journey.itinerary.segments.at(-1)?.arrival;
    if (!first || !last) return [];
    return [
      {
        journeyIndex: journey.journeyIndex,
        from: { cityCode: first.cityCode, cityName: first.cityName },
        to: { cityCode: last.cityCode, cityName: last.cityName },
      },
    ];
  });
}

function flightsOf(order: Order): DocumentFlight[] {
  return order.journeys.flatMap((journey) =>
    journey.itinerary.segments.map((segment) => ({
      flightNumber: segment.flightNumber,
      airlineName: segment.airline.name,
      from: {
        code: segment.departure.code,
        cityName: segment.departure.cityName,
        countryCode: segment.departure.countryCode,
      },
      to: {
        code: segment.arrival.code,
        cityName: segment.arrival.cityName,
        countryCode: segment.arrival.countryCode,
      },
      departure: localTime(segment.departure.time),
      arrival: localTime(segment.arrival.time),
      cabinClass: segment.cabinClass,
      fareName: journey.brand.name,
    })),
  );
}

function stayOf(order: Order): DocumentStay | null {
  const stay = order.stay;
  if (!stay) return null;
  return {
    propertyName: stay.propertyName,
    address: stay.address,
    city: stay.city,
    countryCode: stay.countryCode,
    roomName: stay.roomName,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    nights: stay.nights,
    guestName: personOf(stay.leadGuest),
  };
}

export function documentOf(
  order: Order,
  request: Pick<DocumentRequest, 'businessName' | 'abn'> & { document: keyof typeof PREFIX },
  seller: OrderDocument['seller'],
  extras: { lines: PriceLine[]; surchargeCents: number } = { lines: [], surchargeCents: 0 },
): OrderDocument {
  const flights = flightsOf(order);
  const stay = stayOf(order);
  const supply = supplyOf(order);
  const nameOf = new Map(order.passengers.map((passenger) => [passenger.travelerId, personOf(passenger)]));
  const surcharge =
    (order.payment.paymentMode === 'MintPayment' ? order.payment.surchargeCents : 0) + extras.surchargeCents;
  const lines = gstLinesOf(
    [...order.lines, ...extras.lines].map((line) => ({
      label: line.label,
      travellerName: line.travelerId ? (nameOf.get(line.travelerId) ?? null) : null,
      amountCents: line.amountCents,
      // The page words the line in the reader's language from these (issue 25 defect 7).
      kind: line.kind,
      ...(line.subject ? { subject: line.subject } : {}),
    })),
    supply,
    surcharge,
  );
  const lead = stay?.guestName ?? nameOf.values().next().value ?? order.contact.email;
  const { payment } = order;
  return {
    document: request.document,
    number: `${PREFIX[request.document]}-${order.bookingReference}`,
    issuedOn: localDateOf(Date.parse(order.createdAt), SITE_TIME_ZONE),
    creditNote: null,
    seller,
    buyer: {
      name: lead,
      email: order.contact.email,
      businessName: request.businessName || null,
      abn: request.abn || null,
    },
    orderId: order.orderId,
    bookingReference: order.bookingReference,
    status: order.status,
    kind: order.kind,
    payment: {
      paymentMode: payment.paymentMode,
      cardLabel:
        payment.scheme && payment.last4 ? `${payment.scheme.toUpperCase()} •••• ${payment.last4}` : null,
      paid: payment.status === 'Captured',
    },
    flights,
    journeys: journeysOf(order),
    stay,
    passengers: order.passengers.map((passenger) => ({
      name: personOf(passenger),
      passengerType: passenger.passengerType,
      ticketNumber: passenger.ticketNumber,
    })),
    lines,
    totals: gstTotalsOf(lines),
    currency: 'AUD',
  };
}
