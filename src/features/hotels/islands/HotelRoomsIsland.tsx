import type { HotelDetail } from '../../../shared/contracts/hotel-rooms';
import type { Messages } from '../../../shared/i18n/translate';
import type { HotelSearchQuery } from '../search-url';
import { RoomsSection } from './detail/RoomsSection';
import { IslandShell } from '../../../islands/shared/IslandShell';
import '../../../islands/shared/search-kit/search-kit.css';

interface HotelRoomsIslandProps {
  siteId: string;
  locale: string;
  /** hotelIslandMessages(locale, 'rooms'). */
  messages: Messages;
  /** The detail the server loaded (HotelDetail/Get); the island reloads it when a room sells out. */
  detail: HotelDetail;
  search: HotelSearchQuery;
}

/** /hotel/detail's rooms and rates: the price check, a changed price, a sold-out room. */
export default function HotelRoomsIsland({
  siteId,
  locale,
  messages,
  detail,
  search,
}: HotelRoomsIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <RoomsSection siteId={siteId} detail={detail} search={search} />
    </IslandShell>
  );
}
