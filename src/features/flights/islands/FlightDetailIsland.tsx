import type { Locale } from '../../../shared/i18n/languages';
import type { OfferSelection } from '../offer-url';
import type { FlightSearchCriteria } from '../search-criteria';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import { DetailView } from './detail/DetailView';
import '../../../islands/shared/search-kit/search-kit.css';
import './flights.css';
import './results/result-rows.css';

interface FlightDetailIslandProps {
  criteria: FlightSearchCriteria;
  selection: OfferSelection;
  siteId: string;
  locale: Locale;
  messages: IslandMessages;
}

/** /flight/detail: the chosen itinerary, its fare, price and Continue to booking. */
export default function FlightDetailIsland({
  criteria,
  selection,
  siteId,
  locale,
  messages,
}: FlightDetailIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <DetailView criteria={criteria} selection={selection} siteId={siteId} />
    </IslandShell>
  );
}
