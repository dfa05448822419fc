import { describe, expect, it } from 'vitest';
import { countryName, localCountryOptions } from './country-names';

describe('country names in the reader’s language', () => {
  const options = [
    { value: 'AU', label: 'Australia' },
    { value: 'JP', label: 'Japan' },
    { value: 'ID', label: 'Indonesia' },
  ];

  it('keeps the English list as it is', () => {
    expect(localCountryOptions(options, 'en')).toBe(options);
  });

  it('names each country in the language, keeping the code', () => {
    expect(countryName('JP', 'Japan', 'ja')).toBe('日本');
    expect(countryName('AU', 'Australia', 'ko')).toBe('오스트레일리아');
    expect(countryName('JP', 'Japan', 'zh-CN')).toBe('日本');
    expect(countryName('JP', 'Japan', 'id')).toBe('Jepang');
  });

  it('sorts by the language’s own order', () => {
    expect(localCountryOptions(options, 'id').map((option) => option.value)).toEqual(['AU', 'ID', 'JP']);
  });

  it('falls back to the English name for a code Intl does not know', () => {
    expect(countryName('XK', 'Kosovo', 'ja')).toMatch(/コソボ|Kosovo/);
    expect(countryName('Q1', 'Somewhere', 'ja')).toBe('Somewhere');
  });
});
