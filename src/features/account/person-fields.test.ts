import { describe, expect, it } from 'vitest';
import { personFieldsOf } from './person-fields';

const ADA = { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' };

describe('personFieldsOf', () => {
  it('keeps what is stored', () => {
    const person = { ...ADA, gender: 'Female', nationality: 'GB' };
    expect(personFieldsOf(person)).toEqual(person);
  });

  it('shows what is missing as empty text', () => {
    const missing = { ...ADA, title: null, dateOfBirth: null, gender: null, nationality: null };
    expect(personFieldsOf(missing)).toEqual({
      ...ADA,
      title: '',
      dateOfBirth: '',
      gender: '',
      nationality: '',
    });
  });
});
