import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestingDepth, parseBoundedJson } from './json-depth';

/** The depth by walking the value (fine for the small values the properties generate). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonNestingDepth', () => {
  it.each([
    ['1', 0],
    ['"[{[{"', 0],
    ['[]', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["\\"[[[", [2]]', 2],
    ['{"key\\\\":[["\\\\"]]}', 3],
    ['[[],[],[[]]]', 3],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });

  it('counts 100,000 levels without overflowing the stack', () => {
    const levels = 100_000;
    expect(jsonNestingDepth(`${'['.repeat(levels)}${']'.repeat(levels)}`)).toBe(levels);
  });

  it('stops as soon as the depth passes the limit', () => {
    expect(jsonNestingDepth(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`, 32)).toBe(33);
  });

  test.prop([fc.jsonValue()])('matches the depth of the parsed value', (value) => {
    expect(jsonNestingDepth(JSON.stringify(value))).toBe(depthOf(value));
  });

  test.prop([fc.jsonValue(), fc.constantFrom(' ', '\n', '\t ')])(
    'is the same however the text is indented',
    (value, indent) => {
      expect(jsonNestingDepth(JSON.stringify(value, null, indent))).toBe(depthOf(value));
    },
  );
});

describe('parseBoundedJson', () => {
  it('parses a body at the limit', () => {
    const text = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(parseBoundedJson(text)).toMatchObject({ ok: true });
  });

  it.each([
    ['arrays', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    ['one past the limit', `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`],
    ['unclosed', '['.repeat(10_000)],
  ])('refuses deep %s before parsing', (_, text) => {
    expect(parseBoundedJson(text)).toEqual({ ok: false, problem: 'too-deep' });
  });

  it.each(['', '{', '{"a":1,}', "{'a':1}", 'undefined', ']]]]'])('refuses invalid JSON %j', (text) => {
    expect(parseBoundedJson(text)).toEqual({ ok: false, problem: 'invalid' });
  });

  test.prop([fc.string()])('never throws, whatever the text', (text) => {
    expect(() => parseBoundedJson(text)).not.toThrow();
  });

  test.prop([fc.jsonValue({ maxDepth: 8 })])(
    'gives back what JSON.parse gives for shallow bodies',
    (value) => {
      const text = JSON.stringify(value);
      expect(parseBoundedJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
    },
  );
});
