import { MARK_START, MARK_STOP } from './content.rules';

/**
 * A search result's excerpt: whole sentences around the first match, cut at word boundaries only when
 * one sentence alone is too long, so a reader never sees "Concourse A Concourse" half-phrases. The input
 * is the item's text with every match already wrapped in the MARK_START/MARK_STOP markers (PostgreSQL's
 * ts_headline with HighlightAll, so matching follows the same stemming as the search itself).
 */

const SNIPPET_MAX_CHARS = 240;
const ELLIPSIS = '…';

// A sentence ends at . ! ? or … followed by a space and something that can start a sentence.
const SENTENCE_END = /[.!?…]["'”’)]?\s+(?=[\p{Lu}\p{N}"'“‘(\u27e6])/gu;

interface Span {
  start: number;
  end: number;
}

function sentencesOf(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].trimEnd().length;
    spans.push({ start, end });
    start = match.index + match[0].length;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Closes a mark left open by a cut and drops a close whose open was cut away. */
function balanceMarks(text: string): string {
  let open = false;
  let result = '';
  for (const character of text) {
    if (character === MARK_START) {
      if (open) continue;
      open = true;
    } else if (character === MARK_STOP) {
      if (!open) continue;
      open = false;
    }
    result += character;
  }
  return open ? result + MARK_STOP : result;
}

/** The index of the whitespace nearest before `limit` that is not inside a mark, or -1. */
function wordBreakBefore(text: string, limit: number, from = 0): number {
  for (let index = Math.min(limit, text.length - 1); index > from; index -= 1) {
    if (!/\s/.test(text[index]!)) continue;
    const opened = text.lastIndexOf(MARK_START, index);
    const closed = text.lastIndexOf(MARK_STOP, index);
    if (opened <= closed) return index;
  }
  return -1;
}

/** A window of at most `max` characters of one long sentence, around its first match, cut between words. */
function windowAround(sentence: string, max: number): string {
  const match = Math.max(sentence.indexOf(MARK_START), 0);
  // Start a third of the window before the match, at a word break.
  let start = 0;
  if (match > max / 3) {
    const breakAt = wordBreakBefore(sentence, match - Math.floor(max / 3));
    start = breakAt > 0 ? breakAt + 1 : 0;
  }
  let end = sentence.length;
  if (end - start > max) {
    const breakAt = wordBreakBefore(sentence, start + max, start);
    end = breakAt > start ? breakAt : start + max;
  }
  const body = sentence.slice(start, end).replace(/[\s,;:–-]+$/u, '');
  return `${start > 0 ? ELLIPSIS : ''}${body}${end < sentence.length ? ELLIPSIS : ''}`;
}

/**
 * The excerpt of a marked text: the sentence with the first match, then the sentences after it (and
 * before it) while they fit in `max` characters. Without a match (the title or keywords matched),
 * the opening sentences.
 */
export function cutSnippet(marked: string, max = SNIPPET_MAX_CHARS): string {
  const text = marked.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const sentences = sentencesOf(text);
  const firstMatch = text.indexOf(MARK_START);
  const centre = Math.max(
    0,
    sentences.findIndex((span) => firstMatch >= span.start && firstMatch < span.end),
  );
  const sentence = (index: number) => text.slice(sentences[index]!.start, sentences[index]!.end);
  const visibleLength = (value: string) => value.replace(/[\u27e6\u27e7]/g, '').length;

  const central = sentence(centre);
  if (visibleLength(central) > max) {
    return balanceMarks(windowAround(central, max + (central.length - visibleLength(central))));
  }
  let first = centre;
  let last = centre;
  let length = visibleLength(central);
  // Prefer what follows the match (it usually explains it), then what comes before.
  while (last + 1 < sentences.length && length + 1 + visibleLength(sentence(last + 1)) <= max) {
    last += 1;
    length += 1 + visibleLength(sentence(last));
  }
  while (first > 0 && length + 1 + visibleLength(sentence(first - 1)) <= max) {
    first -= 1;
    length += 1 + visibleLength(sentence(first));
  }
  const excerpt = text.slice(sentences[first]!.start, sentences[last]!.end);
  return balanceMarks(
    `${first > 0 ? `${ELLIPSIS} ` : ''}${excerpt}${last < sentences.length - 1 ? ` ${ELLIPSIS}` : ''}`,
  );
}
