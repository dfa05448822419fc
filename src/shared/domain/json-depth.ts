/**
 * Bounded JSON parsing, shared by the site's API layer and the services. `JSON.parse` accepts any depth,
 * but everything that walks the result afterwards (JSON.stringify, schema validation, logging) recurses
 * and overflows the stack on a few thousand levels. So the depth is counted on the text first, by a scan
 * that itself keeps no stack.
 */

/**
 * The deepest nesting of arrays and objects a request body may have. Real bodies (a content entry with
 * nested menus, a flight search) stay under 12 levels.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The nesting depth of arrays and objects in JSON text (0 for a bare value), counting brackets outside
 * strings. Exact for valid JSON; for invalid text the number is meaningless (JSON.parse rejects it).
 * Stops scanning once the depth passes `stopAbove`, so a hostile body costs no more than needed.
 */
export function jsonNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return deepest;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: 'too-deep' | 'invalid' };

/** Parses JSON text whose nesting is at most `maxDepth`; never throws. */
export function parseBoundedJson(text: string, maxDepth: number = MAX_JSON_DEPTH): BoundedJson {
  if (jsonNestingDepth(text, maxDepth) > maxDepth) return { ok: false, problem: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}

/** The messages both sides answer with: 400 for depth and syntax, 413 for size. */
export const JSON_BODY_MESSAGES = {
  tooDeep: 'The request body is nested too deeply',
  invalid: 'The request body must be valid JSON',
  tooLarge: 'The request body is too large',
} as const;
