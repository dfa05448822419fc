/**
 * The words of the order documents' PDFs in the booking's language (issue 25): the layout's texts
 * (locales/<lang>/documents-pdf.json), the price lines worded as the confirmation email words them
 * (src/shared/price-lines), and the cities in the reader's script, found from the flights' airport codes
 * through the network's airport data ("ロンドン (LHR)"). English keeps the Booking API's own labels and
 * English city names, so an English PDF reads exactly as it always has.
 */
import type { DocumentLine, OrderDocument } from '../../shared/contracts/documents';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import { createTranslator, type Messages, type Translate } from '../../shared/i18n/translate';
import { airportCityNameIn } from '../../shared/places/airport-city';
import { cityNameIn } from '../../shared/places/city-name-in';
import { priceLineLabel, type JourneyLike } from '../../shared/price-lines/price-line-words';
import { emailTranslator } from '../email/email-text';
import { EMAIL_LINE_KEYS } from '../email/flight-email-extras';
import { SURCHARGE_LABEL } from './gst.rules';
import en from './locales/en/documents-pdf.json' with { type: 'json' };
import id from './locales/id/documents-pdf.json' with { type: 'json' };
import ja from './locales/ja/documents-pdf.json' with { type: 'json' };
import ko from './locales/ko/documents-pdf.json' with { type: 'json' };
import zhCN from './locales/zh-CN/documents-pdf.json' with { type: 'json' };

const BUNDLES: Record<Locale, Messages> = { en, id, ja, ko, 'zh-CN': zhCN };

/** What the PDF's layout asks of the language. */
export interface PdfWords {
  locale: Locale;
  /** The layout's texts (keys under `pdf.`). */
  t: Translate;
  /** "Label: value" with the language's own separator. */
  labelled(label: string, value: string): string;
  /** A price line's description, the traveller's name first when it is theirs. */
  lineLabel(line: DocumentLine): string;
  /** The city an airport serves, for the reader ("ロンドン" for LHR); the document's English name in English. */
  airportCity(code: string, english: string): string;
}

/** The document's journeys as the line wording reads them: one leg from the first city to the last. */
function journeysOf(doc: OrderDocument): JourneyLike[] {
  return (doc.journeys ?? []).map((journey) => ({
    journeyIndex: journey.journeyIndex,
    itinerary: { segments: [{ departure: journey.from, arrival: journey.to }] },
  }));
}

export function pdfWordsOf(doc: OrderDocument, locale: Locale = DEFAULT_LOCALE): PdfWords {
  const translate = createTranslator(BUNDLES[locale], locale);
  const t: Translate = (key, options) => translate(`pdf.${key}`, options);
  const labelled = (label: string, value: string) => t('labelled', { label, value });
  const journeys = journeysOf(doc);
  const english = locale === DEFAULT_LOCALE;
  const emailT = emailTranslator(locale);
  const cityName = (code: string, name: string) => cityNameIn(locale, code, name);
  // English keeps the Booking API's labels word for word (the PDF the seller has always issued).
  const wordOf = (line: DocumentLine) =>
    english
      ? line.label
      : line.label === SURCHARGE_LABEL && !line.kind
        ? t('surcharge')
        : priceLineLabel(line, journeys, emailT, cityName, EMAIL_LINE_KEYS);
  return {
    locale,
    t,
    labelled,
    lineLabel: (line) => (line.travellerName ? labelled(line.travellerName, wordOf(line)) : wordOf(line)),
    airportCity: (code, name) => airportCityNameIn(locale, code, name),
  };
}

/** How the order was paid, or where a credit note's refund went. */
export function paymentNote(doc: OrderDocument, { t }: PdfWords): string {
  const { payment } = doc;
  if (doc.creditNote) {
    return payment.cardLabel ? t('refundedTo', { card: payment.cardLabel }) : t('refunded');
  }
  if (payment.paymentMode === 'Invoice') return t(payment.paid ? 'paidByBank' : 'awaitingBank');
  const card = payment.cardLabel ?? t('card');
  return t(payment.paid ? 'paidByCard' : 'cardNotCharged', { card });
}

/** The note at the foot: the currency, and what the document is (or is not) for GST. */
export function footNote(doc: OrderDocument, { t }: PdfWords): string {
  return t(`note.${doc.document}`, {
    invoice: doc.creditNote?.invoiceNumber ?? '',
    date: doc.issuedOn,
  });
}

/** The PDF's language tag: Australian English as before, the locale itself otherwise. */
export const pdfLanguageTag = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'en-AU' : locale);
