/**
 * The known-message pairs of the account screens (validation texts and the account services'
 * answers, English data) for the reader's language: inside an island's messages, and for the
 * one-time messages the server pages show (sign-in, recovery, social sign-in).
 */
import { KNOWN_MESSAGES_KEY, translateKnownMessage } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import type { Locale } from '../../shared/i18n/languages';

export const ACCOUNT_MESSAGE_GROUPS = ['validationMessages', 'accountMessages'];

/** An island's messages plus the pairs its forms and service answers are written with. */
export function withKnownMessages(
  locale: Locale,
  messages: Record<string, unknown>,
  groups: string[] = ACCOUNT_MESSAGE_GROUPS,
): Record<string, unknown> {
  return { ...messages, [KNOWN_MESSAGES_KEY]: knownMessagePairs(locale, groups) };
}

/** A service's (English) message in the reader's language; an unknown text is shown as it came. */
export function knownAccountMessage(locale: Locale, text: string): string;
export function knownAccountMessage(locale: Locale, text: string | undefined): string | undefined;
export function knownAccountMessage(locale: Locale, text: string | undefined): string | undefined {
  if (!text) return text;
  return translateKnownMessage(knownMessagePairs(locale, ACCOUNT_MESSAGE_GROUPS), text);
}
