import { useMemo } from 'react';
import {
  KNOWN_MESSAGES_KEY,
  translateKnownMessage,
  type MessagePairs,
} from '../../../shared/i18n/known-messages';
import { createTranslator, type Messages } from '../../../shared/i18n/translate';

/**
 * The light translator of an island that cannot afford i18next's bytes (the home page's search forms),
 * over the messages its page passed, and the lookup of the English texts that arrive as data (the
 * known-message pairs among those messages) in the reader's language.
 */
export function useLightText(messages: Messages, locale: string) {
  const t = useMemo(() => createTranslator(messages, locale), [messages, locale]);
  const known = useMemo(() => {
    const pairs = (messages as Record<string, unknown>)[KNOWN_MESSAGES_KEY] as MessagePairs | undefined;
    return (text: string) => translateKnownMessage(pairs, text);
  }, [messages]);
  return { t, known };
}
