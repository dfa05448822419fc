/**
 * Draws a digit string that matches one of libphonenumber's number patterns. Those patterns use a small
 * part of regular-expression syntax (digits, `\d`, `[…]` classes with ranges, `(?:…)` groups with `|`,
 * and the quantifiers `?`, `{n}` and `{n,m}`), so a short recursive walk can produce a match without a
 * general regex engine. `pick(n)` chooses among n options (0 … n−1); passing a deterministic picker
 * makes the result reproducible.
 */
type Pick = (options: number) => number;

interface Cursor {
  pattern: string;
  at: number;
}

/** One alternative list up to the closing parenthesis (or the end): chooses one, returns its digits. */
function alternatives(cursor: Cursor, pick: Pick): string {
  const choices: number[] = [cursor.at];
  // Find where each top-level alternative starts, without generating.
  let depth = 0;
  let end = cursor.at;
  for (; end < cursor.pattern.length; end += 1) {
    const char = cursor.pattern[end];
    if (char === '\\') end += 1;
    else if (char === '[') end = cursor.pattern.indexOf(']', end);
    else if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) break;
      depth -= 1;
    } else if (char === '|' && depth === 0) choices.push(end + 1);
  }
  cursor.at = choices[pick(choices.length)]!;
  const digits = sequence(cursor, pick);
  cursor.at = end + 1;
  return digits;
}

/** Atoms up to the end of the current alternative. */
function sequence(cursor: Cursor, pick: Pick): string {
  let digits = '';
  while (cursor.at < cursor.pattern.length) {
    const char = cursor.pattern[cursor.at]!;
    if (char === '|' || char === ')') break;
    const draw = atom(cursor, pick);
    digits += repeat(cursor, pick, draw);
  }
  return digits;
}

/** Reads one atom and answers a function that draws it once. */
function atom(cursor: Cursor, pick: Pick): () => string {
  const { pattern } = cursor;
  const char = pattern[cursor.at]!;
  if (char === '\\') {
    cursor.at += 2; // only \d appears in the metadata's number patterns
    return () => String(pick(10));
  }
  if (char === '[') {
    const close = pattern.indexOf(']', cursor.at);
    const body = pattern.slice(cursor.at + 1, close);
    cursor.at = close + 1;
    const allowed: string[] = [];
    for (let index = 0; index < body.length; index += 1) {
      if (body[index + 1] === '-' && index + 2 < body.length) {
        for (let digit = Number(body[index]); digit <= Number(body[index + 2]); digit += 1)
          allowed.push(String(digit));
        index += 2;
      } else allowed.push(body[index]!);
    }
    return () => allowed[pick(allowed.length)]!;
  }
  if (char === '(') {
    cursor.at += pattern.startsWith('(?:', cursor.at) ? 3 : 1;
    const start = cursor.at;
    // Skip over the group once to find its end; each draw re-reads it from its start.
    alternatives(cursor, () => 0);
    return () => {
      const inner = { pattern, at: start };
      return alternatives(inner, pick);
    };
  }
  cursor.at += 1;
  return () => char;
}

/** Applies a quantifier after an atom, if one follows. */
function repeat(cursor: Cursor, pick: Pick, draw: () => string): string {
  const { pattern } = cursor;
  if (pattern[cursor.at] === '?') {
    cursor.at += 1;
    return pick(2) === 0 ? draw() : '';
  }
  if (pattern[cursor.at] === '{') {
    const close = pattern.indexOf('}', cursor.at);
    const [lowText = '0', highText] = pattern.slice(cursor.at + 1, close).split(',');
    cursor.at = close + 1;
    const low = Number(lowText);
    // {n} is exact; {n,m} a range; {n,} (open) is drawn as at most two more.
    const high = highText === undefined ? low : highText === '' ? low + 2 : Number(highText);
    const times = low + pick(high - low + 1);
    return Array.from({ length: times }, draw).join('');
  }
  return draw();
}

/** A digit string the pattern matches in full. */
export function digitsMatching(pattern: string, pick: Pick): string {
  return alternatives({ pattern, at: 0 }, pick);
}
