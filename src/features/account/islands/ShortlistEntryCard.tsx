/**
 * One shortlisted flight: route, airline and flight numbers, departure on the airport's clock,
 * "Direct" or the number of stops, the price, and the way back to it ("Search this again").
 */
import type { Translate } from '../../../shared/i18n/translate';
import { flightNumbersText } from '../../../shared/domain/flight-numbers';
import { localDepartureLabel, searchAgainUrl, shortlistPrice, type ShortlistEntry } from './shortlist-entry';
import { shortlistPriceLabelOf, tripDatesOf } from './shortlist-price';

export function routeOf(entry: ShortlistEntry): string {
  const first = entry.itinerary.segments[0];
  const last = entry.itinerary.segments.at(-1);
  return `${first?.departure.code ?? entry.search.depCode} → ${last?.arrival.code ?? entry.search.arrCode}`;
}

export function ShortlistEntryCard({
  entry,
  t,
  onRemove,
}: {
  entry: ShortlistEntry;
  t: Translate;
  onRemove: () => void;
}) {
  const segments = entry.itinerary.segments;
  const first = segments[0];
  const last = segments.at(-1);
  const route = routeOf(entry);
  // The price is this flight's fare for the whole party, not the trip total the results show (issue 25).
  const priceLabel = shortlistPriceLabelOf(entry);
  const cities = first && last ? `${first.departure.cityName} → ${last.arrival.cityName}` : route;
  const airline = first?.airline.name ?? entry.itinerary.validatingAirline;
  const facts = [
    airline,
    flightNumbersText(entry.itinerary.segments),
    first && t('dashboard.shortlist.departs', { time: localDepartureLabel(first.departure.time) }),
    last && t('dashboard.shortlist.arrives', { time: localDepartureLabel(last.arrival.time) }),
    // "Direct" is its own text: only English has a zero form among i18next's plural categories.
    entry.itinerary.stops === 0
      ? t('dashboard.shortlist.direct')
      : t('dashboard.shortlist.stops', { count: entry.itinerary.stops }),
  ].filter(Boolean);
  return (
    <li
      className="card flex flex-wrap items-center justify-between gap-4 p-5"
      data-shortlist-entry={entry.id}
    >
      <div className="grid gap-1">
        <p className="text-lg font-bold">
          {route} <span className="font-normal text-ink-muted">{cities}</span>
        </p>
        <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
        <p className="text-sm text-ink-muted">
          {t('shortlistPrice.tripDates', { dates: tripDatesOf(entry) })}
        </p>
        <p className="font-bold">
          {t('dashboard.shortlist.from', { price: shortlistPrice(entry.itinerary) })}
        </p>
        <p className="text-sm text-ink-muted">
          {t(`shortlistPrice.${priceLabel.scope}`, { count: priceLabel.travellers })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a className="btn btn-primary" href={searchAgainUrl(entry)}>
          {t('dashboard.shortlist.searchAgain')}
          <span className="sr-only"> {t('dashboard.shortlist.searchAgainRoute', { route: cities })}</span>
        </a>
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {t('dashboard.shortlist.delete', { route })}
        </button>
      </div>
    </li>
  );
}
