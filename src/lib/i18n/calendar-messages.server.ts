import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';
import { RESOURCES } from './i18n';

/**
 * The shared date picker's texts (locales/<lang>/calendar.json), for any island with a date field
 * (the flight and hotel search forms), in the reader's language.
 */
export function calendarMessages(locale: Locale): Messages {
  const texts = (RESOURCES[locale]?.calendar ?? RESOURCES.en.calendar) as Messages;
  return { calendar: texts };
}
