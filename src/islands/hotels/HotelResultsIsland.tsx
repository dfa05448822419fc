import type { HotelResultView, HotelSearchQuery } from '../../lib/hotels/search-url';
import { ResultsView } from './results/ResultsView';
import '../flights/flights.css';

interface HotelResultsIslandProps {
  siteId: string;
  /** The URL's search, checked by the server (a code, valid dates). */
  search: HotelSearchQuery;
  /** The URL's filters, sort and page. */
  view: HotelResultView;
}

/** /hotel/result: Availability/Search then GetResult; filters, sort and pages in the URL. */
export default function HotelResultsIsland({ siteId, search, view }: HotelResultsIslandProps) {
  return <ResultsView siteId={siteId} search={search} initialView={view} />;
}
