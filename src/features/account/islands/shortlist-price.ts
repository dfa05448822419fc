/**
 * What a shortlisted flight's price covers (issue 25). The shortlist keeps one journey's itinerary, and
 * its `lowestPrice` is that flight's lowest fare for the whole party of the search, taxes included: not
 * the trip total the results show. The card says so (outbound, return or this flight; how many
 * travellers) and writes the trip's dates with their year, since an entry can outlive the year it was
 * saved in.
 */
import type { Locale } from '../../../shared/i18n/languages';
import { formatDate } from '../../../lib/dates';
import type { ShortlistEntry } from './shortlist-entry';

/** Which flight of the trip the price is for. */
type ShortlistPriceScope = 'outbound' | 'return' | 'flight';

interface ShortlistPriceLabel {
  scope: ShortlistPriceScope;
  /** Everyone the fare was priced for (adults, children and infants), as the results count them. */
  travellers: number;
}

export function shortlistPriceLabelOf(entry: ShortlistEntry): ShortlistPriceLabel {
  const infos = entry.search.passengerInfos;
  // An entry without its party reruns as one adult ("Search this again"), so it counts as one here too.
  const travellers = infos?.length ? infos.reduce((sum, info) => sum + info.count, 0) : 1;
  const journeys = entry.search.journeys ?? [];
  if (entry.search.tripType !== 'RoundTrip' || journeys.length !== 2) return { scope: 'flight', travellers };
  const back = journeys[1]!;
  const isReturn = entry.search.depCode === back.depCode && entry.search.depDate === back.depDate;
  return { scope: isReturn ? 'return' : 'outbound', travellers };
}

/** "Sat 23 Jan 2027 – Tue 2 Feb 2027": the dates of the search the flight was shortlisted from. */
export function tripDatesOf(entry: ShortlistEntry, locale?: Locale): string {
  const dates = entry.search.journeys?.length
    ? entry.search.journeys.map((journey) => journey.depDate)
    : [entry.search.depDate];
  return dates.map((date) => formatDate(date, { year: true }, locale)).join(' – ');
}
