/**
 * What an island's components read from its shell (IslandShell.tsx): the island's t (the light
 * translator over the messages its page passed), the lookup of the English texts that arrive as data
 * (the known-message pairs among those messages) in the reader's language, and the reader's language.
 * One context for all three: every island, the home page's search forms included, reads its text the
 * same way, and none carries i18next's bytes.
 */
import { createContext, useContext } from 'react';
import type { Locale } from '../../shared/i18n/languages';
import type { Messages, Translate } from '../../shared/i18n/translate';

interface ShellText {
  t: Translate;
  known: (text: string) => string;
  locale: Locale;
  messages: Messages;
}

// Outside a shell (a component rendered alone in a test) a key reads as itself, as a missing key does.
const ShellContext = createContext<ShellText>({
  t: (key) => key,
  known: (text) => text,
  locale: 'en',
  messages: {},
});

export const ShellProvider = ShellContext.Provider;

/** The island's t(): nested keys, {{name}} and _one/_other plurals; a missing key reads as the key. */
export function useT(): Translate {
  return useContext(ShellContext).t;
}

/** A server or validation message (English as data) in the reader's language, or as given. */
export function useKnownMessage(): (text: string) => string {
  return useContext(ShellContext).known;
}

/** The reader's language (the island's locale; English when the page passed none it knows). */
export function useIslandLocale(): Locale {
  return useContext(ShellContext).locale;
}

/**
 * A group of the island's messages as one object (what i18next's `returnObjects` gave), for code that
 * takes its words as a record (the seat map's). An absent group is an empty record.
 */
export function useMessageObject<T extends object>(key: string): T {
  let node: unknown = useContext(ShellContext).messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node && typeof node === 'object' ? node : {}) as T;
}

/** t(key), or `fallback` when the island has no text for the key (i18next's `defaultValue`). */
export function textOr(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}
