import type { Locale } from '../../../shared/i18n/languages';
import type { FlightSearchCriteria } from '../search-criteria';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import { ResultsView } from './results/ResultsView';
import '../../../islands/shared/search-kit/search-kit.css';
import './flights.css';
import './results/result-rows.css';

interface FlightResultsIslandProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  supportPhone: string;
  locale: Locale;
  /** The flight texts the results need ({ flights: { results, fares, ... } }), from the server. */
  messages: IslandMessages;
}

/** /flight/result: search, filters, sorting, fare brands, fare rules and the shortlist. */
export default function FlightResultsIsland({
  criteria,
  siteId,
  supportPhone,
  locale,
  messages,
}: FlightResultsIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <ResultsView criteria={criteria} siteId={siteId} supportPhone={supportPhone} />
    </IslandShell>
  );
}
