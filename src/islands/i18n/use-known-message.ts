import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KNOWN_MESSAGES_KEY,
  translateKnownMessage,
  type MessagePairs,
} from '../../shared/i18n/known-messages';

/**
 * Writes a validation or server message in the reader's language, for islands whose messages include
 * the known-message pairs (pages add them with knownMessagePairs under KNOWN_MESSAGES_KEY).
 */
export function useKnownMessage(): (text: string) => string {
  const { i18n } = useTranslation();
  const pairs = i18n.getResource(i18n.language, 'translation', KNOWN_MESSAGES_KEY) as
    MessagePairs | undefined;
  return useCallback((text: string) => translateKnownMessage(pairs, text), [pairs]);
}
