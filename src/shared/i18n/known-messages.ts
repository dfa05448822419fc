/**
 * English texts that reach a screen as data, not as keys: valibot validation messages (shared with the
 * services, which answer them word for word in English, spec §5 and §8) and the services' own error
 * messages. Each is listed once in the resources under a top-level key ending in "Messages"
 * (locales/<language>/messages-*.json, e.g. `validationMessages.required`), its English value the exact
 * text the code produces, `{{name}}` standing for a part that varies ("Must be at most {{max}}
 * characters").
 *
 * The server hands an island the pairs [English, reader's language] of the groups it can see
 * (knownMessagePairs, known-messages.server.ts: it reads every language, so it stays off the browser), inside its messages under KNOWN_MESSAGES_KEY; the island writes any text it is
 * given through translateKnownMessage, which answers the reader's version, or the text itself when it
 * is not a known one (a new server message is still shown, in English, rather than hidden).
 */
export type MessagePairs = [english: string, translated: string][];

/** Where an island's messages carry the pairs (read with getResource or a translator lookup). */
export const KNOWN_MESSAGES_KEY = 'knownMessages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

function templateMatch(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = escapeRegExp(template).replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
}

/** The reader's version of a known English text, or the text itself. */
export function translateKnownMessage(pairs: MessagePairs | undefined, text: string): string {
  if (!pairs?.length || !text) return text;
  for (const [english, translated] of pairs) if (english === text) return translated;
  for (const [english, translated] of pairs) {
    if (!english.includes('{{')) continue;
    const values = templateMatch(english, text);
    if (values) return translated.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
