import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import type { Messages } from '../../shared/i18n/translate';
import { isLocale } from '../../shared/i18n/languages';
import { SearchForm } from './search/SearchForm';
import { useLightText } from './shared/light-text';
import { KnownTextProvider, TextProvider } from './shared/text';
import { OutcomeLanguage } from '../shared/OutcomeMessage';
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
 * the light translator rather than i18next, to stay inside the home page's script budget.
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
  const { t, known } = useLightText(messages, locale);
  return (
    <TextProvider value={t}>
      <KnownTextProvider value={known}>
        <OutcomeLanguage value={isLocale(locale) ? locale : undefined}>
          <SearchForm siteId={siteId} cabins={cabins} initial={initial} heading={heading} />
        </OutcomeLanguage>
      </KnownTextProvider>
    </TextProvider>
  );
}
