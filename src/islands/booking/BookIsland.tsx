import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../shared/i18n/languages';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import { BookingFlow, type BookingFlowProps } from './BookingFlow';
import './booking.css';

export interface BookIslandProps extends BookingFlowProps {
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
