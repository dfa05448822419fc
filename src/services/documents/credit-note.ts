/**
 * The credit note of a refund (issue 23): an adjustment note against the order's tax invoice, in the
 * words of the GST Act (s 29-75): the refunded amounts line by line, each with the GST it takes back
 * (1/11 of a refund of a taxable supply, none of a GST-free one), under its own number from the credit
 * note register. Read from the cancellation as confirmed, never recomputed from today's rules.
 */
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import type { DocumentLine, GstTreatment, OrderDocument } from '../../shared/contracts/documents';
import { NO_CREDIT_NOTE } from '../../shared/contracts/documents';
import type { Order } from '../../shared/contracts/order';
import { findCancellation } from '../orders/cancellation.repo';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { gstOfInclusive, gstTotalsOf } from './gst.rules';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { localDateOf } from '../../shared/domain/zone-clock';

/**
 * The refunded lines with their GST. A line takes the treatment of the supply it refunds (the trip's,
 * as on the invoice); the card surcharge is taxable whatever the trip, as on the invoice.
 */
function creditLinesOf(
  refunded: CancellationLine[],
  tripTreatment: GstTreatment,
  nameOf: (travelerId: string | null) => string | null,
): DocumentLine[] {
  return refunded
    .filter((line) => line.refundCents > 0)
    .map((line) => {
      const treatment = line.kind === 'surcharge' ? 'taxable' : tripTreatment;
      return {
        label: line.label,
        travellerName: nameOf(line.travelerId),
        amountCents: line.refundCents,
        treatment,
        gstCents: treatment === 'taxable' ? gstOfInclusive(line.refundCents) : 0,
      };
    });
}

/** The credit note of the order's refund, or 409 when nothing was refunded (no credit note exists). */
export async function creditNoteOf(
  platform: Platform,
  order: Order,
  invoice: OrderDocument,
  tripTreatment: GstTreatment,
): Promise<OrderDocument> {
  const cancellation = await findCancellation(platform.database.db, order.orderId);
  if (!cancellation?.creditNoteNumber || cancellation.refundCents <= 0) {
    throw new RequestRejected(409, NO_CREDIT_NOTE);
  }
  const names = new Map(
    order.passengers.map((passenger) => [
      passenger.travelerId,
      [passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' '),
    ]),
  );
  const lines = creditLinesOf(cancellation.lines as CancellationLine[], tripTreatment, (id) =>
    id ? (names.get(id) ?? null) : null,
  );
  const issuedOn = localDateOf(cancellation.createdAt.getTime(), SITE_TIME_ZONE);
  return {
    ...invoice,
    document: 'credit-note',
    number: cancellation.creditNoteNumber,
    issuedOn,
    creditNote: { invoiceNumber: invoice.number, cancelledOn: issuedOn },
    lines,
    totals: gstTotalsOf(lines),
  };
}
