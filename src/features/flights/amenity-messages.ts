import { textsOf } from '../../lib/i18n/i18n';
import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';

/**
 * The amenity texts (locales/<lang>/amenities.json) for the results and detail islands, in the reader's
 * language; English only if a language lacked the file (locale-parity.test.ts forbids that).
 */
export function amenityMessages(locale: Locale): Messages {
  return { amenities: textsOf(locale, 'amenities') };
}
