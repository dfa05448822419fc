/**
 * A tax invoice's or receipt's line in the reader's language (issue 25 defect 7): a line the Booking
 * API marked with what it prices is worded as the payment page words it ("シドニー発 ロンドン行き、
 * 税金・諸費用"); a surcharge, a refund or an older line keeps the document's English label.
 */
import type { TFunction } from 'i18next';
import type { DocumentLine, OrderDocument } from '../../shared/contracts/documents';
import type { JourneyLike } from '../../shared/price-lines/price-line-words';
import { priceLineLabel, type CityNamer } from '../payment/line-labels';

/** The document's journeys as the wording reads them: one leg from the first city to the last. */
function journeysOf(doc: Pick<OrderDocument, 'journeys'>): JourneyLike[] {
  return (doc.journeys ?? []).map((journey) => ({
    journeyIndex: journey.journeyIndex,
    itinerary: { segments: [{ departure: journey.from, arrival: journey.to }] },
  }));
}

export function documentLineLabel(
  line: DocumentLine,
  doc: Pick<OrderDocument, 'journeys'>,
  t: TFunction,
  cityName: CityNamer,
): string {
  return priceLineLabel(line, journeysOf(doc), t, cityName);
}
