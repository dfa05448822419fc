import type { Messages } from '../../../shared/i18n/translate';
import type { HotelResultView, HotelSearchQuery } from '../search-url';
import { ResultsView } from './results/ResultsView';
import { IslandShell } from '../../../islands/shared/IslandShell';
import '../../../islands/shared/search-kit/search-kit.css';

interface HotelResultsIslandProps {
  siteId: string;
  locale: string;
  /** hotelIslandMessages(locale, 'results'). */
  messages: Messages;
  /** The URL's search, checked by the server (a code, valid dates). */
  search: HotelSearchQuery;
  /** The URL's filters, sort and page. */
  view: HotelResultView;
}

/** /hotel/result: Availability/Search then GetResult; filters, sort and pages in the URL. */
export default function HotelResultsIsland({
  siteId,
  locale,
  messages,
  search,
  view,
}: HotelResultsIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <ResultsView siteId={siteId} search={search} initialView={view} />
    </IslandShell>
  );
}
