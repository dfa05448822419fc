/**
 * The order documents as PDF (pdfkit, fonts embedded as subsets: pdf-fonts.ts), in the booking's
 * language (issue 25; the words: documents-pdf-text.ts). Names and business names are printed as
 * written, in any of the interface languages' scripts; numbers, dates (YYYY-MM-DD) and amounts (AUD
 * with 2 decimals, ASCII) read the same in every language.
 */
import PDFDocument from 'pdfkit';
import type { DocumentLine, OrderDocument } from '../../shared/contracts/documents';
import type { Locale } from '../../shared/i18n/languages';
import { footNote, paymentNote, pdfLanguageTag, pdfWordsOf, type PdfWords } from './documents-pdf-text';
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

// Each PDF's language, for the order its fonts are tried in (pdf-fonts.ts); kept by document.
const languageOf = new WeakMap<Pdf, Locale>();

/** Writes one piece of text at (x, y), switching fonts inside it where the script needs another. */
function write(pdf: Pdf, text: string, x: number, y: number, options: WriteOptions = {}): number {
  const runs = textRuns(text, options.bold ? 'jpBold' : 'jp', languageOf.get(pdf));
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

/** The tax invoice and the credit note carry GST per line; the itinerary receipt does not. */
const withGstOf = (doc: OrderDocument) => doc.document !== 'itinerary-receipt';

function header(pdf: Pdf, doc: OrderDocument, words: PdfWords): number {
  const { t, labelled } = words;
  write(pdf, t(`title.${doc.document}`), LEFT, 50, { size: 22, bold: true });
  let left = write(pdf, doc.seller.name, LEFT, 84, { bold: true });
  left = write(pdf, t('abn', { abn: doc.seller.abn }), LEFT, left);
  left = write(pdf, doc.seller.address, LEFT, left, { width: 280, color: MUTED, size: 9 });
  const rightAligned = { width: 205, align: 'right' } as const;
  let right = write(pdf, labelled(t(`number.${doc.document}`), doc.number), 340, 84, rightAligned);
  if (doc.creditNote) {
    right = write(pdf, t('adjusts', { invoice: doc.creditNote.invoiceNumber }), 340, right, rightAligned);
  }
  right = write(pdf, labelled(t('issuedOn'), doc.issuedOn), 340, right, rightAligned);
  right = write(pdf, labelled(t('bookingReference'), doc.bookingReference), 340, right, rightAligned);
  return Math.max(left, right) + 6;
}

function buyer(pdf: Pdf, doc: OrderDocument, y: number, { t }: PdfWords): number {
  let at = heading(pdf, t(withGstOf(doc) ? 'billTo' : 'bookedBy'), y);
  if (doc.buyer.businessName) at = write(pdf, doc.buyer.businessName, LEFT, at, { bold: true });
  if (doc.buyer.abn) at = write(pdf, t('abn', { abn: doc.buyer.abn }), LEFT, at);
  at = write(pdf, doc.buyer.name, LEFT, at);
  return write(pdf, doc.buyer.email, LEFT, at, { color: MUTED });
}

function flights(pdf: Pdf, doc: OrderDocument, y: number, words: PdfWords): number {
  const { t } = words;
  let at = heading(pdf, t('flights'), y);
  for (const flight of doc.flights) {
    at = room(pdf, at, 30);
    const line = t('flightLine', {
      flight: flight.flightNumber,
      airline: flight.airlineName,
      // The document's flights carry airport codes only: the airport data names their cities.
      from: words.airportCity(flight.from.code, flight.from.cityName),
      fromCode: flight.from.code,
      to: words.airportCity(flight.to.code, flight.to.cityName),
      toCode: flight.to.code,
    });
    at = write(pdf, line, LEFT, at, { bold: true });
    const cabin = t(`cabins.${flight.cabinClass}`);
    const when = t('flightTimes', {
      departure: flight.departure,
      arrival: flight.arrival,
      cabin: cabin.startsWith('cabins.') ? flight.cabinClass : cabin,
      fare: flight.fareName,
    });
    at = write(pdf, when, LEFT, at, { color: MUTED }) + 4;
  }
  return at;
}

function itinerary(pdf: Pdf, doc: OrderDocument, y: number, words: PdfWords): number {
  const { t } = words;
  let at = doc.flights.length > 0 ? flights(pdf, doc, y, words) : y;
  if (doc.stay) {
    const stay = doc.stay;
    at = heading(pdf, t('stay'), at);
    at = write(pdf, stay.propertyName, LEFT, at, { bold: true });
    at = write(pdf, `${stay.address}, ${stay.city} (${stay.countryCode})`, LEFT, at, { color: MUTED });
    const dates = t('stayDates', {
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      nights: t('nights', { count: stay.nights }),
      room: stay.roomName,
    });
    at = write(pdf, dates, LEFT, at);
    at = write(pdf, t('guest', { name: stay.guestName }), LEFT, at);
  }
  if (doc.passengers.length > 0) {
    at = heading(pdf, t('passengers'), at);
    for (const passenger of doc.passengers) {
      at = room(pdf, at);
      const ticket = passenger.ticketNumber
        ? t('ticket', { number: passenger.ticketNumber })
        : t('ticketPending');
      const type = t(`passengerTypes.${passenger.passengerType}`);
      const line = t('passenger', {
        name: passenger.name,
        type: type.startsWith('passengerTypes.') ? passenger.passengerType : type,
        ticket,
      });
      at = write(pdf, line, LEFT, at);
    }
  }
  return at;
}

const COLUMNS = { description: 320, gstX: 380, gstWidth: 75, amountX: 460, amountWidth: 85 };

function lineRow(pdf: Pdf, line: DocumentLine, y: number, withGst: boolean, words: PdfWords): number {
  const top = room(pdf, y, 28);
  const after = write(pdf, words.lineLabel(line), LEFT, top, { width: COLUMNS.description });
  if (withGst) {
    const gst = line.treatment === 'taxable' ? aud(line.gstCents) : words.t('gstFree');
    write(pdf, gst, COLUMNS.gstX, top, { width: COLUMNS.gstWidth, align: 'right' });
  }
  write(pdf, aud(line.amountCents), COLUMNS.amountX, top, { width: COLUMNS.amountWidth, align: 'right' });
  return Math.max(after, top + 12) + 4;
}

function lines(pdf: Pdf, doc: OrderDocument, y: number, words: PdfWords): number {
  const { t } = words;
  const withGst = withGstOf(doc);
  const title = doc.creditNote ? 'linesRefunded' : withGst ? 'linesWithGst' : 'linesPrice';
  let at = heading(pdf, t(title), y);
  const columnTop = at;
  write(pdf, t('description'), LEFT, columnTop, { bold: true, size: 9 });
  if (withGst)
    write(pdf, t('gst'), COLUMNS.gstX, columnTop, {
      width: COLUMNS.gstWidth,
      align: 'right',
      bold: true,
      size: 9,
    });
  write(pdf, t('amount'), COLUMNS.amountX, columnTop, {
    width: COLUMNS.amountWidth,
    align: 'right',
    bold: true,
    size: 9,
  });
  at = pdf.y + 4;
  for (const line of doc.lines) at = lineRow(pdf, line, at, withGst, words);
  return totals(pdf, doc, at + 6, withGst, words);
}

function totalRow(pdf: Pdf, label: string, cents: number, y: number, bold = false): number {
  const top = room(pdf, y);
  write(pdf, label, 240, top, { width: 210, align: 'right', bold });
  write(pdf, aud(cents), COLUMNS.amountX, top, { width: COLUMNS.amountWidth, align: 'right', bold });
  return pdf.y + 2;
}

function totals(pdf: Pdf, doc: OrderDocument, y: number, withGst: boolean, { t }: PdfWords): number {
  const { totals: sums } = doc;
  const label = doc.creditNote ? 'totalRefunded' : withGst ? 'totalInclGst' : 'total';
  let at = totalRow(pdf, t(label), sums.totalCents, y, true);
  if (withGst) {
    at = totalRow(pdf, t(doc.creditNote ? 'gstAdjusted' : 'totalGst'), sums.gstCents, at, true);
    if (sums.gstFreeCents > 0) at = totalRow(pdf, t('gstFreeSupplies'), sums.gstFreeCents, at);
    if (sums.taxableCents > 0) at = totalRow(pdf, t('taxableSupplies'), sums.taxableCents, at);
  }
  return at;
}

function footer(pdf: Pdf, doc: OrderDocument, y: number, words: PdfWords): void {
  let at = heading(pdf, words.t('payment'), y);
  at = write(pdf, paymentNote(doc, words), LEFT, at);
  write(pdf, footNote(doc, words), LEFT, at + 6, { size: 8, color: MUTED });
}

/** The document as a PDF file, in `locale` (English when not given). */
export function renderDocumentPdf(doc: OrderDocument, locale?: Locale): Promise<Buffer> {
  const words = pdfWordsOf(doc, locale);
  const { t } = words;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: pdfLanguageTag(words.locale),
    info: {
      Title: `${t(`title.${doc.document}`)} ${doc.number}`,
      Author: doc.seller.name,
      Subject: t('subject', { reference: doc.bookingReference }),
    },
  });
  for (const key of ['jp', 'jpBold', 'sc', 'kr'] satisfies FontKey[]) pdf.registerFont(key, fontBytes(key));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  languageOf.set(pdf, words.locale);
  let y = header(pdf, doc, words);
  y = buyer(pdf, doc, y, words);
  y = itinerary(pdf, doc, y, words);
  y = lines(pdf, doc, y, words);
  footer(pdf, doc, y, words);
  pdf.end();
  return done;
}
