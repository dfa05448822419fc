import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../../../shared/i18n/translate';
import { isLocale } from '../../../shared/i18n/languages';
import { useLightText } from '../../flights/shared/light-text';
import { TextProvider } from '../../flights/shared/text';
import { OutcomeLanguage } from '../../shared/OutcomeMessage';

/**
 * The hotel islands' text: the light translator (not i18next: the search form is on the home page,
 * under its script budget) over the messages the page picked (hotelIslandMessages), and the server's
 * English messages (HOTEL_MESSAGES and the like) in the reader's language through the known pairs.
 */
const KnownContext = createContext<(text: string) => string>((text) => text);

export function HotelText({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  const { t, known } = useLightText(messages, locale);
  return (
    <TextProvider value={t}>
      <KnownContext.Provider value={known}>
        <OutcomeLanguage value={isLocale(locale) ? locale : undefined}>{children}</OutcomeLanguage>
      </KnownContext.Provider>
    </TextProvider>
  );
}

/** A server message (English as data) in the reader's language, or as given when it is not a known one. */
export function useHotelKnownMessage(): (text: string) => string {
  return useContext(KnownContext);
}
