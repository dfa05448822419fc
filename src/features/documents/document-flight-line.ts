/**
 * A flight of an order document as its page names it (issue 25): "QF1 Qantas：シドニー（SYD）→
 * ロンドン（LHR）". The document carries each flight's airport codes and English city names; the
 * airport data of src/shared/places finds the city an airport serves and names it in the reader's
 * script, as the PDF does. English and Indonesian keep the English names.
 */
import type { TFunction } from 'i18next';
import type { DocumentFlight } from '../../shared/contracts/documents';
import type { Locale } from '../../shared/i18n/languages';
import { airportCityNameIn } from '../../shared/places/airport-city';

export function documentFlightLine(flight: DocumentFlight, t: TFunction, locale: Locale): string {
  return t('documents.flightLine', {
    flight: flight.flightNumber,
    airline: flight.airlineName,
    from: airportCityNameIn(locale, flight.from.code, flight.from.cityName),
    fromCode: flight.from.code,
    to: airportCityNameIn(locale, flight.to.code, flight.to.cityName),
    toCode: flight.to.code,
  });
}
