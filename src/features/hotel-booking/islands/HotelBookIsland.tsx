import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import type { FullProfile } from '../../../shared/contracts/account';
import type { Locale } from '../../../shared/i18n/languages';
import { $hotelBooking, INITIAL_HOTEL_BOOKING } from '../../hotels/hotel.store';
import { useHydrated } from '../../../islands/shared/use-hydrated';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import type { Option } from '../../../islands/shared/known-field-kit';
import { HotelBookingFlow } from './HotelBookingFlow';
import '../../booking/islands/booking.css';

export interface HotelBookIslandProps {
  siteId: string;
  /** The signed-in traveller's profile (with companions) to fill the lead guest from, or null. */
  profile: FullProfile | null;
  countries: Option[];
  locale: Locale;
  messages: IslandMessages;
}

function HotelBookGate({ siteId, profile, countries }: Omit<HotelBookIslandProps, 'locale' | 'messages'>) {
  const t = useT();
  const hydrated = useHydrated();
  const booking = useStore($hotelBooking, { ssr: () => INITIAL_HOTEL_BOOKING });
  if (!hydrated) return <p role="status">{t('hotelBooking.loading')}</p>;
  const quote = booking.selectedRoom;
  if (!quote) {
    return (
      <div className="card grid gap-4 p-6">
        <h1 className="text-3xl">{t('hotelBooking.page.title')}</h1>
        <p>{t('hotelBooking.none')}</p>
        <p>
          <a className="btn btn-primary" href="/#product-panel-hotels">
            {t('hotelBooking.searchHotels')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <HotelBookingFlow
      // A new price check (new quote) starts its own payment progress and form state.
      key={quote.quoteId}
      siteId={siteId}
      quote={quote}
      searchKey={booking.searchKey}
      profile={profile}
      countries={countries}
    />
  );
}

/** /hotel/book: the three booking steps over the room in $hotelBooking. */
export default function HotelBookIsland({ locale, messages, ...props }: HotelBookIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <HotelBookGate {...props} />
    </IslandShell>
  );
}
