import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';
import { textsOf } from './i18n';

/**
 * The shared date picker's texts (locales/<lang>/calendar.json), for any island with a date field
 * (the flight and hotel search forms), in the reader's language.
 */
export function calendarMessages(locale: Locale): Messages {
  return { calendar: textsOf(locale, 'calendar') };
}
