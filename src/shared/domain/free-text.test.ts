import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cleanFreeText, cleanSingleLine, freeText, lineCount } from './free-text';

describe('cleanFreeText', () => {
  it.each([
    ['bidi override and isolate', 'High \u202Efloor\u202C please \u2066x\u2069', 'High floor please x'],
    ['marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['embeddings', '\u202A\u202B\u202Dtext', 'text'],
    ['zero-width and BOM', 'ze\u200Bro\u2060wi\uFEFFdth\u00AD', 'zerowidth'],
    ['C0 and C1 controls', 'a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Bg', 'abcde\nfg'],
    ['tabs become spaces', 'a\tb', 'a b'],
    ['CR LF and separators', 'one\r\ntwo\rthree\u2028four\u2029five', 'one\ntwo\nthree\nfour\nfive'],
    ['blank runs collapse', 'one\n\n\n\n\ntwo', 'one\n\ntwo'],
    ['trailing spaces and outer blanks', '  \n one   \n two \n\n ', 'one\n two'],
    ['tag characters', 'flag\u{E0067}\u{E0062}', 'flag'],
  ])('%s', (_name, raw, clean) => {
    expect(cleanFreeText(raw)).toBe(clean);
  });

  it('keeps the joiners scripts and emoji need', () => {
    expect(cleanFreeText('می\u200Cخواهم 👩\u200D💻')).toBe('می\u200Cخواهم 👩\u200D💻');
  });

  it('keeps letters of every script', () => {
    const text = 'Quiet room, 高層階, 조용한 방, غرفة هادئة';
    expect(cleanFreeText(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = cleanFreeText(' a\u202E\r\n\r\n\r\nb\t ');
    expect(cleanFreeText(once)).toBe(once);
  });

  it('counts lines and joins single lines', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n\nb')).toBe(3);
    expect(cleanSingleLine('a\r\nb\u2028c')).toBe('a b c');
  });
});

describe('freeText', () => {
  const schema = freeText({ max: 10, maxLines: 2, tooLong: 'too long', tooManyLines: 'too many lines' });

  it('cleans before it counts', () => {
    expect(v.parse(schema, '\u202E1234567890\u200B')).toBe('1234567890');
    expect(v.parse(schema, undefined)).toBe('');
  });

  it('refuses more characters or lines than the rule allows', () => {
    expect(v.safeParse(schema, '12345678901').issues?.[0]?.message).toBe('too long');
    expect(v.safeParse(schema, 'a\nb\nc').issues?.[0]?.message).toBe('too many lines');
  });
});
