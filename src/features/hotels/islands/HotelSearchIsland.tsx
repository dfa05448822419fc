import type { Messages } from '../../../shared/i18n/translate';
import type { HotelSearchQuery } from '../search-url';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { HotelSearchForm } from './search/HotelSearchForm';
import '../../../islands/shared/search-kit/search-kit.css';

interface HotelSearchIslandProps {
  siteId: string;
  locale: string;
  today: string;
  /** hotelIslandMessages(locale, 'search'): the hotel form's texts and the flight date field's. */
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
  return (
    <IslandShell locale={locale} messages={messages}>
      <HotelSearchForm siteId={siteId} today={today} initial={initial} heading={heading} />
    </IslandShell>
  );
}
