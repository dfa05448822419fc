import type { FlightSearchCriteria } from '../search-criteria';
import type { CabinClass } from '../../../shared/domain/fare-conditions';
import type { Messages } from '../../../shared/i18n/translate';
import { SearchForm } from './search/SearchForm';
import { IslandShell } from '../../../islands/shared/IslandShell';
import '../../../islands/shared/search-kit/search-kit.css';
import './flights.css';

interface FlightSearchIslandProps {
  siteId: string;
  locale: string;
  /** The flight search texts of the reader's language ({ flights: { search, cabins } }). */
  messages: Messages;
  /** The cabins sold (POST /Utilities/Cabin, read by the page: cabin-options.server.ts). */
  cabins: readonly CabinClass[];
  /** A search to start from (the results page's form for a search that could not run). */
  initial?: FlightSearchCriteria | undefined;
  heading?: string | undefined;
}

/**
 * The home page's flight search (spec §2 "/"): hydrated when the browser is idle. It reads its text with
 * the island shell's light translator, as every island does (no i18next: the home page's script budget).
 */
export default function FlightSearchIsland({
  siteId,
  locale,
  messages,
  cabins,
  initial,
  heading,
}: FlightSearchIslandProps) {
  // The validation messages in the reader's language (flightMessages adds the pairs, except in English).
  return (
    <IslandShell locale={locale} messages={messages}>
      <SearchForm siteId={siteId} cabins={cabins} initial={initial} heading={heading} />
    </IslandShell>
  );
}
