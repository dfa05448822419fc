import type { HotelDetail } from '../../lib/contracts/hotel-rooms';
import type { HotelSearchQuery } from '../../lib/hotels/search-url';
import { RoomsSection } from './detail/RoomsSection';
import '../flights/flights.css';

interface HotelRoomsIslandProps {
  siteId: string;
  /** The detail the server loaded (HotelDetail/Get); the island reloads it when a room sells out. */
  detail: HotelDetail;
  search: HotelSearchQuery;
}

/** /hotel/detail's rooms and rates: the price check, a changed price, a sold-out room. */
export default function HotelRoomsIsland({ siteId, detail, search }: HotelRoomsIslandProps) {
  return <RoomsSection siteId={siteId} detail={detail} search={search} />;
}
