import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../shared/i18n/languages';
import type { OfferSelection } from '../../lib/flights/offer-url';
import type { FlightSearchCriteria } from '../../lib/flights/search-criteria';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import { DetailView } from './detail/DetailView';
import { IslandText } from './shared/island-text';
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
  const [i18n] = useState(() => createIslandI18n(locale, messages));
  return (
    <I18nextProvider i18n={i18n}>
      <IslandText>
        <DetailView criteria={criteria} selection={selection} siteId={siteId} />
      </IslandText>
    </I18nextProvider>
  );
}
