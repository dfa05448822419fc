import { useEffect, useState } from 'react';
import type { Locale } from '../../shared/i18n/languages';
import { englishCityNames, type CityNamer } from '../payment/line-labels';

/** Languages whose readers know cities by names in another script (places-in-language.ts). */
const NATIVE_SCRIPT_LOCALES: readonly string[] = ['ja', 'zh-CN', 'ko'];

/**
 * The reader's city names for an island: the names table (9 KB compressed) is fetched only for the
 * Japanese, Chinese and Korean pages, after hydration; until it arrives, and for English and Indonesian
 * readers, the English names show.
 */
export function useCityNames(locale: string): CityNamer {
  const [namer, setNamer] = useState<CityNamer>(() => englishCityNames);
  useEffect(() => {
    if (!NATIVE_SCRIPT_LOCALES.includes(locale)) return;
    let live = true;
    void import('../../lib/i18n/places-in-language').then(({ cityNameIn }) => {
      if (live)
        setNamer(() => (code: string, english: string) => cityNameIn(locale as Locale, code, english));
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return namer;
}
