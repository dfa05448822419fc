import { textsOf } from '../../lib/i18n/i18n';
import type { Locale } from '../../shared/i18n/languages';
import type { Messages } from '../../shared/i18n/translate';

/**
 * The price grid's texts (locales/<lang>/price-grid.json) for the results island, in the reader's
 * language; English only if a language lacked the file (locale-parity.test.ts forbids that).
 */
export function priceGridMessages(locale: Locale): Messages {
  return { priceGrid: textsOf(locale, 'priceGrid') };
}
