import { useEffect } from 'react';
import { rememberBookedFlight, type BookedFlight } from '../../hotels/hotel.store';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

interface HotelsAtDestinationProps {
  heading: string;
  intro: string;
  linkLabel: string;
  /** /hotel/result with the stay the flight implies, URL-encoded as the hotel search form makes it. */
  href: string;
  bookedFlight: BookedFlight;
}

/**
 * The flight confirmation's offer of hotels at the destination for the trip's dates. The link works
 * without script; the island also keeps the booked flight in $hotelBooking (spec §3 "booked-flight
 * data") for the hotel pages.
 */
export default function HotelsAtDestination({
  heading,
  intro,
  linkLabel,
  href,
  bookedFlight,
}: HotelsAtDestinationProps) {
  useEffect(() => {
    rememberBookedFlight(bookedFlight);
  }, [bookedFlight]);
  return (
    <HeadedSection id="hotels-at-destination" title={heading} className="card grid gap-3 p-5 sm:p-8">
      <p>{intro}</p>
      <p>
        <a className="btn btn-primary" href={href} data-testid="hotels-at-destination">
          {linkLabel}
        </a>
      </p>
    </HeadedSection>
  );
}
