/**
 * Country names in the reader's language for the account forms' selects (countries of issue, mobile
 * countries, nationalities). The lists arrive in English (the Booking API, OpenTravelData); Intl knows
 * every ISO 3166 region's name in each of our languages, so only the label changes, never the code.
 */
import { intlTagOf } from '../../shared/i18n/display-locale';
import type { Locale } from '../../shared/i18n/languages';

const namers = new Map<Locale, Intl.DisplayNames>();

/** The region's name in the language, or the English name given when Intl has none (or for English). */
export function countryName(code: string, english: string, locale: Locale): string {
  if (locale === 'en' || !/^[A-Z]{2}$/.test(code)) return english;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([intlTagOf(locale)], { type: 'region', fallback: 'none' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? english;
}

/** Select options relabelled in the language and sorted as that language sorts. */
export function localCountryOptions(
  options: { value: string; label: string }[],
  locale: Locale,
): { value: string; label: string }[] {
  if (locale === 'en') return options;
  const tag = intlTagOf(locale);
  return options
    .map((option) => ({ value: option.value, label: countryName(option.value, option.label, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, tag));
}
