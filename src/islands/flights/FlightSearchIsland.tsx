import { useMemo } from 'react';
import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import { createTranslator, type Messages } from '../../lib/flights/translate';
import { SearchForm } from './search/SearchForm';
import { TextProvider } from './shared/text';
import './flights.css';

interface FlightSearchIslandProps {
  siteId: string;
  locale: string;
  /** The flight search texts of the reader's language ({ flights: { search, cabins } }). */
  messages: Messages;
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
  initial,
  heading,
}: FlightSearchIslandProps) {
  const t = useMemo(() => createTranslator(messages, locale), [messages, locale]);
  return (
    <TextProvider value={t}>
      <SearchForm siteId={siteId} initial={initial} heading={heading} />
    </TextProvider>
  );
}
