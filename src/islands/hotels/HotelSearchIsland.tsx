import { useMemo } from 'react';
import type { HotelSearchQuery } from '../../lib/hotels/search-url';
import { createTranslator, type Messages } from '../../lib/flights/translate';
import { TextProvider } from '../flights/shared/text';
import { HotelSearchForm } from './search/HotelSearchForm';
import '../flights/flights.css';

interface HotelSearchIslandProps {
  siteId: string;
  locale: string;
  today: string;
  /** The flight search texts the shared date field and calendar read ({ flights: { search } }). */
  messages: Messages;
  initial?: HotelSearchQuery | undefined;
  heading?: string | undefined;
}

/**
 * The hotel search form (home page "Hotels" tab and the results page). It shares the flight form's
 * place combobox, date field and calendar, which read their texts through the light translator.
 */
export default function HotelSearchIsland({
  siteId,
  locale,
  today,
  messages,
  initial,
  heading,
}: HotelSearchIslandProps) {
  const t = useMemo(() => createTranslator(messages, locale), [messages, locale]);
  return (
    <TextProvider value={t}>
      <HotelSearchForm siteId={siteId} today={today} initial={initial} heading={heading} />
    </TextProvider>
  );
}
