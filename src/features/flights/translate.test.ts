import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translate';
import english from '../../lib/i18n/locales/en/flights.json';

describe('the light translator (same syntax as i18next)', () => {
  const t = createTranslator({
    a: { b: 'Hello {{name}}', n_one: '{{count}} adult', n_other: '{{count}} adults' },
  });

  it.each([
    ['a.b', { name: 'Sam' }, 'Hello Sam'],
    ['a.b', {}, 'Hello {{name}}'],
    ['a.n', { count: 1 }, '1 adult'],
    ['a.n', { count: 3 }, '3 adults'],
    ['a.missing', {}, 'a.missing'],
    ['a', {}, 'a'],
  ])('%s with %o reads %s', (key, options, text) => {
    expect(t(key, options)).toBe(text);
  });

  it('reads the flight texts', () => {
    const flights = createTranslator(english);
    expect(flights('flights.search.passengers.adultCount', { count: 2 })).toBe('2 adults');
    expect(flights('flights.search.tripTypes.return')).toBe('Return');
  });
});
