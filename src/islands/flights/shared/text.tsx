import { createContext, useContext } from 'react';
import type { Translate } from '../../../lib/flights/translate';

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
