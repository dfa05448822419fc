import { textsOf } from '../../lib/i18n/i18n';
import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';

/**
 * The CO2e texts of the results (locales/<lang>/emissions.json: the card line, the "Lower emissions"
 * label and filter) in the reader's language; English only if a language lacked the file.
 */
export function emissionsMessages(locale: Locale): Messages {
  return { emissions: textsOf(locale, 'emissions') };
}
