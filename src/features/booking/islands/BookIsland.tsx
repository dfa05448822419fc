import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import type { Locale } from '../../../shared/i18n/languages';
import { BookingFlow, type BookingFlowProps } from './BookingFlow';
import './booking.css';

export interface BookIslandProps extends BookingFlowProps {
  locale: Locale;
  messages: IslandMessages;
}

/** /flight/book: the booking steps from passengers to review, over $flightOffer. */
export default function BookIsland({ locale, messages, ...props }: BookIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <BookingFlow {...props} />
    </IslandShell>
  );
}
