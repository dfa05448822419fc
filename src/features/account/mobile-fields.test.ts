import { describe, expect, it } from 'vitest';
import { mobileFieldsOf } from './mobile-fields';

describe('mobileFieldsOf', () => {
  it('is an empty Australian number when none is stored', () => {
    const empty = { mobileCountry: 'AU', mobileArea: '', mobileNumber: '' };
    expect(mobileFieldsOf(null)).toEqual(empty);
    expect(mobileFieldsOf(undefined)).toEqual(empty);
  });

  it('splits a stored number back into its country, area and number', () => {
    expect(mobileFieldsOf({ mobileCountry: 'AU', mobileNumber: '+61298765432' })).toEqual({
      mobileCountry: 'AU',
      mobileArea: '2',
      mobileNumber: '9876 5432',
    });
  });
});
