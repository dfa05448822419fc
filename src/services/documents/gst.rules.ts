/**
 * GST on the documents of an order (A New Tax System (Goods and Services Tax) Act 1999): which supplies
 * are taxable, GST as 1/11 of a GST-inclusive price, and when a tax invoice may be issued. Pure rules;
 * documents.service.ts applies them to an order's snapshot.
 */
import type { DocumentLine, GstTreatment } from '../../shared/contracts/documents';
import type { OrderPayment, OrderStatus } from '../../shared/contracts/order';
import { KNOWN_LINE_LABELS } from '../../shared/price-lines/known-line-labels';

export type Supply = 'domestic-flight' | 'international-flight' | 'australian-stay' | 'overseas-stay';

const AUSTRALIA = 'AU';

/**
 * A flight order is domestic when every segment departs and arrives in Australia. One segment abroad
 * makes the whole booking international travel: its domestic legs are booked with the international
 * journey on one booking and are GST-free with it (s 38-355, international transport of passengers).
 */
export function flightSupplyOf(segments: { from: string; to: string }[]): Supply {
  const abroad = segments.some((segment) => segment.from !== AUSTRALIA || segment.to !== AUSTRALIA);
  return abroad ? 'international-flight' : 'domestic-flight';
}

/** Accommodation is taxable where the property is: in Australia, never overseas (s 9-25). */
export function staySupplyOf(countryCode: string): Supply {
  return countryCode === AUSTRALIA ? 'australian-stay' : 'overseas-stay';
}

export function treatmentOf(supply: Supply): GstTreatment {
  return supply === 'domestic-flight' || supply === 'australian-stay' ? 'taxable' : 'gst-free';
}

/** GST in a GST-inclusive price of a taxable supply: 1/11, rounded to the nearest cent (half up). */
export function gstOfInclusive(cents: number): number {
  return Math.round(cents / 11);
}

/** One document line with its GST. */
function lineWithGst(
  line: Omit<DocumentLine, 'treatment' | 'gstCents'>,
  treatment: GstTreatment,
): DocumentLine {
  return { ...line, treatment, gstCents: treatment === 'taxable' ? gstOfInclusive(line.amountCents) : 0 };
}

/** The surcharge line's label (English); the PDF and the page word it in the reader's language by it. */
export const SURCHARGE_LABEL = KNOWN_LINE_LABELS.cardSurcharge;

/**
 * The order's lines with GST, and the card surcharge as its own taxable line: the surcharge is the
 * merchant's fee for taking the card, charged in Australia whatever the trip (issue 23).
 */
export function gstLinesOf(
  lines: Omit<DocumentLine, 'treatment' | 'gstCents'>[],
  supply: Supply,
  surchargeCents: number,
): DocumentLine[] {
  const treatment = treatmentOf(supply);
  const priced = lines.map((line) => lineWithGst(line, treatment));
  if (surchargeCents <= 0) return priced;
  return [
    ...priced,
    lineWithGst({ label: SURCHARGE_LABEL, travellerName: null, amountCents: surchargeCents }, 'taxable'),
  ];
}

interface GstTotals {
  totalCents: number;
  gstCents: number;
  taxableCents: number;
  gstFreeCents: number;
}

/** The invoice total is the sum of its lines; total GST the sum of the lines' GST (rounded per line). */
export function gstTotalsOf(lines: DocumentLine[]): GstTotals {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    totalCents: sum((line) => line.amountCents),
    gstCents: sum((line) => line.gstCents),
    taxableCents: sum((line) => (line.treatment === 'taxable' ? line.amountCents : 0)),
    gstFreeCents: sum((line) => (line.treatment === 'gst-free' ? line.amountCents : 0)),
  };
}

const NEVER_PAID: readonly OrderStatus[] = ['Held', 'Authorised', 'Released', 'Failed'];

/**
 * A tax invoice is issued for a paid order only: a held invoice order (BPAY or EFT not yet received),
 * an authorised card not yet captured, and orders released or failed unpaid get none. A paid order
 * keeps its tax invoice after a change or cancellation (a refund is a credit note against it).
 */
export function isTaxInvoiceIssuable(status: OrderStatus, payment: Pick<OrderPayment, 'status'>): boolean {
  return !NEVER_PAID.includes(status) && payment.status === 'Captured';
}
