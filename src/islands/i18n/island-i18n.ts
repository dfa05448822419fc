import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../shared/i18n/languages';

export type IslandMessages = Record<string, unknown>;

/**
 * An i18next instance for one island, fed by the server with only the keys that island uses (so the
 * browser never downloads every string of the site). Created synchronously so the first render,
 * including the server render, already has its text.
 */
export function createIslandI18n(locale: Locale, messages: IslandMessages): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
