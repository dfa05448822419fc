/**
 * The order documents as PDF (pdfkit, fonts embedded as subsets: pdf-fonts.ts). The text is English,
 * the language the seller keeps its Australian tax records in; names, cities and business names are
 * printed as written, in any of the interface languages' scripts. Amounts are AUD with 2 decimals.
 */
import PDFDocument from 'pdfkit';
import type { DocumentLine, OrderDocument } from '../../shared/contracts/documents';
import { fontBytes, textRuns, type FontKey } from './pdf-fonts';

type Pdf = PDFKit.PDFDocument;

const LEFT = 50;
const RIGHT = 545;
const PAGE_BOTTOM = 770;
const MUTED = '#4b5563';

/** "$1,234.56": ASCII only, so the amount is the same text in every PDF reader and extractor. */
function aud(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

interface WriteOptions {
  width?: number;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
  color?: string;
}

/** Writes one piece of text at (x, y), switching fonts inside it where the script needs another. */
function write(pdf: Pdf, text: string, x: number, y: number, options: WriteOptions = {}): number {
  const runs = textRuns(text, options.bold ? 'jpBold' : 'jp');
  pdf.fillColor(options.color ?? '#111827').fontSize(options.size ?? 10);
  runs.forEach((run, index) => {
    pdf.font(run.font);
    const textOptions = {
      width: options.width ?? RIGHT - x,
      align: options.align ?? 'left',
      continued: index < runs.length - 1,
    };
    if (index === 0) pdf.text(run.text, x, y, textOptions);
    else pdf.text(run.text, textOptions);
  });
  return pdf.y;
}

/** Starts a new page when the next block would run past the foot of this one. */
function room(pdf: Pdf, y: number, needed = 24): number {
  if (y + needed <= PAGE_BOTTOM) return y;
  pdf.addPage();
  return 50;
}

function heading(pdf: Pdf, text: string, y: number): number {
  const top = room(pdf, y + 10, 40);
  write(pdf, text, LEFT, top, { size: 12, bold: true });
  pdf
    .moveTo(LEFT, pdf.y + 2)
    .lineTo(RIGHT, pdf.y + 2)
    .strokeColor('#d1d5db')
    .stroke();
  return pdf.y + 8;
}

const TITLES = {
  'tax-invoice': { title: 'Tax invoice', number: 'Invoice number' },
  'itinerary-receipt': { title: 'Itinerary receipt', number: 'Receipt number' },
  // An adjustment note in the GST Act's terms; "credit note" is what Australian businesses call it.
  'credit-note': { title: 'Credit note (adjustment note)', number: 'Credit note number' },
} as const;

/** The tax invoice and the credit note carry GST per line; the itinerary receipt does not. */
const withGstOf = (doc: OrderDocument) => doc.document !== 'itinerary-receipt';

function header(pdf: Pdf, doc: OrderDocument): number {
  const { title } = TITLES[doc.document];
  write(pdf, title, LEFT, 50, { size: 22, bold: true });
  let left = write(pdf, doc.seller.name, LEFT, 84, { bold: true });
  left = write(pdf, `ABN ${doc.seller.abn}`, LEFT, left);
  left = write(pdf, doc.seller.address, LEFT, left, { width: 280, color: MUTED, size: 9 });
  const label = TITLES[doc.document].number;
  let right = write(pdf, `${label}: ${doc.number}`, 340, 84, { width: 205, align: 'right' });
  if (doc.creditNote) {
    right = write(pdf, `Adjusts tax invoice ${doc.creditNote.invoiceNumber}`, 340, right, {
      width: 205,
      align: 'right',
    });
  }
  right = write(pdf, `Date of issue: ${doc.issuedOn}`, 340, right, { width: 205, align: 'right' });
  right = write(pdf, `Booking reference: ${doc.bookingReference}`, 340, right, {
    width: 205,
    align: 'right',
  });
  return Math.max(left, right) + 6;
}

function buyer(pdf: Pdf, doc: OrderDocument, y: number): number {
  let at = heading(pdf, withGstOf(doc) ? 'Bill to' : 'Booked by', y);
  if (doc.buyer.businessName) at = write(pdf, doc.buyer.businessName, LEFT, at, { bold: true });
  if (doc.buyer.abn) at = write(pdf, `ABN ${doc.buyer.abn}`, LEFT, at);
  at = write(pdf, doc.buyer.name, LEFT, at);
  return write(pdf, doc.buyer.email, LEFT, at, { color: MUTED });
}

function itinerary(pdf: Pdf, doc: OrderDocument, y: number): number {
  let at = y;
  if (doc.flights.length > 0) {
    at = heading(pdf, 'Flights', at);
    for (const flight of doc.flights) {
      at = room(pdf, at, 30);
      const route = `${flight.from.cityName} (${flight.from.code}) to ${flight.to.cityName} (${flight.to.code})`;
      at = write(pdf, `${flight.flightNumber} ${flight.airlineName}: ${route}`, LEFT, at, { bold: true });
      const when = `Departs ${flight.departure}, arrives ${flight.arrival} (local times)`;
      at = write(pdf, `${when}. ${flight.cabinClass}, ${flight.fareName}`, LEFT, at, { color: MUTED }) + 4;
    }
  }
  if (doc.stay) {
    const stay = doc.stay;
    at = heading(pdf, 'Stay', at);
    at = write(pdf, stay.propertyName, LEFT, at, { bold: true });
    at = write(pdf, `${stay.address}, ${stay.city} (${stay.countryCode})`, LEFT, at, { color: MUTED });
    const nights = stay.nights === 1 ? '1 night' : `${stay.nights} nights`;
    at = write(pdf, `${stay.checkInDate} to ${stay.checkOutDate}, ${nights}. ${stay.roomName}`, LEFT, at);
    at = write(pdf, `Guest: ${stay.guestName}`, LEFT, at);
  }
  if (doc.passengers.length > 0) {
    at = heading(pdf, 'Passengers', at);
    for (const passenger of doc.passengers) {
      at = room(pdf, at);
      const ticket = passenger.ticketNumber
        ? `e-ticket ${passenger.ticketNumber}`
        : 'e-ticket not issued yet';
      at = write(pdf, `${passenger.name} (${passenger.passengerType}), ${ticket}`, LEFT, at);
    }
  }
  return at;
}

const COLUMNS = { description: 320, gstX: 380, gstWidth: 75, amountX: 460, amountWidth: 85 };

function lineRow(pdf: Pdf, line: DocumentLine, y: number, withGst: boolean): number {
  const top = room(pdf, y, 28);
  const label = line.travellerName ? `${line.travellerName}: ${line.label}` : line.label;
  const after = write(pdf, label, LEFT, top, { width: COLUMNS.description });
  if (withGst) {
    const gst = line.treatment === 'taxable' ? aud(line.gstCents) : 'GST-free';
    write(pdf, gst, COLUMNS.gstX, top, { width: COLUMNS.gstWidth, align: 'right' });
  }
  write(pdf, aud(line.amountCents), COLUMNS.amountX, top, { width: COLUMNS.amountWidth, align: 'right' });
  return Math.max(after, top + 12) + 4;
}

function lines(pdf: Pdf, doc: OrderDocument, y: number): number {
  const withGst = withGstOf(doc);
  const title = doc.creditNote
    ? 'Refunded (amounts include GST where it applies)'
    : withGst
      ? 'Items (prices include GST where it applies)'
      : 'Price';
  let at = heading(pdf, title, y);
  const columnTop = at;
  write(pdf, 'Description', LEFT, columnTop, { bold: true, size: 9 });
  if (withGst)
    write(pdf, 'GST', COLUMNS.gstX, columnTop, {
      width: COLUMNS.gstWidth,
      align: 'right',
      bold: true,
      size: 9,
    });
  write(pdf, 'Amount', COLUMNS.amountX, columnTop, {
    width: COLUMNS.amountWidth,
    align: 'right',
    bold: true,
    size: 9,
  });
  at = pdf.y + 4;
  for (const line of doc.lines) at = lineRow(pdf, line, at, withGst);
  return totals(pdf, doc, at + 6, withGst);
}

function totalRow(pdf: Pdf, label: string, cents: number, y: number, bold = false): number {
  const top = room(pdf, y);
  write(pdf, label, 240, top, { width: 210, align: 'right', bold });
  write(pdf, aud(cents), COLUMNS.amountX, top, { width: COLUMNS.amountWidth, align: 'right', bold });
  return pdf.y + 2;
}

function totals(pdf: Pdf, doc: OrderDocument, y: number, withGst: boolean): number {
  const { totals: sums } = doc;
  const label = doc.creditNote
    ? 'Total refunded (GST inclusive)'
    : withGst
      ? 'Total (GST inclusive)'
      : 'Total';
  let at = totalRow(pdf, label, sums.totalCents, y, true);
  if (withGst) {
    at = totalRow(pdf, doc.creditNote ? 'GST adjusted' : 'Total GST', sums.gstCents, at, true);
    if (sums.gstFreeCents > 0) at = totalRow(pdf, 'GST-free supplies', sums.gstFreeCents, at);
    if (sums.taxableCents > 0) at = totalRow(pdf, 'Taxable supplies', sums.taxableCents, at);
  }
  return at;
}

function paymentNote(doc: OrderDocument): string {
  if (doc.creditNote) {
    return doc.payment.cardLabel ? `Refunded to ${doc.payment.cardLabel}.` : 'Refunded.';
  }
  if (doc.payment.paymentMode === 'Invoice') {
    return doc.payment.paid ? 'Paid by bank transfer (BPAY or EFT).' : 'Awaiting payment by BPAY or EFT.';
  }
  const card = doc.payment.cardLabel ?? 'card';
  return doc.payment.paid ? `Paid by ${card}.` : `Card ${card}: not charged.`;
}

function footer(pdf: Pdf, doc: OrderDocument, y: number): void {
  let at = heading(pdf, 'Payment', y);
  at = write(pdf, paymentNote(doc), LEFT, at);
  const notes = {
    'tax-invoice':
      'All amounts are in Australian dollars (AUD). GST is one eleventh of the price of each taxable ' +
      'supply. International travel and stays outside Australia are GST-free.',
    'credit-note':
      `All amounts are in Australian dollars (AUD). This credit note reduces the GST of tax invoice ` +
      `${doc.creditNote?.invoiceNumber ?? ''} by the amount shown, for the refund of ${doc.issuedOn}.`,
    'itinerary-receipt':
      'All amounts are in Australian dollars (AUD). This itinerary receipt is not a tax invoice.',
  }[doc.document];
  write(pdf, notes, LEFT, at + 6, { size: 8, color: MUTED });
}

/** The document as a PDF file. */
export function renderDocumentPdf(doc: OrderDocument): Promise<Buffer> {
  const { title } = TITLES[doc.document];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'en-AU',
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.name,
      Subject: `Booking ${doc.bookingReference}`,
    },
  });
  for (const key of ['jp', 'jpBold', 'sc', 'kr'] satisfies FontKey[]) pdf.registerFont(key, fontBytes(key));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = header(pdf, doc);
  y = buyer(pdf, doc, y);
  y = itinerary(pdf, doc, y);
  y = lines(pdf, doc, y);
  footer(pdf, doc, y);
  pdf.end();
  return done;
}
