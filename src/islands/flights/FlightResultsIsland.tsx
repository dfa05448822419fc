import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '../../lib/i18n/languages';
import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import type { Translate } from '../../lib/flights/translate';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import { ResultsView } from './results/ResultsView';
import { TextProvider } from './shared/text';
import './flights.css';

interface FlightResultsIslandProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  supportPhone: string;
  locale: Locale;
  /** The flight texts the results need ({ flights: { results, fares, ... } }), from the server. */
  messages: IslandMessages;
}

/** Gives the flight components react-i18next's t. */
export function IslandText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <TextProvider value={t as unknown as Translate}>{children}</TextProvider>;
}

/** /flight/result: search, filters, sorting, fare brands, fare rules and the shortlist. */
export default function FlightResultsIsland({ criteria, siteId, supportPhone, locale, messages }: FlightResultsIslandProps) {
  const [i18n] = useState(() => createIslandI18n(locale, messages));
  return (
    <I18nextProvider i18n={i18n}>
      <IslandText>
        <ResultsView criteria={criteria} siteId={siteId} supportPhone={supportPhone} />
      </IslandText>
    </I18nextProvider>
  );
}
