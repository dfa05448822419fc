import * as v from 'valibot';
import { formatAbn, isValidAbn } from '../domain/abn';
import { cleanSingleLine } from '../domain/free-text';
import type { PriceLine, PriceLineSubject } from './offer';
import type { OrderStatus, PaymentMode } from './order';

/**
 * Wire contracts of the Booking API's documents of an order (issue 23): the itinerary receipt and the
 * Australian tax invoice, as data for the site's page (POST /Document/View) and as a PDF
 * (GET /Document/Pdf, same fields in the query). Both are views of the order's own snapshot, never of
 * the current catalogue (docs/principles.md "Rules for parts not built yet"). Money is whole cents, AUD.
 */

export const DOCUMENT_KINDS = ['itinerary-receipt', 'tax-invoice', 'credit-note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The 409 of a tax invoice asked for an order that is not paid (a held invoice order, a failed card). */
export const TAX_INVOICE_NOT_PAID =
  'A tax invoice is issued once the booking is paid. The itinerary receipt is available now.';
/** The 409 of a credit note asked for an order nothing was refunded on. */
export const NO_CREDIT_NOTE =
  'A credit note is issued when a paid booking is cancelled with a refund. This booking has none.';
const ABN_INVALID = 'Enter an ABN of 11 digits, as the Australian Business Register shows it';
const BUSINESS_NAME_MAX = 120;

const BusinessNameSchema = v.pipe(
  v.string('businessName must be text'),
  v.maxLength(BUSINESS_NAME_MAX * 2, `Business name can be at most ${BUSINESS_NAME_MAX} characters`),
  v.transform(cleanSingleLine),
  v.maxLength(BUSINESS_NAME_MAX, `Business name can be at most ${BUSINESS_NAME_MAX} characters`),
);

const AbnSchema = v.pipe(
  v.string(ABN_INVALID),
  v.maxLength(20, ABN_INVALID),
  v.trim(),
  v.check((value) => value === '' || isValidAbn(value), ABN_INVALID),
  v.transform((value) => (value === '' ? '' : formatAbn(value))),
);

/**
 * Which document of which order; a tax invoice may name the buyer's business and ABN (an Australian
 * business claims the GST back with them). Empty strings are "not given", so a plain HTML form can send
 * both fields blank. The same object is the JSON body of /Document/View and the query of /Document/Pdf.
 */
export const DocumentRequestSchema = v.object({
  orderId: v.pipe(v.string('orderId is required'), v.regex(/^ord_[0-9a-f]{24}$/, 'orderId is not valid')),
  document: v.picklist(DOCUMENT_KINDS, 'document must be itinerary-receipt, tax-invoice or credit-note'),
  /** A guest who proved the booking with the emailed code (POST /Order/AccessVerify). */
  accessToken: v.optional(
    v.pipe(
      v.string('accessToken must be text'),
      v.regex(/^oat\.[\w.-]{10,200}$/, 'accessToken is not a valid order access token'),
    ),
  ),
  businessName: v.optional(BusinessNameSchema, ''),
  abn: v.optional(AbnSchema, ''),
});
export type DocumentRequest = v.InferOutput<typeof DocumentRequestSchema>;
export type DocumentRequestInput = v.InferInput<typeof DocumentRequestSchema>;

/** How GST applies to a line: 1/11 of a taxable price, none on a GST-free one. */
export type GstTreatment = 'taxable' | 'gst-free';

export interface DocumentLine {
  label: string;
  /** The traveller the line is for ("Ms Alex Traveller"), or null for the booking as a whole. */
  travellerName: string | null;
  /** GST-inclusive. */
  amountCents: number;
  treatment: GstTreatment;
  gstCents: number;
  /**
   * What the order's line prices, so the page words it in the reader's language (issue 25 defect 7);
   * absent on a line that does not say (a surcharge, a refund, one stored before subjects).
   */
  kind?: PriceLine['kind'];
  subject?: PriceLineSubject;
}

/** Where a journey of the order starts and ends (city codes and English names), for worded lines. */
export interface DocumentJourney {
  journeyIndex: number;
  from: { cityCode: string; cityName: string };
  to: { cityCode: string; cityName: string };
}

export interface DocumentFlight {
  flightNumber: string;
  airlineName: string;
  from: { code: string; cityName: string; countryCode: string };
  to: { code: string; cityName: string; countryCode: string };
  /** Local date and time at the airport ("2027-02-20 08:55"). */
  departure: string;
  arrival: string;
  cabinClass: string;
  fareName: string;
}

export interface DocumentStay {
  propertyName: string;
  address: string;
  city: string;
  countryCode: string;
  roomName: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  guestName: string;
}

export interface OrderDocument {
  document: DocumentKind;
  /**
   * Stable per order and document: "INV-" or "ITR-" and the booking reference; a credit note has its
   * own number from the credit note register ("CN-0000001").
   */
  number: string;
  /** Date of issue (YYYY-MM-DD, Sydney): the day the order was made and paid; a credit note's, the refund's. */
  issuedOn: string;
  /** A credit note's reference to the tax invoice it adjusts, and why; null on the other documents. */
  creditNote: { invoiceNumber: string; cancelledOn: string } | null;
  seller: { name: string; abn: string; address: string };
  buyer: { name: string; email: string; businessName: string | null; abn: string | null };
  orderId: string;
  bookingReference: string;
  status: OrderStatus;
  kind: 'flight' | 'hotel';
  payment: { paymentMode: PaymentMode; cardLabel: string | null; paid: boolean };
  flights: DocumentFlight[];
  /** The order's journeys, which the lines' subjects name by journeyIndex. */
  journeys?: DocumentJourney[];
  stay: DocumentStay | null;
  passengers: { name: string; passengerType: string; ticketNumber: string | null }[];
  /**
   * The order's price lines and, on a card payment, its surcharge, each with its GST; on a credit note,
   * the amounts refunded, each with the GST it takes back.
   */
  lines: DocumentLine[];
  totals: { totalCents: number; gstCents: number; taxableCents: number; gstFreeCents: number };
  currency: 'AUD';
}
