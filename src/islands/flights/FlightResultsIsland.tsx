import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../shared/i18n/languages';
import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import { ResultsView } from './results/ResultsView';
import { IslandText } from './shared/island-text';
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
  const [i18n] = useState(() => createIslandI18n(locale, messages));
  return (
    <I18nextProvider i18n={i18n}>
      <IslandText>
        <ResultsView criteria={criteria} siteId={siteId} supportPhone={supportPhone} />
      </IslandText>
    </I18nextProvider>
  );
}
