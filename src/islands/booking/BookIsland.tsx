import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FullProfile } from '../../lib/contracts/account';
import type { Locale } from '../../lib/i18n/languages';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import type { Option } from '../shared/known-field-kit';
import { BookingFlow } from './BookingFlow';
import './booking.css';

export interface BookIslandProps {
  siteId: string;
  supportPhone: string;
  /** Passenger titles from /Utilities/PassengerTitle. */
  titles: string[];
  countries: Option[];
  nationalities: Option[];
  /** The signed-in traveller's profile (with companions), or null for a guest. */
  profile: FullProfile | null;
  locale: Locale;
  messages: IslandMessages;
}

/** /flight/book: the booking steps from passengers to review, over $flightOffer. */
export default function BookIsland({ locale, messages, ...props }: BookIslandProps) {
  const [i18n] = useState(() => createIslandI18n(locale, messages));
  return (
    <I18nextProvider i18n={i18n}>
      <BookingFlow {...props} />
    </I18nextProvider>
  );
}
