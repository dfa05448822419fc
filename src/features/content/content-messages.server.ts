/**
 * The content area's English texts that arrive as data (CMS form validation and submission messages,
 * the Content API's "no results" answers, spec §5 and §8) in the reader's language. They are listed in
 * the `contentMessages` group (locales/<language>/messages-content.json); a text not listed there is
 * shown as it came. Server only: it reads every language's resources.
 */
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import { translateKnownMessage } from '../../shared/i18n/known-messages';
import type { Locale } from '../../shared/i18n/languages';

const CONTENT_MESSAGE_GROUPS = ['contentMessages'];

export function contentMessage(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return translateKnownMessage(knownMessagePairs(locale, CONTENT_MESSAGE_GROUPS), text);
}
