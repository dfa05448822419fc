/**
 * Free text a customer types that we store, show to staff or send in our own email (hotel special
 * requests, the content forms' text fields). One cleaning for every such field, so what the island
 * checks is what the service re-checks and stores:
 *
 * - control characters go (C0 except line breaks, DEL, C1); tabs become spaces; CR LF, CR, and the
 *   Unicode line and paragraph separators become "\n";
 * - Unicode bidirectional controls (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) and the other
 *   invisible format characters (general category Cf: zero-width space, word joiner, BOM, soft hyphen,
 *   interlinear annotations, tags…) go, so text cannot be reordered or hidden when a mail client shows it;
 *   U+200C and U+200D stay, because Persian, Indic scripts and emoji sequences need them;
 * - each line is trimmed of trailing spaces, runs of blank lines become one, and the whole is trimmed.
 */
import * as v from 'valibot';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
// Cf except ZWNJ/ZWJ, plus controls except "\n" (tab and CR are rewritten before this runs).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}|[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/gu;

/** The text as we keep it: see the module comment. Idempotent. */
export function cleanFreeText(raw: string): string {
  return raw
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLE, '')
    .replace(/[ \u00A0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Lines of cleaned text ("" has none). */
export const lineCount = (text: string): number => (text === '' ? 0 : text.split('\n').length);

/** A single line: line breaks become spaces, then cleaned. */
export const cleanSingleLine = (raw: string): string =>
  cleanFreeText(raw.replace(/[\r\n\u2028\u2029\u0085]+/g, ' '));

export interface FreeTextRule {
  /** Most characters after cleaning. */
  max: number;
  /** Most lines after cleaning (blank runs count once); 1 means line breaks become spaces. */
  maxLines: number;
  tooLong: string;
  tooManyLines: string;
}

/**
 * The valibot pipe for a free-text field: a string, cleaned, then bounded. Missing becomes "".
 * Used by the island's form and by the service, which re-validates with the same schema.
 */
export const freeText = (rule: FreeTextRule) =>
  v.optional(
    v.pipe(
      v.string(),
      // Invisible characters are dropped before counting, so allow for some; this bounds the cleaning.
      v.maxLength(rule.max * 4, rule.tooLong),
      v.transform((raw) => (rule.maxLines === 1 ? cleanSingleLine(raw) : cleanFreeText(raw))),
      v.maxLength(rule.max, rule.tooLong),
      v.check((text) => lineCount(text) <= rule.maxLines, rule.tooManyLines),
    ),
    '',
  );
