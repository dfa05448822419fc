import { createContext, useContext } from 'react';
import type { Translate } from '../../../shared/i18n/translate';

/**
 * The flight components' text. Each island provides its translate function: the results and detail
 * islands react-i18next's t, the home search form a light translator over the same messages (its page
 * cannot afford i18next's bytes). Components only call useText().
 */
const TextContext = createContext<Translate>((key) => key);

export const TextProvider = TextContext.Provider;

export function useText(): Translate {
  return useContext(TextContext);
}

/**
 * English texts that arrive as data (the search form's validation, the services' answers, the spec's
 * fixed messages) in the reader's language: the island provides a lookup over the known-message pairs
 * its page passed (known-messages.ts); a text that is not known stays as it is.
 */
const KnownTextContext = createContext<(text: string) => string>((text) => text);

export const KnownTextProvider = KnownTextContext.Provider;

export function useKnownText(): (text: string) => string {
  return useContext(KnownTextContext);
}
