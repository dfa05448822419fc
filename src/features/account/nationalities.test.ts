import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CountryCodeSchema } from '../../shared/validation';
import { NATIONALITIES, NationalitySchema, nationalityOptions } from './nationalities';

describe('NATIONALITIES', () => {
  it('holds well-formed entries the nationality field accepts', () => {
    expect(NATIONALITIES.length).toBeGreaterThan(200);
    for (const entry of NATIONALITIES) {
      expect(v.is(NationalitySchema, entry), entry.alpha_2_code).toBe(true);
      expect(entry.en_short_name.trim()).not.toBe('');
      expect(entry.nationality.trim()).not.toBe('');
      expect(v.is(CountryCodeSchema, entry.alpha_2_code), entry.alpha_2_code).toBe(true);
    }
  });

  it('has no duplicate codes or labels', () => {
    const codes = NATIONALITIES.map((entry) => entry.alpha_2_code);
    expect(new Set(codes).size).toBe(codes.length);
    const labels = NATIONALITIES.map((entry) => entry.nationality);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('is sorted by English short name', () => {
    const names = NATIONALITIES.map((entry) => entry.en_short_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names the usual nationalities', () => {
    const byCode = new Map(NATIONALITIES.map((entry) => [entry.alpha_2_code, entry]));
    expect(byCode.get('AU')).toEqual({
      num_code: '036',
      alpha_2_code: 'AU',
      alpha_3_code: 'AUS',
      en_short_name: 'Australia',
      nationality: 'Australian',
    });
    expect(byCode.get('GB')?.nationality).toBe('British');
    expect(byCode.get('US')?.nationality).toBe('American');
    expect(byCode.get('NZ')?.nationality).toBe('New Zealander');
  });
});

describe('nationalityOptions', () => {
  it('gives the 2-letter code as value and the nationality as label, sorted by label', () => {
    const options = nationalityOptions();
    expect(options).toHaveLength(NATIONALITIES.length);
    expect(options).toContainEqual({ value: 'AU', label: 'Australian' });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
