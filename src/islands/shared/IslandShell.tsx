import { useMemo, type ReactNode } from 'react';
import {
  KNOWN_MESSAGES_KEY,
  translateKnownMessage,
  type MessagePairs,
} from '../../shared/i18n/known-messages';
import { isLocale, type Locale } from '../../shared/i18n/languages';
import { createTranslator, type Messages } from '../../shared/i18n/translate';
import { ShellProvider } from './island-shell';

/** The keys an island uses, picked by its page (the browser never downloads every string of the site). */
export type IslandMessages = Record<string, unknown>;

/**
 * Every island's root: the light translator over the messages of the reader's language the page passed
 * (as i18next was configured for the islands: only that language loaded, so a missing key reads as the
 * key, and no escaping), the known-message lookup over the pairs among them, and the language that
 * OutcomeMessage titles in. Read with useT, useKnownMessage and useIslandLocale (island-shell.ts).
 */
export function IslandShell({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: IslandMessages;
  children: ReactNode;
}) {
  // The messages never change after the server render; one translator per island mount.
  const value = useMemo(() => {
    const texts = messages as Messages;
    const pairs = messages[KNOWN_MESSAGES_KEY] as MessagePairs | undefined;
    return {
      t: createTranslator(texts, locale),
      known: (text: string) => translateKnownMessage(pairs, text),
      locale: isLocale(locale) ? locale : 'en',
      messages: texts,
    };
  }, [locale, messages]);
  return <ShellProvider value={value}>{children}</ShellProvider>;
}

export interface IslandShellProps {
  locale: Locale;
  /** Only the keys this island uses (the page passes them). */
  messages: IslandMessages;
}

/** An island root whose own props include the shell's (the account islands): the root inside its shell. */
export function withIslandShell<P extends IslandShellProps>(Inner: (props: P) => ReactNode) {
  return function IslandInShell(props: P) {
    return (
      <IslandShell locale={props.locale} messages={props.messages}>
        <Inner {...props} />
      </IslandShell>
    );
  };
}
