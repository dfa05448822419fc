import { describe, expect, it } from 'vitest';
import data from './native-names.json' with { type: 'json' };
import { NATIVE_LANGUAGES, nativeNamesOf } from './native-names';

const rows = data.rows as [string, ...string[][]][];

describe('native city names', () => {
  // OpenTravelData writes `name|flags`; a flag left on a name would show as "ハノイ|p発" on the page.
  it('hold names only, no OpenTravelData flags', () => {
    const flagged = rows.flatMap(([code, ...lists]) =>
      lists
        .flat()
        .filter((name) => /[|=]/.test(name))
        .map((name) => `${code} ${name}`),
    );
    expect(flagged).toEqual([]);
  });

  it('show the preferred name first: 名古屋市 for Nagoya, not its kana reading', () => {
    expect(nativeNamesOf('NGO').ja[0]).toBe('名古屋市');
    expect(nativeNamesOf('HAN').ja[0]).toBe('ハノイ');
  });

  it('list each name once per language', () => {
    for (const [code] of rows)
      for (const language of NATIVE_LANGUAGES) {
        const names = nativeNamesOf(code)[language];
        expect(new Set(names).size, `${code} ${language}`).toBe(names.length);
      }
  });
});
